import { eq } from 'drizzle-orm';
import { type BatchStatement, batchStatementRows, type Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import { Batcher } from './batcher.js';

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
}

interface HitRequest {
  key: string;
  limit: number;
  windowSeconds: number;
  now: Date;
}

/**
 * The statement of a round of hits: the batch as one JSON document (keys and their new reset
 * times in epoch milliseconds), the window as $2. Each row's own "now" is its new reset_at less
 * the window. The counts are committed without waiting for the disk (synchronous_commit off for
 * this statement's transaction only): a crash of the database machine may forget the last
 * moment's counts, which only lets a few more attempts through, and a count must not cost a
 * flush on the way of every checkout and sign-in (docs/decisions.md).
 */
const HIT_RATE_LIMITS: BatchStatement = {
  name: 'hit_rate_limits',
  text: `insert into rate_limits as r (key, hits, reset_at)
    select key, 1, to_timestamp(reset_ms / 1000)
    from jsonb_to_recordset($1::jsonb) as c(key text, reset_ms float8),
      (select set_config('synchronous_commit', 'off', true)) as without_flush
    on conflict (key) do update set
      hits = case when r.reset_at <= excluded.reset_at - $2::float8 * interval '1 millisecond' then 1 else r.hits + 1 end,
      reset_at = case when r.reset_at <= excluded.reset_at - $2::float8 * interval '1 millisecond'
        then excluded.reset_at else r.reset_at end
    returning r.key, r.hits, (extract(epoch from r.reset_at) * 1000)::float8 as reset_ms`,
};

/**
 * Counters in the database. The hits of concurrent requests are written together
 * (core/batcher.ts): one upsert per batch instead of one commit per request. Each request keeps
 * its own clock: a row's "now" is its inserted `reset_at` less its window.
 */
export class DbRateLimiter implements RateLimiter {
  private readonly hits: Batcher<HitRequest, LimitState>;

  constructor(private readonly db: Db) {
    this.hits = new Batcher((requests) => this.hitInRounds(requests));
  }

  hit(key: string, limit: number, windowSeconds: number, now: Date): Promise<LimitState> {
    return this.hits.submit({ key, limit, windowSeconds, now });
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
   * One upsert can touch a key once, so a batch is written in rounds: the first request of each
   * key (of each window) in one statement, the second ones in the next, and so on.
   */
  private async hitInRounds(requests: HitRequest[]): Promise<LimitState[]> {
    const rounds = new Map<string, HitRequest[]>();
    const seen = new Map<string, number>();
    for (const request of requests) {
      const id = `${request.windowSeconds}|${request.key}`;
      const occurrence = seen.get(id) ?? 0;
      seen.set(id, occurrence + 1);
      const round = `${occurrence}|${request.windowSeconds}`;
      const members = rounds.get(round);
      if (members) members.push(request);
      else rounds.set(round, [request]);
    }
    const answers = new Map<HitRequest, LimitState>();
    for (const round of rounds.values()) for (const [r, state] of await this.hitRound(round)) answers.set(r, state);
    return requests.map((r) => answers.get(r) as LimitState);
  }

  /** Fixed windows: a row whose window has passed starts again at one hit. */
  private async hitRound(round: HitRequest[]): Promise<Map<HitRequest, LimitState>> {
    const windowMs = (round[0] as HitRequest).windowSeconds * 1000;
    const rows = await batchStatementRows<{ key: string; hits: number; reset_ms: number }>(this.db, HIT_RATE_LIMITS, [
      JSON.stringify(round.map((r) => ({ key: r.key, reset_ms: r.now.getTime() + windowMs }))),
      windowMs,
    ]);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return new Map(
      round.map((r) => {
        const row = byKey.get(r.key);
        const resetAt = row ? new Date(Number(row.reset_ms)) : r.now;
        return [r, stateOf(Number(row?.hits ?? 1), resetAt, r.limit, r.now)];
      }),
    );
  }
}

function stateOf(hits: number, resetAt: Date, limit: number, now: Date): LimitState {
  if (hits <= limit) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)) };
}
