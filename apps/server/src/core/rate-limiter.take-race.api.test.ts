import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test/test-database.js';
import { DbRateLimiter } from './rate-limiter.js';

/**
 * Concurrent requests are written in batches (one upsert per batch): never more than the burst
 * or the limit at once, and each request is judged by its own clock and limit.
 */
describe('database rate limiter: concurrent hits and takes', () => {
  let database: Database;
  let limiter: DbRateLimiter;
  beforeAll(async () => {
    database = await createTestDatabase();
    limiter = new DbRateLimiter(database.db);
  });
  afterAll(() => database.close());

  it('allows exactly the burst to 20 simultaneous takes, and says when to retry', async () => {
    const key = `race-take:${randomUUID()}`;
    const now = new Date('2026-06-15T10:00:00Z');
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.take(key, 5, 3, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.filter((r) => !r.allowed).every((r) => r.retryAfter === 3)).toBe(true);
    // A refusal spends nothing: one interval later exactly one more is allowed.
    const later = new Date(now.getTime() + 3000);
    expect((await limiter.take(key, 5, 3, later)).allowed).toBe(true);
    expect((await limiter.take(key, 5, 3, later)).allowed).toBe(false);
  });

  it('judges each request of one batch by its own clock, window and limit', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const t0 = new Date('2026-06-15T10:00:00Z');
    const later = new Date(t0.getTime() + 61_000);
    await limiter.hit(`hit:${a}`, 1, 60, t0);
    await limiter.hit(`hit:${b}`, 1, 60, t0);
    const [sameWindow, nextWindow, otherLimit, fresh, ...takes] = await Promise.all([
      limiter.hit(`hit:${a}`, 1, 60, t0),
      limiter.hit(`hit:${b}`, 1, 60, later),
      limiter.hit(`hit:${a}`, 5, 600, t0),
      limiter.hit(`hit:${c}`, 1, 60, t0),
      limiter.take(`take:${a}`, 1, 10, t0),
      limiter.take(`take:${a}`, 1, 10, t0),
    ]);
    expect(sameWindow).toEqual({ allowed: false, retryAfter: 60 });
    expect(nextWindow).toEqual({ allowed: true, retryAfter: 0 });
    // Same key, another limit (a second round of the batch): the third hit of the window, within 5.
    expect(otherLimit).toEqual({ allowed: true, retryAfter: 0 });
    expect(fresh).toEqual({ allowed: true, retryAfter: 0 });
    expect(takes).toEqual([
      { allowed: true, retryAfter: 0 },
      { allowed: false, retryAfter: 10 },
    ]);
  });
});
