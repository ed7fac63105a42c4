import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test/test-database.js';
import { DbRateLimiter } from './rate-limiter.js';

/** The token bucket (one upsert per take) under concurrency: never more than the burst at once. */
describe('database rate limiter: concurrent takes', () => {
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
});
