import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import { type BatchStatement, batchStatementRows, type Db, type DbOrTx } from '../../db/client.js';
import { bookings, paymentSessions } from '../../db/schema.js';

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

const FIND_CHECKOUT_CONFLICTS: BatchStatement = {
  name: 'find_checkout_conflicts',
  text: `select r.i::int as i,
      exists (select 1 from locked_dates where date = r.d) as locked,
      exists (
        select 1 from bookings
        where lower(email) = lower(r.e) and registration_date = r.d and is_payment_successful and deleted_at is null
      ) as duplicate
    from rows from (jsonb_to_recordset($1::jsonb) as (e text, d date)) with ordinality as r(e, d, i)`,
};

/** What stands in the way of each checkout: one query for a batch of them (index lookups only). */
export async function findCheckoutConflicts(db: Db, queries: CheckoutConflictQuery[]): Promise<CheckoutConflicts[]> {
  const rows = await batchStatementRows<{ i: number; locked: boolean; duplicate: boolean }>(
    db,
    FIND_CHECKOUT_CONFLICTS,
    [JSON.stringify(queries.map((q) => ({ e: q.email, d: q.registrationDate })))],
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

/** The statement of insertCheckouts: the batch as one JSON document, times as epoch milliseconds. */
const INSERT_CHECKOUTS: BatchStatement = {
  name: 'insert_checkouts',
  text: `with checkout as (
      select booking_id, full_name, email, team_member_count, registration_date, amount_pence, currency, provider,
        provider_session_id, checkout_url, to_timestamp(expires_ms / 1000) as expires_at,
        to_timestamp(created_ms / 1000) as created_at
      from jsonb_to_recordset($1::jsonb) as c(booking_id uuid, full_name text, email text, team_member_count int,
        registration_date date, amount_pence int, currency text, provider text, provider_session_id text,
        checkout_url text, expires_ms float8, created_ms float8)
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
};

/**
 * The unpaid bookings of a batch of checkouts and their open payment sessions, in one statement
 * (atomic, one commit; never a booking without its session). Bookings go in date order: the day
 * counters their trigger updates are then locked in the same order by every batch, so
 * concurrent batches cannot deadlock.
 */
export async function insertCheckouts(db: Db, checkouts: NewCheckout[]): Promise<void> {
  const rows = checkouts.map((c) => ({
    booking_id: c.bookingId,
    full_name: c.fullName,
    email: c.email,
    team_member_count: c.teamMemberCount,
    registration_date: c.registrationDate,
    amount_pence: c.amountPence,
    currency: c.currency,
    provider: c.provider,
    provider_session_id: c.providerSessionId,
    checkout_url: c.checkoutUrl,
    expires_ms: c.expiresAt.getTime(),
    created_ms: c.createdAt.getTime(),
  }));
  await batchStatementRows(db, INSERT_CHECKOUTS, [JSON.stringify(rows)]);
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
