import { eq, sql } from 'drizzle-orm';
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
  /** Token bucket (GCRA): `burst` at once, then one every `intervalSeconds`. */
  take(key: string, burst: number, intervalSeconds: number, now: Date): Promise<LimitState>;
}

export class DbRateLimiter implements RateLimiter {
  constructor(private readonly db: Db) {}

  async hit(key: string, limit: number, windowSeconds: number, now: Date): Promise<LimitState> {
    const resetAt = new Date(now.getTime() + windowSeconds * 1000);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()} then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()} then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    return stateOf(row?.hits ?? 1, row?.resetAt ?? resetAt, limit, now);
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

  /**
   * One statement: the row's `reset_at` is the GCRA "theoretical arrival time"; the upsert moves
   * it on by one interval only while that stays within the burst, so a refusal changes nothing.
   * Only a refusal reads the row again, to say when to retry.
   */
  async take(key: string, burst: number, intervalSeconds: number, now: Date): Promise<LimitState> {
    const interval = intervalSeconds * 1000;
    const nowIso = now.toISOString();
    const tat = sql`greatest(${rateLimits.resetAt}, ${nowIso}::timestamptz)`;
    const step = sql`(${interval} * interval '1 millisecond')`;
    const taken = await this.db
      .insert(rateLimits)
      .values({ key, hits: 0, resetAt: new Date(now.getTime() + interval) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { resetAt: sql`${tat} + ${step}` },
        setWhere: sql`${tat} + ${step} <= ${nowIso}::timestamptz + (${burst * interval} * interval '1 millisecond')`,
      })
      .returning({ resetAt: rateLimits.resetAt });
    if (taken.length > 0) return { allowed: true, retryAfter: 0 };
    const [row] = await this.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    const over =
      Math.max(row?.resetAt.getTime() ?? now.getTime(), now.getTime()) + interval - now.getTime() - burst * interval;
    return { allowed: false, retryAfter: Math.max(1, Math.ceil(over / 1000)) };
  }
}

function stateOf(hits: number, resetAt: Date, limit: number, now: Date): LimitState {
  if (hits <= limit) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)) };
}
