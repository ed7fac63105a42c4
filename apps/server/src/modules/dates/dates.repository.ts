import { asc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lockedDates } from '../../db/schema.js';

export async function isDateLocked(db: DbOrTx, date: string): Promise<boolean> {
  const rows = await db.select({ date: lockedDates.date }).from(lockedDates).where(eq(lockedDates.date, date));
  return rows.length > 0;
}

/** Locked dates from `fromDate` on, ascending (the public calendar needs only these). */
export async function lockedDatesFrom(db: DbOrTx, fromDate: string): Promise<string[]> {
  const rows = await db
    .select({ date: lockedDates.date })
    .from(lockedDates)
    .where(gte(lockedDates.date, fromDate))
    .orderBy(asc(lockedDates.date));
  return rows.map((r) => r.date);
}

export async function countLockedDates(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(lockedDates);
  return row?.n ?? 0;
}
