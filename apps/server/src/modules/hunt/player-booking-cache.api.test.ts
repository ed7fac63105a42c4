import { API } from '@seaside/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { bookings } from '../../db/schema.js';
import { bookTeam } from '../../test/hunt-fixtures.js';
import { useTwoInstances } from '../../test/test-app.js';

const onPostgres = process.env.TEST_DB_KIND === 'postgres' && !!process.env.TEST_DATABASE_URL;

/**
 * The token check answers from memory (player-booking-cache.ts); these tests show that a change
 * made anywhere reaches it: through this instance at once, through another instance or straight
 * in the database within moments, and that nothing stale is answered while the listener is down.
 */
describe.skipIf(!onPostgres)('token checks kept in memory, on two app instances of one PostgreSQL', () => {
  const { t, auth, second } = useTwoInstances();

  const status = async (app: FastifyInstance, token: string): Promise<string> => {
    const res = await app.inject({ method: 'GET', url: `/api/access/validate/${token}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().status;
  };

  /** Polls the token's status on `app` until it is `expected`; answers how long that took. */
  const becomes = async (app: FastifyInstance, token: string, expected: string, ms = 3000): Promise<number> => {
    const started = Date.now();
    for (;;) {
      const seen = await status(app, token);
      if (seen === expected) return Date.now() - started;
      if (Date.now() - started > ms) expect(seen).toBe(expected);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('answers a change made through the same instance at once', async () => {
    const b = await bookTeam(t, '2026-06-15');
    expect(await status(t.app, b.accessToken)).toBe('active');
    expect(await status(t.app, b.accessToken)).toBe('active');
    const moved = await t.app.inject({
      method: 'PATCH',
      url: API.user.update(b.id),
      payload: { registrationDate: '2026-07-20' },
      headers: auth,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await status(t.app, b.accessToken)).toBe('pending');
    const removed = await t.app.inject({ method: 'DELETE', url: API.user.deleteParticipant(b.id), headers: auth });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await status(t.app, b.accessToken)).toBe('revoked');
  });

  it('hears a delete made through another instance within moments', async () => {
    const b = await bookTeam(t, '2026-06-15');
    expect(await status(second.app, b.accessToken)).toBe('active');
    expect(await status(second.app, b.accessToken)).toBe('active');
    const removed = await t.app.inject({ method: 'DELETE', url: API.user.deleteParticipant(b.id), headers: auth });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await becomes(second.app, b.accessToken, 'revoked')).toBeLessThan(1000);
  });

  it('hears a change made straight in the database (by hand, or by a script)', async () => {
    const b = await bookTeam(t, '2026-06-15');
    expect(await status(second.app, b.accessToken)).toBe('active');
    await t.database.db.update(bookings).set({ registrationDate: '2026-06-10' }).where(eq(bookings.id, b.id));
    expect(await becomes(second.app, b.accessToken, 'expired')).toBeLessThan(1000);
    await t.database.db.delete(bookings).where(eq(bookings.id, b.id));
    expect(await becomes(second.app, b.accessToken, 'invalid')).toBeLessThan(1000);
  });

  it('after its listener was cut, answers what the database holds, even a change no one announced', async () => {
    const b = await bookTeam(t, '2026-06-15');
    expect(await status(second.app, b.accessToken)).toBe('active');
    // Cut the listening connections (PostgreSQL ends their backends); they reconnect with backoff.
    const cut = await queryRows<{ ended: boolean }>(
      t.database.db,
      sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
           where datname = current_database() and query ilike 'listen %'`,
    );
    expect(cut.length).toBeGreaterThan(0);
    // Changed with its notification suppressed (as if sent while no one listened).
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(bookings).set({ deletedAt: t.clock.now() }).where(eq(bookings.id, b.id));
    });
    expect(await becomes(second.app, b.accessToken, 'revoked')).toBeLessThan(1000);
  });
});
