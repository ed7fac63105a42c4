import { and, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookingFigures } from '../../db/schema.js';

/** The figures of one venue week (its Monday, YYYY-MM-DD) of a period. */
export interface WeekFigures {
  weekStart: string;
  bookings: number;
  players: number;
  grossPence: number;
  cancellations: number;
  refundsPence: number;
  finished: number;
  finishSeconds: number;
}

/**
 * The figures from `from` (included) to `to` (excluded) per venue week: a sum over the quarter
 * hours of booking_figures (kept by triggers), at most 96 rows a day whatever the bookings.
 */
export async function figuresByWeek(db: DbOrTx, from: Date, to: Date, timeZone: string): Promise<WeekFigures[]> {
  const f = bookingFigures;
  const rows = await db
    .select({
      weekStart: sql<string>`to_char(date_trunc('week', ${f.bucket} at time zone ${timeZone}), 'YYYY-MM-DD')`,
      bookings: sql<string>`sum(${f.bookings})`,
      players: sql<string>`sum(${f.players})`,
      grossPence: sql<string>`sum(${f.grossPence})`,
      cancellations: sql<string>`sum(${f.cancellations})`,
      refundsPence: sql<string>`sum(${f.refundsPence})`,
      finished: sql<string>`sum(${f.finished})`,
      finishSeconds: sql<string>`sum(${f.finishSeconds})`,
    })
    .from(f)
    .where(and(gte(f.bucket, from), lt(f.bucket, to)))
    // By position: the zone is a parameter, so the grouped expression is not the selected one's text.
    .groupBy(sql`1`);
  return rows.map((r) => ({
    weekStart: r.weekStart,
    bookings: Number(r.bookings),
    players: Number(r.players),
    grossPence: Number(r.grossPence),
    cancellations: Number(r.cancellations),
    refundsPence: Number(r.refundsPence),
    finished: Number(r.finished),
    finishSeconds: Number(r.finishSeconds),
  }));
}
