import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings } from '../../db/schema.js';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

export async function insertBooking(db: DbOrTx, values: NewBooking): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  if (!row) throw new Error('booking insert returned nothing');
  return row;
}

export async function findBookingById(db: DbOrTx, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

export async function findBookingByAccessToken(db: DbOrTx, token: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.accessToken, token));
  return row;
}

/** A live booking of `date` holding `code` (codes are unique per date among live bookings). */
export async function findLiveBookingByCode(db: DbOrTx, date: string, code: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.registrationDate, date), eq(bookings.accessCode, code), isNull(bookings.deletedAt)));
  return row;
}

/** Whether a paid, live booking exists for this e-mail (any case) and date. */
export async function hasPaidBooking(db: DbOrTx, email: string, date: string): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        sql`lower(${bookings.email}) = lower(${email})`,
        eq(bookings.registrationDate, date),
        eq(bookings.isPaymentSuccessful, true),
        isNull(bookings.deletedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Marks a booking paid only if it is not yet: the conditional update is what makes payment
 * confirmation happen exactly once, however many webhooks and return visits race.
 */
export async function markPaidIfUnpaid(db: DbOrTx, id: string, now: Date): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ isPaymentSuccessful: true, paidAt: now, updatedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.isPaymentSuccessful, false)))
    .returning();
  return row;
}

/** Access codes already used by live bookings of `date`. */
export async function liveCodesOnDate(db: DbOrTx, date: string, exceptId?: string): Promise<Set<string>> {
  const rows = await db
    .select({ code: bookings.accessCode, id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.registrationDate, date), isNull(bookings.deletedAt)));
  return new Set(rows.filter((r) => r.code && r.id !== exceptId).map((r) => r.code as string));
}

export async function setAccessCredentials(
  db: DbOrTx,
  id: string,
  credentials: { accessToken?: string; accessCode: string },
  now: Date,
): Promise<BookingRow> {
  const [row] = await db
    .update(bookings)
    .set({ ...credentials, updatedAt: now })
    .where(eq(bookings.id, id))
    .returning();
  if (!row) throw new Error(`booking ${id} vanished`);
  return row;
}

/* ---- Admin list and changes (issue 4) ---- */

export interface BookingListFilter {
  quizStatus?: 'pending' | 'completed';
  registrationDate?: string;
}

function liveBookingsWhere(filter: BookingListFilter) {
  return and(
    isNull(bookings.deletedAt),
    filter.quizStatus ? eq(bookings.quizStatus, filter.quizStatus) : undefined,
    filter.registrationDate ? eq(bookings.registrationDate, filter.registrationDate) : undefined,
  );
}

/** The columns the admin list shows (never the access token). */
const listColumns = {
  id: bookings.id,
  fullName: bookings.fullName,
  email: bookings.email,
  isPaymentSuccessful: bookings.isPaymentSuccessful,
  registrationDate: bookings.registrationDate,
  teamMemberCount: bookings.teamMemberCount,
  accessCode: bookings.accessCode,
  quizStatus: bookings.quizStatus,
  bookingSource: bookings.bookingSource,
  createdAt: bookings.createdAt,
};

/**
 * One page of live bookings, newest adventure date first, then newest created. The ORDER BY
 * matches the partial indexes bookings_list_idx / bookings_quiz_list_idx (deleted_at is null),
 * so a page is an index range read of offset + limit entries, never a sort of the table.
 * (The builder is exported so a test can EXPLAIN it.)
 */
export function listLiveBookingsQuery(db: DbOrTx, filter: BookingListFilter, offset: number, limit: number) {
  return (
    db
      .select(listColumns)
      .from(bookings)
      .where(liveBookingsWhere(filter))
      // DESC NULLS LAST exactly as the indexes are declared, or the planner cannot use their order.
      .orderBy(
        sql`${bookings.registrationDate} desc nulls last`,
        sql`${bookings.createdAt} desc nulls last`,
        sql`${bookings.id} desc nulls last`,
      )
      .limit(limit)
      .offset(offset)
  );
}

export async function listLiveBookings(db: DbOrTx, filter: BookingListFilter, offset: number, limit: number) {
  return listLiveBookingsQuery(db, filter, offset, limit);
}

export type BookingListRow = Awaited<ReturnType<typeof listLiveBookings>>[number];

/** How many live bookings match (an index-only count over the same partial indexes). */
export function countLiveBookingsQuery(db: DbOrTx, filter: BookingListFilter) {
  return db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(liveBookingsWhere(filter));
}

export async function countLiveBookings(db: DbOrTx, filter: BookingListFilter): Promise<number> {
  const [row] = await countLiveBookingsQuery(db, filter);
  return row?.n ?? 0;
}

/** A live booking, row-locked for the rest of the transaction. */
export async function lockLiveBooking(db: DbOrTx, id: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), isNull(bookings.deletedAt)))
    .for('update');
  return row;
}

/** Moves a booking to `date`, with the access code it holds there (unchanged when `accessCode` is omitted). */
export async function setRegistrationDate(
  db: DbOrTx,
  id: string,
  date: string,
  now: Date,
  accessCode?: string,
): Promise<BookingRow> {
  const [row] = await db
    .update(bookings)
    .set({ registrationDate: date, updatedAt: now, ...(accessCode ? { accessCode } : {}) })
    .where(eq(bookings.id, id))
    .returning();
  if (!row) throw new Error(`booking ${id} vanished`);
  return row;
}

/** Soft delete: only a live booking is marked; returns it, or undefined when none was live. */
export async function softDeleteBooking(db: DbOrTx, id: string, now: Date): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(bookings.id, id), isNull(bookings.deletedAt)))
    .returning();
  return row;
}
