import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, paymentSessions, sessionHoldsPlaces } from '../../db/schema.js';

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type NewPaymentSession = typeof paymentSessions.$inferInsert;
export type ProviderName = PaymentSessionRow['provider'];
/** Terminal states other than paid: the payment will not happen on this session. */
export type ClosedStatus = 'expired' | 'cancelled' | 'failed';

/** The open payment session of a new checkout's booking. */
export async function insertOpenSession(
  tx: DbOrTx,
  session: Pick<
    NewPaymentSession,
    | 'bookingId'
    | 'provider'
    | 'providerSessionId'
    | 'amountPence'
    | 'currency'
    | 'checkoutUrl'
    | 'expiresAt'
    | 'createdAt'
    | 'clientAddress'
  >,
): Promise<void> {
  await tx.insert(paymentSessions).values({ ...session, status: 'open', updatedAt: session.createdAt });
}

/**
 * When the checkouts started from an address that hold places and wait for a payment expire,
 * soonest first (those whose payment is processing are payments under way, not waiting ones).
 */
export async function waitingCheckoutExpiriesOfAddress(db: DbOrTx, clientAddress: string, now: Date): Promise<Date[]> {
  const rows = await db
    .select({ expiresAt: paymentSessions.expiresAt })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.clientAddress, clientAddress),
        sessionHoldsPlaces(now),
        isNull(paymentSessions.paymentProcessingAt),
      ),
    )
    .orderBy(asc(paymentSessions.expiresAt));
  return rows.map((r) => r.expiresAt);
}

/** Forgets the client address of up to `limit` checkouts that expired before `before`; returns how many. */
export async function forgetClientAddresses(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const s = paymentSessions;
  const due = db
    .select({ id: s.id })
    .from(s)
    .where(and(isNotNull(s.clientAddress), lt(s.expiresAt, before)))
    .limit(limit);
  const rows = await db.update(s).set({ clientAddress: null }).where(inArray(s.id, due)).returning({ id: s.id });
  return rows.length;
}

/**
 * Serialises the checkouts of one client address until the transaction ends (a transaction-scoped
 * advisory lock, the same in every process), so simultaneous ones count each other. Taken before
 * the date's lock by every checkout, so the two never wait on each other in a cycle.
 */
export async function lockCheckoutsOfAddress(tx: DbOrTx, clientAddress: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`checkouts:${clientAddress}`}, 0))`);
}

export async function findSessionByProviderId(
  db: DbOrTx,
  providerSessionId: string,
  provider?: ProviderName,
): Promise<PaymentSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(
      provider
        ? and(eq(paymentSessions.provider, provider), eq(paymentSessions.providerSessionId, providerSessionId))
        : eq(paymentSessions.providerSessionId, providerSessionId),
    )
    .limit(1);
  return row;
}

/** A session with the booking it pays for (the checkout page shows both). */
export async function findSessionWithBooking(db: DbOrTx, provider: ProviderName, providerSessionId: string) {
  const [row] = await db
    .select({ session: paymentSessions, booking: bookings })
    .from(paymentSessions)
    .innerJoin(bookings, eq(bookings.id, paymentSessions.bookingId))
    .where(and(eq(paymentSessions.provider, provider), eq(paymentSessions.providerSessionId, providerSessionId)))
    .limit(1);
  return row;
}

/**
 * The open sessions of a visitor's unpaid, live bookings, by e-mail (any case), whatever their
 * date: the checkouts a new one of theirs supersedes. A session whose payment is processing is
 * not one.
 */
export async function findOpenSessionsOfVisitor(db: DbOrTx, email: string): Promise<PaymentSessionRow[]> {
  const rows = await db
    .select({ session: paymentSessions })
    .from(paymentSessions)
    .innerJoin(bookings, eq(bookings.id, paymentSessions.bookingId))
    .where(
      and(
        eq(paymentSessions.status, 'open'),
        isNull(paymentSessions.paymentProcessingAt),
        sql`lower(${bookings.email}) = lower(${email})`,
        eq(bookings.isPaymentSuccessful, false),
        isNull(bookings.deletedAt),
      ),
    );
  return rows.map((r) => r.session);
}

/** The checkouts of a booking that are still open and not yet processing a payment. */
export async function findOpenSessionsOfBooking(db: DbOrTx, bookingId: string): Promise<PaymentSessionRow[]> {
  return db
    .select()
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.bookingId, bookingId),
        eq(paymentSessions.status, 'open'),
        isNull(paymentSessions.paymentProcessingAt),
      ),
    );
}

/**
 * Claims an open, unexpired session for payment (the local provider's "Pay"): only one caller
 * wins, and never after the session was cancelled or expired.
 */
export async function claimOpenSession(db: DbOrTx, id: string, now: Date): Promise<PaymentSessionRow | undefined> {
  const [row] = await db
    .update(paymentSessions)
    .set({ status: 'paid', completedAt: now, updatedAt: now })
    .where(and(eq(paymentSessions.id, id), eq(paymentSessions.status, 'open'), gt(paymentSessions.expiresAt, now)))
    .returning();
  return row;
}

/**
 * The provider reports the checkout completed with the payment still under way: the open session
 * keeps holding its places until the payment succeeds or fails. Marked once.
 */
export async function markSessionProcessing(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(paymentSessions)
    .set({ paymentProcessingAt: now, updatedAt: now })
    .where(
      and(eq(paymentSessions.id, id), eq(paymentSessions.status, 'open'), isNull(paymentSessions.paymentProcessingAt)),
    );
}

/** The provider took the money: the session is paid whatever we believed before. */
export async function markSessionPaid(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(paymentSessions)
    .set({ status: 'paid', completedAt: now, updatedAt: now })
    .where(and(eq(paymentSessions.id, id), ne(paymentSessions.status, 'paid')));
}

/** Closes a session that is still open (cancel, expiry, decline); a paid session is never reopened or closed. */
export async function closeOpenSession(
  db: DbOrTx,
  id: string,
  status: ClosedStatus,
  now: Date,
): Promise<PaymentSessionRow | undefined> {
  const [row] = await db
    .update(paymentSessions)
    .set({ status, completedAt: now, updatedAt: now })
    .where(and(eq(paymentSessions.id, id), inArray(paymentSessions.status, ['open'])))
    .returning();
  return row;
}

/**
 * Claims up to `limit` open Stripe sessions that expired before `expiredBefore` without Stripe
 * reporting how they ended, and that nobody asked Stripe about since `checkedBefore`: each is
 * stamped `now`, so that other processes pass it over until it is due again. Sessions whose payment
 * is processing are left to Stripe's webhooks (a re-read cannot tell a late debit from a failed one).
 */
export async function claimUnreportedStripeSessions(
  db: DbOrTx,
  window: { expiredBefore: Date; checkedBefore: Date; now: Date },
  limit: number,
): Promise<PaymentSessionRow[]> {
  const s = paymentSessions;
  const due = db
    .select({ id: s.id })
    .from(s)
    .where(
      and(
        eq(s.status, 'open'),
        eq(s.provider, 'stripe'),
        isNull(s.paymentProcessingAt),
        lt(s.expiresAt, window.expiredBefore),
        or(isNull(s.providerCheckedAt), lt(s.providerCheckedAt, window.checkedBefore)),
      ),
    )
    .orderBy(sql`${s.providerCheckedAt} asc nulls first`, asc(s.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(s).set({ providerCheckedAt: window.now }).where(inArray(s.id, due)).returning();
}
