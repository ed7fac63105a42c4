import { API } from '@seaside/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { bookings, questions } from '../../db/schema.js';
import { bookTeam, playerCookie } from '../../test/hunt-fixtures.js';
import { type TestApp, useAdminTestApp, useTwoInstances } from '../../test/test-app.js';
import { listActiveQuestions } from './hunt.repository.js';

const onPostgres = process.env.TEST_DB_KIND === 'postgres' && !!process.env.TEST_DATABASE_URL;

/** A team that has started the hunt, the clue it plays first, and how to read and edit that clue. */
async function playingTeam(t: TestApp, auth: { authorization: string }) {
  const b = await bookTeam(t, '2026-06-15');
  const headers = await playerCookie(t, b.accessToken);
  const send = await t.app.inject({ method: 'POST', url: '/api/puzzle/send', headers, payload: { message: 'START' } });
  expect(send.statusCode, send.body).toBe(200);
  const [first] = await listActiveQuestions(t.database.db);
  const [row] = await t.database.db
    .select()
    .from(questions)
    .where(eq(questions.id, first?.id ?? ''));
  if (!first || !row) throw new Error('no clues seeded');
  return {
    first,
    /** The clue the chat shows the team now (its greeting on reload ends with it). */
    currentClue: async (app: FastifyInstance): Promise<string | undefined> => {
      const res = await app.inject({ method: 'POST', url: '/api/puzzle/start', headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.messages as { content: string }[]).at(-1)?.content;
    },
    editClue: async (clue: string) => {
      const edited = await t.app.inject({
        method: 'PUT',
        url: API.questions.update(first.id),
        headers: auth,
        payload: { clue, trivia: row.trivia, answer: row.answers, sequence: row.sequence },
      });
      expect(edited.statusCode, edited.body).toBe(200);
    },
  };
}

describe('the clues the chat keeps in memory, on one instance (PGlite too)', () => {
  const { t, auth } = useAdminTestApp();

  it('plays a clue edited through the admin API at once', async () => {
    const { first, currentClue, editClue } = await playingTeam(t, auth);
    expect(await currentClue(t.app)).toBe(first.clue);
    await editClue('Look for the gull that never flies.');
    expect(await currentClue(t.app)).toBe('Look for the gull that never flies.');
  });
});

/**
 * The token check and the chat's clues answer from memory (player-booking-cache.ts,
 * core/kept-copy.ts); these tests show that a change made anywhere reaches them: through this
 * instance at once, through another instance or straight in the database within moments, and
 * that nothing stale is answered while the listener is down.
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

  it('plays an edited clue at once on this instance, and within moments on the other', async () => {
    const { first, currentClue, editClue } = await playingTeam(t, auth);
    expect(await currentClue(t.app)).toBe(first.clue);
    expect(await currentClue(second.app)).toBe(first.clue);
    await editClue('Find the clock that never tells the time.');
    expect(await currentClue(t.app)).toBe('Find the clock that never tells the time.');
    const heard = async (app: FastifyInstance, clue: string) => {
      const started = Date.now();
      while ((await currentClue(app)) !== clue) {
        if (Date.now() - started > 1000) expect(await currentClue(app)).toBe(clue);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    await heard(second.app, 'Find the clock that never tells the time.');

    await t.database.db.update(questions).set({ clue: 'Edited by hand.' }).where(eq(questions.id, first.id));
    await heard(t.app, 'Edited by hand.');
    await heard(second.app, 'Edited by hand.');
  });

  // Last: the listeners it cuts take a moment to come back.
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
