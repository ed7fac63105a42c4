import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { paymentSessions, refundJobs } from '../../db/schema.js';

export type RefundJobRow = typeof refundJobs.$inferSelect;
export type NewRefundJob = Pick<
  typeof refundJobs.$inferInsert,
  'bookingId' | 'provider' | 'providerSessionId' | 'amountPence' | 'status' | 'completedAt'
>;

/** The paid session of a booking (the payment a refund pays back), if any. */
export async function findPaidSessionOfBooking(db: DbOrTx, bookingId: string) {
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.bookingId, bookingId), eq(paymentSessions.status, 'paid')));
  return row;
}

/** The refund of a booking; a second one for the same booking is ignored (false). */
export async function insertRefundJob(db: DbOrTx, job: NewRefundJob, now: Date): Promise<boolean> {
  const rows = await db
    .insert(refundJobs)
    .values({ ...job, nextAttemptAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: refundJobs.bookingId })
    .returning({ bookingId: refundJobs.bookingId });
  return rows.length > 0;
}

export async function findRefundJob(db: DbOrTx, bookingId: string): Promise<RefundJobRow | undefined> {
  const [row] = await db.select().from(refundJobs).where(eq(refundJobs.bookingId, bookingId));
  return row;
}

/** The refund job whose current round the provider knows by `providerRefundId`, if any. */
export async function findRefundJobByProviderRefundId(
  db: DbOrTx,
  providerRefundId: string,
): Promise<RefundJobRow | undefined> {
  const [row] = await db.select().from(refundJobs).where(eq(refundJobs.providerRefundId, providerRefundId));
  return row;
}

/**
 * Claims up to `limit` due refunds (`FOR UPDATE SKIP LOCKED`, so processes never take the same
 * one) with a lease: the refund of a process that died is due again when its lease ends.
 */
export async function claimDueRefunds(db: Db, now: Date, limit: number, leaseSeconds: number): Promise<RefundJobRow[]> {
  const due = db
    .select({ bookingId: refundJobs.bookingId })
    .from(refundJobs)
    .where(
      and(
        eq(refundJobs.status, 'pending'),
        lte(refundJobs.nextAttemptAt, now),
        sql`(${refundJobs.lockedUntil} is null or ${refundJobs.lockedUntil} <= ${now.toISOString()})`,
      ),
    )
    .orderBy(refundJobs.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(refundJobs)
    .set({
      lockedUntil: new Date(now.getTime() + leaseSeconds * 1000),
      attempts: sql`${refundJobs.attempts} + 1`,
      updatedAt: now,
    })
    .where(inArray(refundJobs.bookingId, due))
    .returning();
}

/**
 * Ends a pending refund (of round `round`, when given) as succeeded or failed; false when it was
 * not pending any more (another worker, or a webhook, finished it first).
 */
export async function finishRefundJob(
  db: DbOrTx,
  bookingId: string,
  outcome: { status: 'succeeded'; providerRefundId?: string } | { status: 'failed'; reason: string },
  now: Date,
  round?: number,
): Promise<boolean> {
  const rows = await db
    .update(refundJobs)
    .set(
      outcome.status === 'succeeded'
        ? { status: 'succeeded', providerRefundId: outcome.providerRefundId, lockedUntil: null, completedAt: now }
        : { status: 'failed', lastError: outcome.reason.slice(0, 1000), lockedUntil: null, completedAt: now },
    )
    .where(
      and(
        eq(refundJobs.bookingId, bookingId),
        eq(refundJobs.status, 'pending'),
        round === undefined ? undefined : eq(refundJobs.round, round),
      ),
    )
    .returning({ bookingId: refundJobs.bookingId });
  return rows.length > 0;
}

/**
 * The provider reports that a refund it had accepted failed after all: the booking's succeeded
 * refund of that provider refund id becomes failed. A succeeded refund with no id yet (finished
 * by `charge.refunded` before the worker recorded Stripe's answer) is that refund too, and takes
 * its id. False when it is not succeeded with that id any more (already failed by an earlier
 * report, or a staff retry started a new round).
 */
export async function failAcceptedRefundJob(
  db: DbOrTx,
  bookingId: string,
  providerRefundId: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(refundJobs)
    .set({ status: 'failed', providerRefundId, lastError: reason.slice(0, 1000), completedAt: now, updatedAt: now })
    .where(
      and(
        eq(refundJobs.bookingId, bookingId),
        eq(refundJobs.status, 'succeeded'),
        or(eq(refundJobs.providerRefundId, providerRefundId), isNull(refundJobs.providerRefundId)),
      ),
    )
    .returning({ bookingId: refundJobs.bookingId });
  return rows.length > 0;
}

/** A passing failure: the refund is due again at `nextAttemptAt`. */
export async function postponeRefundJob(db: Db, bookingId: string, error: string, nextAttemptAt: Date): Promise<void> {
  await db
    .update(refundJobs)
    .set({ lastError: error.slice(0, 1000), nextAttemptAt, lockedUntil: null })
    .where(and(eq(refundJobs.bookingId, bookingId), eq(refundJobs.status, 'pending')));
}

/**
 * Staff retry a failed refund: a new round (a new idempotency key), due now. The failed round's
 * provider refund id goes, so a late report about that refund never touches the new round. A
 * succeeded job is reopened too: the caller has checked that the booking's refund failed (a
 * refund made in Stripe's dashboard finished the job through `charge.refunded`, then failed).
 */
export async function reopenRefundJob(db: DbOrTx, bookingId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refundJobs)
    .set({
      status: 'pending',
      round: sql`${refundJobs.round} + 1`,
      attempts: 0,
      nextAttemptAt: now,
      lockedUntil: null,
      lastError: null,
      providerRefundId: null,
      completedAt: null,
      updatedAt: now,
    })
    .where(and(eq(refundJobs.bookingId, bookingId), inArray(refundJobs.status, ['failed', 'succeeded'])))
    .returning({ bookingId: refundJobs.bookingId });
  return rows.length > 0;
}
