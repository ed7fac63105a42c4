import { MESSAGES } from '@seaside/contract';
import { Redis, ReplyError } from 'ioredis';
import { AppError } from './errors.js';
import type { LimitState, RateLimiter } from './rate-limiter.js';

// Each script runs atomically in Redis; times come from the caller's clock like the DB limiter.
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {hits, ttl}`;
const FORGIVE = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits > 0 then redis.call('DECR', KEYS[1]) end`;

/** The rate limiter on Redis (REDIS_URL), shared by every instance like the database one. */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'seaside:rl:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    // Errors surface on the commands that fail; the client reconnects by itself.
    this.redis.on('error', () => {});
  }

  async hit(key: string, limit: number, windowSeconds: number): Promise<LimitState> {
    const [hits, ttl] = (await this.run(() =>
      this.redis.eval(HIT, 1, this.prefix + key, String(windowSeconds * 1000)),
    )) as [number, number];
    if (hits <= limit) return { allowed: true, retryAfter: 0 };
    return { allowed: false, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
  }

  async peek(key: string, limit: number): Promise<LimitState> {
    const [hits, ttl] = await this.run(() =>
      Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]),
    );
    if (!hits || Number(hits) < limit || ttl <= 0) return { allowed: true, retryAfter: 0 };
    return { allowed: false, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
  }

  async reset(key: string): Promise<void> {
    await this.run(() => this.redis.del(this.prefix + key));
  }

  async forgive(key: string): Promise<void> {
    // The key expires with its window, so a passed window holds nothing to take back.
    await this.run(() => this.redis.eval(FORGIVE, 1, this.prefix + key));
  }

  /**
   * A command that Redis did not answer (down, restarting, unreachable) is a passing outage: the
   * request answers 503 with a retry hint, as during a database outage, never a 500. An error
   * Redis answered (a script or type error) is a bug, and stays one.
   */
  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      if (error instanceof ReplyError) throw error;
      throw new AppError('UNAVAILABLE', MESSAGES.platform.internal, { retryAfter: 5, cause: error });
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
