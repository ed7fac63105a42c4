import { and, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { type MailAttachment, mailOutbox } from '../../db/schema.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface NewMail {
  dedupeKey: string;
  messageId: string;
  kind: string;
  bookingId?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  sendAfter: Date;
}

/** Adds a mail to the outbox; a second mail for the same cause (dedupe key) is ignored. */
export async function insertMail(db: DbOrTx, mail: NewMail): Promise<boolean> {
  const rows = await db
    .insert(mailOutbox)
    .values({
      dedupeKey: mail.dedupeKey,
      messageId: mail.messageId,
      kind: mail.kind,
      bookingId: mail.bookingId,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      attachments: mail.attachments ?? [],
      sendAfter: mail.sendAfter,
      nextAttemptAt: mail.sendAfter,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/**
 * Cancels the unsent mails of a booking, of the given kinds or all of them: pending ones, and
 * ones given up after a week of failures, so that an operator's requeue of given-up mail
 * (docs/deployment.md) never sends one the booking's change has made untrue.
 */
export async function cancelUnsentMails(db: DbOrTx, bookingId: string, kinds?: string[]): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(mailOutbox.bookingId, bookingId),
        inArray(mailOutbox.status, ['pending', 'failed']),
        kinds ? inArray(mailOutbox.kind, kinds) : undefined,
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/**
 * Claims up to `limit` due mails for this worker. `FOR UPDATE SKIP LOCKED` lets several
 * instances claim in parallel without taking the same mail; the lease makes a crashed
 * worker's mails due again after `leaseSeconds`.
 */
export async function claimDueMails(db: Db, now: Date, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000);
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, now),
        sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} <= ${now.toISOString()})`,
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ lockedUntil: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  // RETURNING keeps no order: deliver the longest-waiting first.
  return claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
}

/**
 * Renews the lease of a claimed mail right before it is sent, when it is still this worker's
 * (its lease is the one the claim set) and still meant to go (not cancelled since). False when
 * it was cancelled, or when this worker's batch ran past the lease and another worker claimed it.
 */
export async function renewMailLease(db: Db, mail: OutboxRow, now: Date, leaseSeconds: number): Promise<boolean> {
  if (!mail.lockedUntil) return false;
  const rows = await db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + leaseSeconds * 1000) })
    .where(
      and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.lockedUntil, mail.lockedUntil)),
    )
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

export async function markMailSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/**
 * Records a failed delivery: the next attempt, or the mail given up (`nextAttemptAt` null).
 * A mail cancelled while it was being sent stays cancelled; returns whether the mail was still
 * pending.
 */
export async function markMailFailedAttempt(
  db: Db,
  id: string,
  error: string,
  nextAttemptAt: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set(
      nextAttemptAt
        ? { lastError: error.slice(0, 1000), nextAttemptAt, lockedUntil: null }
        : { lastError: error.slice(0, 1000), status: 'failed', lockedUntil: null },
    )
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/**
 * Puts the mails given up after a week of failures back in the queue, due now, for another retry
 * week, except the kinds in `exceptKinds`. Returns how many were requeued.
 */
export async function requeueFailedMails(db: Db, now: Date, exceptKinds: string[]): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', sendAfter: now, nextAttemptAt: now, lockedUntil: null })
    .where(and(eq(mailOutbox.status, 'failed'), notInArray(mailOutbox.kind, exceptKinds)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

export async function findMailsByBooking(db: DbOrTx, bookingId: string): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, bookingId)).orderBy(mailOutbox.createdAt);
}
