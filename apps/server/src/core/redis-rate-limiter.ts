import { Redis } from 'ioredis';
import type { LimitState, RateLimiter } from './rate-limiter.js';

// Each script runs atomically in Redis; times come from the caller's clock like the DB limiter.
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {hits, ttl}`;

const TAKE = `
local now = tonumber(ARGV[1])
local interval = tonumber(ARGV[2])
local burst = tonumber(ARGV[3])
local tat = tonumber(redis.call('GET', KEYS[1]) or now)
if tat < now then tat = now end
local newTat = tat + interval
local over = newTat - now - burst * interval
if over > 0 then return {0, over} end
redis.call('SET', KEYS[1], newTat, 'PX', math.ceil(newTat - now + interval))
return {1, 0}`;

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
    const [hits, ttl] = (await this.redis.eval(HIT, 1, this.prefix + key, String(windowSeconds * 1000))) as [
      number,
      number,
    ];
    if (hits <= limit) return { allowed: true, retryAfter: 0 };
    return { allowed: false, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
  }

  async peek(key: string, limit: number): Promise<LimitState> {
    const [hits, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
    if (!hits || Number(hits) < limit || ttl <= 0) return { allowed: true, retryAfter: 0 };
    return { allowed: false, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async take(key: string, burst: number, intervalSeconds: number, now: Date): Promise<LimitState> {
    const [allowed, over] = (await this.redis.eval(
      TAKE,
      1,
      this.prefix + key,
      String(now.getTime()),
      String(intervalSeconds * 1000),
      String(burst),
    )) as [number, number];
    return allowed === 1 ? { allowed: true, retryAfter: 0 } : { allowed: false, retryAfter: Math.ceil(over / 1000) };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
