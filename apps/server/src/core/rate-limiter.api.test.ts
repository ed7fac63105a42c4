import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import { redisReachable, TEST_REDIS_URL } from '../test/redis.js';
import { createTestDatabase } from '../test/test-database.js';
import { DbRateLimiter, type RateLimiter } from './rate-limiter.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';

function behaves(
  name: string,
  make: () => Promise<{ limiter: RateLimiter; close: () => Promise<void> }>,
  usesClock: boolean,
) {
  describe(name, () => {
    let limiter: RateLimiter;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ limiter, close } = await make());
    });
    afterAll(() => close());

    it('allows up to the limit in a window, then refuses with the wait', async () => {
      const key = `hit:${randomUUID()}`;
      const now = new Date();
      for (let i = 0; i < 3; i++) expect((await limiter.hit(key, 3, 600, now)).allowed).toBe(true);
      const refused = await limiter.hit(key, 3, 600, now);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfter).toBeGreaterThan(590);
      expect((await limiter.peek(key, 3, now)).allowed).toBe(false);
      await limiter.reset(key);
      expect((await limiter.peek(key, 3, now)).allowed).toBe(true);
    });

    it('opens a new window once the old one has passed', async () => {
      if (!usesClock) return;
      const key = `window:${randomUUID()}`;
      const now = new Date('2026-06-15T10:00:00Z');
      await limiter.hit(key, 1, 60, now);
      expect((await limiter.hit(key, 1, 60, now)).allowed).toBe(false);
      expect((await limiter.hit(key, 1, 60, new Date(now.getTime() + 61_000))).allowed).toBe(true);
    });

    it('takes back one hit when forgiven, never below none', async () => {
      const key = `forgive:${randomUUID()}`;
      const now = new Date();
      await limiter.forgive(key, now);
      for (let i = 0; i < 2; i++) expect((await limiter.hit(key, 2, 600, now)).allowed).toBe(true);
      await limiter.forgive(key, now);
      expect((await limiter.hit(key, 2, 600, now)).allowed).toBe(true);
      expect((await limiter.hit(key, 2, 600, now)).allowed).toBe(false);
    });

    it('counts concurrent hits exactly', async () => {
      const key = `race:${randomUUID()}`;
      const now = new Date();
      const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(key, 10, 600, now)));
      expect(results.filter((r) => r.allowed)).toHaveLength(10);
    });
  });
}

let database: Database;
behaves(
  'database rate limiter',
  async () => {
    database = await createTestDatabase();
    return { limiter: new DbRateLimiter(database.db), close: () => database.close() };
  },
  true,
);

describe('database rate limiter sweep', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  it('deletes the counters whose window has passed, and only those', async () => {
    const limiter = new DbRateLimiter(db.db);
    const now = new Date('2026-06-15T10:00:00Z');
    const later = new Date(now.getTime() + 61_000);
    await limiter.hit('passed-1', 1, 60, now);
    await limiter.hit('passed-2', 1, 60, now);
    await limiter.hit('open', 1, 600, now);
    await limiter.hit('open', 1, 600, now);

    expect(await limiter.sweep(later, 1)).toBe(1);
    expect(await limiter.sweep(later, 100)).toBe(1);
    expect(await limiter.sweep(later, 100)).toBe(0);
    expect((await db.db.select().from(rateLimits)).map((r) => r.key)).toEqual(['open']);
    // The open window still counts its two hits.
    expect((await limiter.peek('open', 2, later)).allowed).toBe(false);
  });
});

const hasRedis = await redisReachable();
describe.skipIf(!hasRedis)('redis', () => {
  behaves(
    'redis rate limiter',
    async () => {
      const limiter = new RedisRateLimiter(TEST_REDIS_URL, `seaside-test:${randomUUID()}:`);
      return { limiter, close: () => limiter.close() };
    },
    false,
  );
});
