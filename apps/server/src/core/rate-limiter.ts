import type { Db } from '../db/client.js';
import { countHit, deleteCounter, deletePassedCounters, findCounter, uncountHit } from './rate-limits.repository.js';

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

/** How often passed counters are deleted from the database, and how many in one statement. */
export const COUNTER_SWEEP = { pollMs: 10 * 60_000, batchSize: 5000 };

/**
 * Counters in the database (rate-limits.repository.ts), in fixed windows: one upsert per hit,
 * committed before the request goes on.
 */
export class DbRateLimiter implements RateLimiter {
  constructor(private readonly db: Db) {}

  async hit(key: string, limit: number, windowSeconds: number, now: Date): Promise<LimitState> {
    const counter = await countHit(this.db, key, new Date(now.getTime() + windowSeconds * 1000), now);
    return stateOf(counter.hits, counter.resetAt, limit, now);
  }

  async peek(key: string, limit: number, now: Date): Promise<LimitState> {
    const counter = await findCounter(this.db, key);
    if (!counter || counter.resetAt <= now) return { allowed: true, retryAfter: 0 };
    // "Over the limit" for a peek means the limit is already used up.
    return stateOf(counter.hits + 1, counter.resetAt, limit, now);
  }

  async reset(key: string): Promise<void> {
    await deleteCounter(this.db, key);
  }

  async forgive(key: string, now: Date): Promise<void> {
    await uncountHit(this.db, key, now);
  }

  /** Deletes up to `limit` counters whose window has passed (Redis expires its keys by itself). */
  async sweep(now: Date, limit: number): Promise<number> {
    return deletePassedCounters(this.db, now, limit);
  }
}

function stateOf(hits: number, resetAt: Date, limit: number, now: Date): LimitState {
  if (hits <= limit) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)) };
}
