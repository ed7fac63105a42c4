import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

export interface Counter {
  hits: number;
  resetAt: Date;
}

/**
 * Counts one hit of `key` in one upsert and returns the counter after it: a counter whose window
 * has passed starts again at one hit with a new window ending at `resetAt`.
 */
export async function countHit(db: Db, key: string, resetAt: Date, now: Date): Promise<Counter> {
  const windowPassed = sql`${rateLimits.resetAt} <= ${now}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${windowPassed} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${windowPassed} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  if (!row) throw new Error(`rate limit ${key} was not counted`);
  return row;
}

export async function findCounter(db: Db, key: string): Promise<Counter | undefined> {
  const [row] = await db
    .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return row;
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Takes one hit off a counter whose window is still open and holds a hit. */
export async function uncountHit(db: Db, key: string, now: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`${rateLimits.hits} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.hits, 0), gt(rateLimits.resetAt, now)));
}

/**
 * Deletes up to `limit` counters whose window has passed: such a counter counts as none, and
 * without this every address ever seen would keep a row. The window is checked again on the row
 * being deleted, so a counter renewed meanwhile by a hit stays.
 */
export async function deletePassedCounters(db: Db, now: Date, limit: number): Promise<number> {
  // Rows another process is sweeping (or a hit is counting) are skipped, so sweepers never wait
  // on each other or deadlock.
  const passed = db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(lte(rateLimits.resetAt, now))
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(rateLimits)
    .where(and(inArray(rateLimits.key, passed), lte(rateLimits.resetAt, now)))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
