import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test/test-database.js';
import { DbRateLimiter } from './rate-limiter.js';

/** Concurrent hits: each request is judged by its own clock, window and limit, and every hit counts. */
describe('database rate limiter: concurrent hits', () => {
  let database: Database;
  let limiter: DbRateLimiter;
  beforeAll(async () => {
    database = await createTestDatabase();
    limiter = new DbRateLimiter(database.db);
  });
  afterAll(() => database.close());

  it('judges each of concurrent requests by its own clock, window and limit', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const t0 = new Date('2026-06-15T10:00:00Z');
    const later = new Date(t0.getTime() + 61_000);
    await limiter.hit(`hit:${a}`, 1, 60, t0);
    await limiter.hit(`hit:${b}`, 1, 60, t0);
    const [sameWindow, nextWindow, otherLimit, fresh, twiceFirst, twiceSecond] = await Promise.all([
      limiter.hit(`hit:${a}`, 1, 60, t0),
      limiter.hit(`hit:${b}`, 1, 60, later),
      limiter.hit(`hit:${a}`, 5, 600, t0),
      limiter.hit(`hit:${c}`, 1, 60, t0),
      limiter.hit(`twice:${a}`, 1, 10, t0),
      limiter.hit(`twice:${a}`, 1, 10, t0),
    ]);
    expect(sameWindow).toEqual({ allowed: false, retryAfter: 60 });
    expect(nextWindow).toEqual({ allowed: true, retryAfter: 0 });
    // Same key, another limit: the third hit of the window, within 5.
    expect(otherLimit).toEqual({ allowed: true, retryAfter: 0 });
    expect(fresh).toEqual({ allowed: true, retryAfter: 0 });
    // The same key twice at once: whichever counts second is over the limit of one.
    expect([twiceFirst, twiceSecond]).toEqual(
      expect.arrayContaining([
        { allowed: true, retryAfter: 0 },
        { allowed: false, retryAfter: 10 },
      ]),
    );
  });
});
