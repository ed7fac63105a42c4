import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
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
  /** Token bucket (GCRA): `burst` at once, then one every `intervalSeconds`. */
  take(key: string, burst: number, intervalSeconds: number, now: Date): Promise<LimitState>;
}

interface HitRequest {
  key: string;
  limit: number;
  windowSeconds: number;
  now: Date;
}
interface TakeRequest {
  key: string;
  burst: number;
  intervalSeconds: number;
  now: Date;
}

/**
 * Counters in the database. The hits and takes of concurrent requests are written together
 * (core/batcher.ts): one upsert per batch instead of one commit per request. Each request keeps
 * its own clock: a row's "now" is its inserted `reset_at` less its window or interval.
 */
export class DbRateLimiter implements RateLimiter {
  private readonly hits: Batcher<HitRequest, LimitState>;
  private readonly takes: Batcher<TakeRequest, LimitState>;

  constructor(private readonly db: Db) {
    this.hits = new Batcher((requests) =>
      this.inRounds(
        requests,
        (r) => r.windowSeconds,
        (round) => this.hitRound(round),
      ),
    );
    this.takes = new Batcher((requests) =>
      this.inRounds(
        requests,
        (r) => `${r.burst}:${r.intervalSeconds}`,
        (round) => this.takeRound(round),
      ),
    );
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

  take(key: string, burst: number, intervalSeconds: number, now: Date): Promise<LimitState> {
    return this.takes.submit({ key, burst, intervalSeconds, now });
  }

  /**
   * One upsert can touch a key once, so a batch is written in rounds: the first request of each
   * key (of each kind of limit) in one statement, the second ones in the next, and so on.
   */
  private async inRounds<R extends { key: string }>(
    requests: R[],
    kindOf: (request: R) => string | number,
    write: (round: R[]) => Promise<Map<R, LimitState>>,
  ): Promise<LimitState[]> {
    const rounds = new Map<string, R[]>();
    const seen = new Map<string, number>();
    for (const request of requests) {
      const id = `${kindOf(request)}|${request.key}`;
      const occurrence = seen.get(id) ?? 0;
      seen.set(id, occurrence + 1);
      const round = `${occurrence}|${kindOf(request)}`;
      rounds.set(round, [...(rounds.get(round) ?? []), request]);
    }
    const answers = new Map<R, LimitState>();
    for (const round of rounds.values()) for (const [r, state] of await write(round)) answers.set(r, state);
    return requests.map((r) => answers.get(r) as LimitState);
  }

  /** Fixed windows: a row whose window has passed starts again at one hit. */
  private async hitRound(round: HitRequest[]): Promise<Map<HitRequest, LimitState>> {
    const window = sql`(${(round[0] as HitRequest).windowSeconds * 1000} * interval '1 millisecond')`;
    const rowNow = sql`(excluded.reset_at - ${window})`;
    const expired = sql`${rateLimits.resetAt} <= ${rowNow}`;
    const rows = await this.db
      .insert(rateLimits)
      .values(round.map((r) => ({ key: r.key, hits: 1, resetAt: new Date(r.now.getTime() + r.windowSeconds * 1000) })))
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ key: rateLimits.key, hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return new Map(
      round.map((r) => {
        const row = byKey.get(r.key);
        return [r, stateOf(row?.hits ?? 1, row?.resetAt ?? r.now, r.limit, r.now)];
      }),
    );
  }

  /**
   * Token bucket (GCRA): the row's `reset_at` is the "theoretical arrival time"; the upsert moves
   * it on by one interval only while that stays within the burst, so a refusal changes nothing.
   * Only refusals read their rows again, to say when to retry.
   */
  private async takeRound(round: TakeRequest[]): Promise<Map<TakeRequest, LimitState>> {
    const { burst, intervalSeconds } = round[0] as TakeRequest;
    const interval = intervalSeconds * 1000;
    const step = sql`(${interval} * interval '1 millisecond')`;
    const rowNow = sql`(excluded.reset_at - ${step})`;
    const tat = sql`greatest(${rateLimits.resetAt}, ${rowNow})`;
    const taken = await this.db
      .insert(rateLimits)
      .values(round.map((r) => ({ key: r.key, hits: 0, resetAt: new Date(r.now.getTime() + interval) })))
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { resetAt: sql`${tat} + ${step}` },
        setWhere: sql`${tat} + ${step} <= ${rowNow} + (${burst * interval} * interval '1 millisecond')`,
      })
      .returning({ key: rateLimits.key });
    const allowed = new Set(taken.map((row) => row.key));
    const refused = round.filter((r) => !allowed.has(r.key));
    const rows =
      refused.length === 0
        ? []
        : await this.db
            .select()
            .from(rateLimits)
            .where(
              inArray(
                rateLimits.key,
                refused.map((r) => r.key),
              ),
            );
    const resetAt = new Map(rows.map((row) => [row.key, row.resetAt.getTime()]));
    return new Map(
      round.map((r): [TakeRequest, LimitState] => {
        if (allowed.has(r.key)) return [r, { allowed: true, retryAfter: 0 }];
        const now = r.now.getTime();
        const over = Math.max(resetAt.get(r.key) ?? now, now) + interval - now - burst * interval;
        return [r, { allowed: false, retryAfter: Math.max(1, Math.ceil(over / 1000)) }];
      }),
    );
  }
}

function stateOf(hits: number, resetAt: Date, limit: number, now: Date): LimitState {
  if (hits <= limit) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)) };
}
