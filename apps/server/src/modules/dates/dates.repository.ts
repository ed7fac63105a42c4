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

/** One page of locked dates from `fromDate` on, ascending (the admin table). */
export async function listLockedDatesFrom(
  db: DbOrTx,
  fromDate: string,
  offset: number,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ date: lockedDates.date })
    .from(lockedDates)
    .where(gte(lockedDates.date, fromDate))
    .orderBy(asc(lockedDates.date))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.date);
}

export async function countLockedDatesFrom(db: DbOrTx, fromDate: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lockedDates)
    .where(gte(lockedDates.date, fromDate));
  return row?.n ?? 0;
}

/** Locks a date; false when it already was (the primary key decides, even under concurrency). */
export async function insertLockedDate(db: DbOrTx, date: string, adminId: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(lockedDates)
    .values({ date, createdBy: adminId, createdAt: now })
    .onConflictDoNothing({ target: lockedDates.date })
    .returning({ date: lockedDates.date });
  return rows.length > 0;
}

/** Unlocks a date; returns the removed row, or undefined when it was not locked. */
export async function deleteLockedDate(
  db: DbOrTx,
  date: string,
): Promise<{ date: string; createdBy: string | null; createdAt: Date } | undefined> {
  const [row] = await db.delete(lockedDates).where(eq(lockedDates.date, date)).returning();
  return row;
}
