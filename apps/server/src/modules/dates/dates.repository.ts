import { asc, eq, gte, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { admins, appSettings, dateCapacities, lockedDates } from '../../db/schema.js';
import { DEFAULT_CAPACITY_SETTING } from '../../db/seed.js';

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

/**
 * Unlocks a date; returns the removed lock with the mobile number of the admin who set it (staff
 * know each other by it, as the Activity page shows), or undefined when it was not locked.
 */
export async function deleteLockedDate(
  db: DbOrTx,
  date: string,
): Promise<{ date: string; lockedBy: string | null; createdAt: Date } | undefined> {
  const [row] = await db
    .delete(lockedDates)
    .where(eq(lockedDates.date, date))
    .returning({
      date: lockedDates.date,
      createdAt: lockedDates.createdAt,
      lockedBy: sql<
        string | null
      >`(select ${admins.mobileNumber} from ${admins} where ${admins.id} = ${lockedDates.createdBy})`,
    });
  return row;
}

export interface DayCapacity {
  date: string;
  capacity: number;
  locked: boolean;
}

/**
 * Every date from `from` to `to` (inclusive) with its capacity (its own, else the stored default)
 * and whether it is locked, ascending.
 */
export async function capacityByDay(db: DbOrTx, from: string, to: string): Promise<DayCapacity[]> {
  const rows = await queryRows<DayCapacity>(
    db,
    sql`
    select to_char(day, 'YYYY-MM-DD') as "date",
           coalesce(${dateCapacities.capacity}, (select ${appSettings.value}::int from ${appSettings}
                                                 where ${appSettings.key} = ${DEFAULT_CAPACITY_SETTING})) as "capacity",
           ${lockedDates.date} is not null as "locked"
    from generate_series(${from}::date, ${to}::date, interval '1 day') as day
    left join ${dateCapacities} on ${dateCapacities.date} = day::date
    left join ${lockedDates} on ${lockedDates.date} = day::date
    order by day`,
  );
  return rows.map((r) => ({ date: r.date, capacity: Number(r.capacity), locked: r.locked }));
}

/** The stored default capacity (seeded from DAILY_CAPACITY at start). */
export async function readDefaultCapacity(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, DEFAULT_CAPACITY_SETTING));
  if (!row) throw new Error('the default capacity is not seeded');
  return Number(row.value);
}

/** Stores the default capacity; returns the previous value (row-locked first, so concurrent edits queue). */
export async function writeDefaultCapacity(db: DbOrTx, capacity: number, now: Date): Promise<number> {
  const [before] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, DEFAULT_CAPACITY_SETTING))
    .for('update');
  await db
    .insert(appSettings)
    .values({ key: DEFAULT_CAPACITY_SETTING, value: String(capacity), updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: String(capacity), updatedAt: now } });
  return Number(before?.value);
}

/** Dates from `fromDate` on with their own capacity, ascending. */
export async function dateCapacitiesFrom(db: DbOrTx, fromDate: string): Promise<{ date: string; capacity: number }[]> {
  return db
    .select({ date: dateCapacities.date, capacity: dateCapacities.capacity })
    .from(dateCapacities)
    .where(gte(dateCapacities.date, fromDate))
    .orderBy(asc(dateCapacities.date));
}

/** Sets a date's own capacity; returns the one it replaced (undefined when it had none). */
export async function upsertDateCapacity(
  db: DbOrTx,
  date: string,
  capacity: number,
  now: Date,
): Promise<number | undefined> {
  const [before] = await db
    .select({ capacity: dateCapacities.capacity })
    .from(dateCapacities)
    .where(eq(dateCapacities.date, date))
    .for('update');
  await db
    .insert(dateCapacities)
    .values({ date, capacity, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: dateCapacities.date, set: { capacity, updatedAt: now } });
  return before?.capacity;
}

/** Removes a date's own capacity; returns it, or undefined when it had none. */
export async function deleteDateCapacity(db: DbOrTx, date: string): Promise<number | undefined> {
  const [row] = await db
    .delete(dateCapacities)
    .where(eq(dateCapacities.date, date))
    .returning({ capacity: dateCapacities.capacity });
  return row?.capacity;
}
