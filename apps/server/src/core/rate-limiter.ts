import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

export interface LimitState {
  allowed: boolean;
  /** Seconds until the next attempt is allowed (0 when allowed). */
  retryAfter: number;
}

/**
 * Counters shared by every server instance (they live in the database), so limits hold
 * behind a load balancer. Time comes from the caller's clock.
 */
export interface RateLimiter {
  /** Counts one event in a fixed window; allowed while the count stays within `limit`. */
  hit(key: string, limit: number, windowSeconds: number, now: Date): Promise<LimitState>;
  /** Whether `key` is currently over `limit`, without counting. */
  peek(key: string, limit: number, now: Date): Promise<LimitState>;
  /** Forgets a key (e.g. failures after a successful login). */
  reset(key: string): Promise<void>;
  /**
   * Takes back one hit of the current window (an attempt counted before it was judged that turned
   * out not to count, e.g. a right access code). Nothing when the window has passed or holds no hit.
   */
  forgive(key: string, now: Date): Promise<void>;
}

/**
 * Counters in the database, in fixed windows: one upsert per hit, committed before the request
 * goes on. A row whose window has passed starts again at one hit.
 */
export class DbRateLimiter implements RateLimiter {
  constructor(private readonly db: Db) {}

  async hit(key: string, limit: number, windowSeconds: number, now: Date): Promise<LimitState> {
    const windowPassed = sql`${rateLimits.resetAt} <= ${now}`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt: new Date(now.getTime() + windowSeconds * 1000) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${windowPassed} then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${windowPassed} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    if (!row) throw new Error(`rate limit ${key} was not counted`);
    return stateOf(row.hits, row.resetAt, limit, now);
  }

  async peek(key: string, limit: number, now: Date): Promise<LimitState> {
    const [row] = await this.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    if (!row || row.resetAt <= now) return { allowed: true, retryAfter: 0 };
    // "Over the limit" for a peek means the limit is already used up.
    return stateOf(row.hits + 1, row.resetAt, limit, now);
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  async forgive(key: string, now: Date): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`${rateLimits.hits} - 1` })
      .where(and(eq(rateLimits.key, key), gt(rateLimits.hits, 0), gt(rateLimits.resetAt, now)));
  }
}

function stateOf(hits: number, resetAt: Date, limit: number, now: Date): LimitState {
  if (hits <= limit) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)) };
}
