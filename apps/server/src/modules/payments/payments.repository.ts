import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, preparedRows } from '../../db/client.js';
import { bookings, lockedDates, paymentSessions } from '../../db/schema.js';

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type NewPaymentSession = typeof paymentSessions.$inferInsert;
export type ProviderName = PaymentSessionRow['provider'];
/** Terminal states other than paid: the payment will not happen on this session. */
export type ClosedStatus = 'expired' | 'cancelled' | 'failed';

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
  const rows = await preparedRows<{ i: number; locked: boolean; duplicate: boolean }>(
    db,
    'find_checkout_conflicts',
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

/** An online booking as checkout creates it (unpaid, DIRECT) with its open payment session. */
export interface NewCheckout {
  bookingId: string;
  fullName: string;
  email: string;
  teamMemberCount: number;
  registrationDate: string;
  amountPence: number;
  currency: string;
  provider: ProviderName;
  providerSessionId: string;
  checkoutUrl: string;
  expiresAt: Date;
  createdAt: Date;
}

/**
 * The unpaid bookings of a batch of checkouts and their open payment sessions, in one statement
 * (atomic, one commit; never a booking without its session). Bookings go in date order: the day
 * counters their trigger updates are then locked in the same order by every batch, so
 * concurrent batches cannot deadlock.
 */
export async function insertCheckouts(db: Db, checkouts: NewCheckout[]): Promise<void> {
  const column = <T>(pick: (c: NewCheckout) => T) => sql.param(checkouts.map(pick));
  await preparedRows(
    db,
    'insert_checkouts',
    sql`with checkout as (
      select * from unnest(
        ${column((c) => c.bookingId)}::uuid[], ${column((c) => c.fullName)}::text[], ${column((c) => c.email)}::text[],
        ${column((c) => c.teamMemberCount)}::int[], ${column((c) => c.registrationDate)}::date[],
        ${column((c) => c.amountPence)}::int[], ${column((c) => c.currency)}::text[], ${column((c) => c.provider)}::text[],
        ${column((c) => c.providerSessionId)}::text[], ${column((c) => c.checkoutUrl)}::text[],
        ${column((c) => c.expiresAt.toISOString())}::timestamptz[], ${column((c) => c.createdAt.toISOString())}::timestamptz[]
      ) as c(booking_id, full_name, email, team_member_count, registration_date, amount_pence, currency, provider,
             provider_session_id, checkout_url, expires_at, created_at)
    ), new_bookings as (
      insert into bookings (id, full_name, email, team_member_count, registration_date, booking_source, amount_pence,
        created_at, updated_at)
      select booking_id, full_name, email, team_member_count, registration_date, 'DIRECT', amount_pence, created_at, created_at
      from checkout order by registration_date
    )
    insert into payment_sessions (booking_id, provider, provider_session_id, status, amount_pence, currency,
      checkout_url, expires_at, created_at, updated_at)
    select booking_id, provider, provider_session_id, 'open', amount_pence, currency, checkout_url, expires_at,
      created_at, created_at
    from checkout`,
  );
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
