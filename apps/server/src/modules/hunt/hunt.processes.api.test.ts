import { API } from '@seaside/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bookings, messageConfigs, questions } from '../../db/schema.js';
import { bookTeam, playerCookie } from '../../test/hunt-fixtures.js';
import { type TestApp, useAdminTestApp, useTwoInstances } from '../../test/test-app.js';
import { listActiveQuestions } from './hunt.repository.js';

const onPostgres = process.env.TEST_DB_KIND === 'postgres' && !!process.env.TEST_DATABASE_URL;

/** A team that has started the hunt, the clue it plays first, and how to read and edit that clue. */
async function playingTeam(t: TestApp, auth: { authorization: string }) {
  const b = await bookTeam(t, '2026-06-15');
  const headers = await playerCookie(t, b.accessToken);
  const send = await t.app.inject({ method: 'POST', url: API.puzzle.send, headers, payload: { message: 'START' } });
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
      const res = await app.inject({ method: 'POST', url: API.puzzle.start, headers });
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

describe('a clue edited through the admin API, on one instance (PGlite too)', () => {
  const { t, auth } = useAdminTestApp();

  it('is played at once', async () => {
    const { first, currentClue, editClue } = await playingTeam(t, auth);
    expect(await currentClue(t.app)).toBe(first.clue);
    await editClue('Look for the gull that never flies.');
    expect(await currentClue(t.app)).toBe('Look for the gull that never flies.');
  });
});

/**
 * Server processes keep no copy of bookings, and check their copy of the clues and texts against
 * the database's content version on every chat step: a change made through one instance, or
 * straight in the database, is what the next request of any instance sees.
 */
describe.skipIf(!onPostgres)('changes seen at once by every instance of one PostgreSQL', () => {
  const { t, auth, second } = useTwoInstances();

  const status = async (app: FastifyInstance, token: string): Promise<string> => {
    const res = await app.inject({ method: 'GET', url: API.access.validateToken(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().status;
  };

  it('refuses a moved or deleted booking on both instances at once', async () => {
    const b = await bookTeam(t, '2026-06-15');
    expect(await status(t.app, b.accessToken)).toBe('active');
    expect(await status(second.app, b.accessToken)).toBe('active');
    const moved = await t.app.inject({
      method: 'PATCH',
      url: API.user.update(b.id),
      payload: { registrationDate: '2026-07-20' },
      headers: auth,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await status(t.app, b.accessToken)).toBe('pending');
    expect(await status(second.app, b.accessToken)).toBe('pending');
    const removed = await t.app.inject({ method: 'DELETE', url: API.user.deleteParticipant(b.id), headers: auth });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await status(t.app, b.accessToken)).toBe('revoked');
    expect(await status(second.app, b.accessToken)).toBe('revoked');
  });

  it('sees a change made straight in the database (by hand, or by a script) at once', async () => {
    const b = await bookTeam(t, '2026-06-15');
    expect(await status(second.app, b.accessToken)).toBe('active');
    await t.database.db.update(bookings).set({ registrationDate: '2026-06-10' }).where(eq(bookings.id, b.id));
    expect(await status(second.app, b.accessToken)).toBe('expired');
  });

  it('plays an edited clue at once on both instances', async () => {
    const { first, currentClue, editClue } = await playingTeam(t, auth);
    expect(await currentClue(second.app)).toBe(first.clue);
    await editClue('Find the clock that never tells the time.');
    expect(await currentClue(t.app)).toBe('Find the clock that never tells the time.');
    expect(await currentClue(second.app)).toBe('Find the clock that never tells the time.');
    await t.database.db.update(questions).set({ clue: 'Edited by hand.' }).where(eq(questions.id, first.id));
    expect(await currentClue(second.app)).toBe('Edited by hand.');
  });

  it('sends an edited message text at once from the other instance', async () => {
    const b = await bookTeam(t, '2026-06-15');
    const headers = await playerCookie(second, b.accessToken);
    const greeting = async () => {
      const res = await second.app.inject({ method: 'POST', url: API.puzzle.start, headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.messages as { content: string }[]).map((m) => m.content).join('\n');
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: API.configs.update('introMsg'),
      headers: auth,
      payload: { value: 'Hello from instance one' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await greeting()).toContain('Hello from instance one');
    await t.database.db
      .update(messageConfigs)
      .set({ value: 'Hello from psql' })
      .where(eq(messageConfigs.key, 'introMsg'));
    expect(await greeting()).toContain('Hello from psql');
  });
});
