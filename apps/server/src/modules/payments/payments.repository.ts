import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client.js';
import { bookings, lockedDates, paymentSessions } from '../../db/schema.js';

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type NewPaymentSession = typeof paymentSessions.$inferInsert;
export type ProviderName = PaymentSessionRow['provider'];
/** Terminal states other than paid: the payment will not happen on this session. */
export type ClosedStatus = 'expired' | 'cancelled' | 'failed';

type NewBooking = typeof bookings.$inferInsert;

export interface CheckoutConflictQuery {
  email: string;
  registrationDate: string;
}
export interface CheckoutConflicts {
  /** The date is locked (no bookings taken). */
  locked: boolean;
  /** A paid live booking with this e-mail (any case) and date exists. */
  duplicate: boolean;
}

/** What stands in the way of each checkout: one query for a batch of them (index lookups only). */
export async function findCheckoutConflicts(db: Db, queries: CheckoutConflictQuery[]): Promise<CheckoutConflicts[]> {
  const rows = await queryRows<{ i: number; locked: boolean; duplicate: boolean }>(
    db,
    sql`select r.i::int as i,
      exists (select 1 from ${lockedDates} where ${lockedDates.date} = r.d) as locked,
      exists (
        select 1 from ${bookings}
        where lower(${bookings.email}) = lower(r.e) and ${bookings.registrationDate} = r.d
          and ${bookings.isPaymentSuccessful} and ${bookings.deletedAt} is null
      ) as duplicate
    from unnest(${sql.param(queries.map((q) => q.email))}::text[], ${sql.param(queries.map((q) => q.registrationDate))}::date[])
      with ordinality as r(e, d, i)`,
  );
  const byIndex = new Map(rows.map((row) => [Number(row.i), row]));
  return queries.map((_, i) => {
    const row = byIndex.get(i + 1);
    return { locked: row?.locked === true, duplicate: row?.duplicate === true };
  });
}

export interface NewCheckout {
  booking: NewBooking & { id: string };
  session: NewPaymentSession;
}

/**
 * The unpaid bookings of a batch of checkouts and their payment sessions, in one transaction
 * (never a booking without its session). Bookings go in date order: the day counters their
 * trigger updates are then locked in the same order by every batch, so batches cannot deadlock.
 */
export async function insertCheckouts(db: Db, checkouts: NewCheckout[]): Promise<void> {
  const inDateOrder = [...checkouts].sort((a, b) =>
    a.booking.registrationDate < b.booking.registrationDate
      ? -1
      : a.booking.registrationDate > b.booking.registrationDate
        ? 1
        : 0,
  );
  await db.transaction(async (tx) => {
    await tx.insert(bookings).values(inDateOrder.map((c) => c.booking));
    await tx.insert(paymentSessions).values(inDateOrder.map((c) => c.session));
  });
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
