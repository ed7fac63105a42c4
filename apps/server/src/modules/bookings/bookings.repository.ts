import { and, eq, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { bookingDayCounts, bookings, paymentSessions, sessionHoldsPlaces } from '../../db/schema.js';

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

/** What a player request needs of the booking behind an access token. */
const playerColumns = {
  id: bookings.id,
  accessToken: bookings.accessToken,
  fullName: bookings.fullName,
  teamMemberCount: bookings.teamMemberCount,
  registrationDate: bookings.registrationDate,
  deletedAt: bookings.deletedAt,
  cancelledAt: bookings.cancelledAt,
};
export type PlayerBookingRow = Pick<BookingRow, keyof typeof playerColumns>;

/** The booking holding an access token, with what a player request needs of it. */
export async function findPlayerBookingByToken(db: DbOrTx, token: string): Promise<PlayerBookingRow | undefined> {
  const [row] = await db.select(playerColumns).from(bookings).where(eq(bookings.accessToken, token));
  return row;
}

/** Marks a team's hunt completed, once: only a booking still pending changes. */
export async function markQuizCompleted(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ quizStatus: 'completed', completedAt: now, updatedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.quizStatus, 'pending')))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** A live booking of `date` holding `code` (codes are unique per date among live bookings). */
export async function findLiveBookingByCode(db: DbOrTx, date: string, code: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.registrationDate, date),
        eq(bookings.accessCode, code),
        isNull(bookings.deletedAt),
        eq(bookings.status, 'active'),
      ),
    );
  return row;
}

/** Whether a paid, live booking exists for this e-mail (any case) and date (a cancelled one is not the customer's any more). */
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
        eq(bookings.status, 'active'),
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

/**
 * Players holding places per date from `from` to `to` (booking-lifecycle.md section 2): paid,
 * live, not cancelled bookings, plus unpaid ones whose checkout session holds their places at
 * `now` (`sessionHoldsPlaces`). Dates without any are absent. Index reads: the paid bookings' players from
 * bookings_places_idx alone, and the few open checkouts from payment_sessions_open_idx and
 * payment_sessions_processing_idx.
 */
export async function placesTakenByDay(db: DbOrTx, from: string, to: string, now: Date): Promise<Map<string, number>> {
  const b = bookings;
  const p = paymentSessions;
  const live = sql`${b.registrationDate} between ${from} and ${to} and ${b.deletedAt} is null and ${b.status} = 'active'`;
  const rows = await queryRows<{ date: string; players: number }>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as date, sum(n)::int as players from (
          select ${b.registrationDate} as d, ${b.teamMemberCount} as n from ${b}
          where ${live} and ${b.isPaymentSuccessful}
          union all
          select ${b.registrationDate}, ${b.teamMemberCount} from ${p} join ${b} on ${b.id} = ${p.bookingId}
          where ${sessionHoldsPlaces(now)} and ${live} and not ${b.isPaymentSuccessful}
        ) as held group by d`,
  );
  return new Map(rows.map((r) => [r.date, Number(r.players)]));
}

/**
 * Serialises every change to the places of one date until the transaction ends (a
 * transaction-scoped advisory lock keyed by the date, the same in every process).
 */
export async function lockPlacesOfDate(tx: DbOrTx, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`places:${date}`}, 0))`);
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
  /** Only adventure dates up to this one (where a page starts, see `locateListPage`). */
  upToDate?: string;
}

function liveBookingsWhere(filter: BookingListFilter) {
  return and(
    isNull(bookings.deletedAt),
    filter.quizStatus ? eq(bookings.quizStatus, filter.quizStatus) : undefined,
    filter.registrationDate ? eq(bookings.registrationDate, filter.registrationDate) : undefined,
    filter.upToDate ? lte(bookings.registrationDate, filter.upToDate) : undefined,
  );
}

/** A booking as the admin list reads it: the columns it shows (never the access token). */
export type BookingListRow = Pick<
  BookingRow,
  | 'id'
  | 'fullName'
  | 'email'
  | 'isPaymentSuccessful'
  | 'registrationDate'
  | 'teamMemberCount'
  | 'accessCode'
  | 'quizStatus'
  | 'bookingSource'
  | 'createdAt'
  | 'amountPence'
  | 'status'
  | 'refundStatus'
  | 'refundedAmountPence'
  | 'refundFailureReason'
>;

const LIST_ORDER = [
  // DESC NULLS LAST exactly as the indexes are declared, or the planner cannot use their order.
  sql`${bookings.registrationDate} desc nulls last`,
  sql`${bookings.createdAt} desc nulls last`,
  sql`${bookings.id} desc nulls last`,
];

/**
 * The ids of live bookings, newest adventure date first, then newest created. The ORDER BY
 * matches the partial indexes bookings_list_idx / bookings_quiz_list_idx (deleted_at is null),
 * which hold every column read here: an index-only range read of offset + limit entries, never a
 * sort of the table nor a visit of the skipped rows. `listLiveBookingsPage` keeps the offset small
 * by starting at the page's first date. (Exported so a test can EXPLAIN it.)
 */
export function listLiveBookingsQuery(db: DbOrTx, filter: BookingListFilter, offset: number, limit: number) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(liveBookingsWhere(filter))
    .orderBy(...LIST_ORDER)
    .limit(limit)
    .offset(offset);
}

function dayCountsWhere(filter: BookingListFilter) {
  return and(
    filter.quizStatus ? eq(bookingDayCounts.quizStatus, filter.quizStatus) : undefined,
    filter.registrationDate ? eq(bookingDayCounts.registrationDate, filter.registrationDate) : undefined,
  );
}

/**
 * How many live bookings match: a sum over booking_day_counts (one row per date and quiz
 * status, kept exact by a trigger), never a count over the bookings.
 */
export function countLiveBookingsQuery(db: DbOrTx, filter: BookingListFilter) {
  return db
    .select({ n: sql<number>`coalesce(sum(${bookingDayCounts.live}), 0)::int` })
    .from(bookingDayCounts)
    .where(dayCountsWhere(filter));
}

/**
 * The CTEs that find where the page at `offset` starts, from the per-date counts: `per_day` (live
 * bookings per date for the filter), and `first_day`: the newest date whose bookings (with all
 * newer dates') reach past `offset`, with how many entries come before the page (`before`).
 */
function pageStartCtes(filter: BookingListFilter, offset: number) {
  const where = dayCountsWhere(filter);
  return sql`with per_day as (
      select ${bookingDayCounts.registrationDate} as d, sum(${bookingDayCounts.live})::int as n
      from ${bookingDayCounts} ${where ? sql`where ${where}` : sql``}
      group by ${bookingDayCounts.registrationDate} having sum(${bookingDayCounts.live}) > 0
    ), running as (
      select d, n, (sum(n) over (order by d desc))::int as upto from per_day
    ), first_day as (
      select d, upto - n as before from running where upto > ${offset} order by d desc limit 1
    )`;
}

/**
 * Where the page at `offset` starts (see pageStartCtes) and the total. `upToDate` is null when
 * `offset` is past the end.
 */
export async function locateListPage(
  db: DbOrTx,
  filter: BookingListFilter,
  offset: number,
): Promise<{ total: number; upToDate: string | null; skip: number }> {
  const rows = await queryRows<{ total: number; up_to_date: string | null; skip: number | null }>(
    db,
    sql`${pageStartCtes(filter, offset)}
        select (select coalesce(sum(n), 0)::int from per_day) as total,
               (select to_char(d, 'YYYY-MM-DD') from first_day) as up_to_date,
               (select ${offset}::int - before from first_day) as skip`,
  );
  const row = rows[0];
  return { total: Number(row?.total ?? 0), upToDate: row?.up_to_date ?? null, skip: Number(row?.skip ?? 0) };
}

interface PageRow {
  total: number;
  id: string | null;
  fullName: string;
  email: string;
  isPaymentSuccessful: boolean;
  registrationDate: string;
  teamMemberCount: number;
  accessCode: string | null;
  quizStatus: 'pending' | 'completed';
  bookingSource: 'DIRECT' | 'PARTNER';
  createdAt: string;
  amountPence: number;
  status: 'active' | 'cancelled';
  refundStatus: 'none' | 'pending' | 'refunded' | 'failed';
  refundedAmountPence: number;
  refundFailureReason: string | null;
}

/**
 * One page and the total, in one statement. The page starts at its first date (pageStartCtes),
 * so the index-only read of the page's ids skips at most one date's bookings however deep the
 * page, the total is a sum over the per-date counters (no count over the table), and only the
 * page's rows are read from the table.
 */
export async function listLiveBookingsPage(
  db: DbOrTx,
  filter: BookingListFilter,
  offset: number,
  limit: number,
): Promise<{ rows: BookingListRow[]; total: number }> {
  const keys = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(liveBookingsWhere(filter), sql`${bookings.registrationDate} <= (select d from first_day)`))
    .orderBy(...LIST_ORDER);
  const b = bookings;
  const result = await queryRows<PageRow>(
    db,
    sql`${pageStartCtes(filter, offset)}, page as (
          ${keys} offset (select ${offset}::int - before from first_day) limit ${limit}
        )
        select totals.total, ${b.id} as "id", ${b.fullName} as "fullName", ${b.email} as "email",
               ${b.isPaymentSuccessful} as "isPaymentSuccessful",
               to_char(${b.registrationDate}, 'YYYY-MM-DD') as "registrationDate",
               ${b.teamMemberCount} as "teamMemberCount", ${b.accessCode} as "accessCode",
               ${b.quizStatus} as "quizStatus", ${b.bookingSource} as "bookingSource",
               ${b.amountPence} as "amountPence", ${b.status} as "status", ${b.refundStatus} as "refundStatus",
               ${b.refundedAmountPence} as "refundedAmountPence", ${b.refundFailureReason} as "refundFailureReason",
               to_char(${b.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
        from (select coalesce(sum(n), 0)::int as total from per_day) as totals
        left join (page join ${bookings} on ${b.id} = page.id) on true
        order by ${sql.join(LIST_ORDER, sql`, `)}`,
  );
  const total = Number(result[0]?.total ?? 0);
  const rows = result
    .filter((r): r is PageRow & { id: string } => r.id !== null)
    .map(({ total: _total, createdAt, ...row }) => ({
      ...row,
      teamMemberCount: Number(row.teamMemberCount),
      amountPence: Number(row.amountPence),
      refundedAmountPence: Number(row.refundedAmountPence),
      createdAt: new Date(createdAt),
    }));
  return { rows, total };
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

/**
 * Moves a booking to `date`, with the access code it holds there (unchanged when `accessCode` is
 * omitted); the calendar invite's sequence goes up with it.
 */
export async function setRegistrationDate(
  db: DbOrTx,
  id: string,
  date: string,
  now: Date,
  accessCode?: string,
): Promise<BookingRow> {
  const [row] = await db
    .update(bookings)
    .set({
      registrationDate: date,
      updatedAt: now,
      calendarSequence: sql`${bookings.calendarSequence} + 1`,
      ...(accessCode ? { accessCode } : {}),
    })
    .where(eq(bookings.id, id))
    .returning();
  if (!row) throw new Error(`booking ${id} vanished`);
  return row;
}

/**
 * Soft delete: only a live booking whose refund is not pending or failed is marked; returns it,
 * or undefined when none was.
 */
export async function softDeleteBooking(db: DbOrTx, id: string, now: Date): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      and(eq(bookings.id, id), isNull(bookings.deletedAt), notInArray(bookings.refundStatus, ['pending', 'failed'])),
    )
    .returning();
  return row;
}

/** The booking behind a manage token (deleted or not). */
export async function findBookingByManageToken(db: DbOrTx, token: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.manageToken, token));
  return row;
}

export type RefundState = Pick<BookingRow, 'refundStatus' | 'refundedAmountPence' | 'refundFailureReason'>;

/**
 * Cancels a live, active booking: it takes no places from now on, its access code is free again
 * (its token answers "revoked") and the calendar invite's sequence goes up for the cancellation.
 * Undefined when it was not live and active.
 */
export async function markCancelled(
  db: DbOrTx,
  id: string,
  refund: RefundState,
  now: Date,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      accessCode: null,
      calendarSequence: sql`${bookings.calendarSequence} + 1`,
      ...refund,
      updatedAt: now,
    })
    .where(and(eq(bookings.id, id), isNull(bookings.deletedAt), eq(bookings.status, 'active')))
    .returning();
  return row;
}

export async function setRefundState(db: DbOrTx, id: string, refund: Partial<RefundState>, now: Date): Promise<void> {
  await db
    .update(bookings)
    .set({ ...refund, updatedAt: now })
    .where(eq(bookings.id, id));
}

/* ---- The CSV export (operations.md section 5) ---- */

const exportColumns = {
  fullName: bookings.fullName,
  email: bookings.email,
  registrationDate: bookings.registrationDate,
  teamMemberCount: bookings.teamMemberCount,
  isPaymentSuccessful: bookings.isPaymentSuccessful,
  amountPence: bookings.amountPence,
  bookingSource: bookings.bookingSource,
  accessCode: bookings.accessCode,
  quizStatus: bookings.quizStatus,
  status: bookings.status,
  refundStatus: bookings.refundStatus,
  createdAt: bookings.createdAt,
  id: bookings.id,
  /** The exact creation time (microseconds), where the next batch starts. */
  cursor: sql<string>`${bookings.createdAt}::text`,
};

interface ExportCursor {
  date: string;
  createdAt: string;
  id: string;
}

/** One batch of the export: the listed bookings after `after` in the list's order. */
function exportBatch(db: DbOrTx, filter: BookingListFilter, after: ExportCursor | undefined, limit: number) {
  return db
    .select(exportColumns)
    .from(bookings)
    .where(
      and(
        liveBookingsWhere(filter),
        after
          ? sql`(${bookings.registrationDate}, ${bookings.createdAt}, ${bookings.id}) < (${after.date}::date, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...LIST_ORDER)
    .limit(limit);
}

export type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];

/**
 * The listed bookings in the list's order, `batchSize` at a time: each batch is a keyset read of
 * the list's index after the last row of the one before, so memory stays bounded however many
 * rows and no connection is held between batches.
 */
export async function* listBookingsForExport(
  db: DbOrTx,
  filter: BookingListFilter,
  batchSize: number,
): AsyncGenerator<ExportRow[]> {
  let after: ExportCursor | undefined;
  for (;;) {
    const batch = await exportBatch(db, filter, after, batchSize);
    if (batch.length > 0) yield batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = { date: last.registrationDate, createdAt: last.cursor, id: last.id };
  }
}
