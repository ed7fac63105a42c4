import { API } from '@seaside/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { bookTeam, playerCookie } from '../test/hunt-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { UNSTORABLE_TEXT_MESSAGE } from './storable-input.js';

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

describe('text the database cannot store', () => {
  let t: TestApp;
  let auth: { authorization: string };
  let player: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = await t.adminAuth();
    player = await playerCookie(t, (await bookTeam(t, '2026-06-15')).accessToken);
  });
  afterAll(() => t.close());

  // The raw percent-escapes go into the route pattern (calling the map entry would encode the %).
  it.each(['%00', 'abc%00def'].map((token) => API.access.validateToken.pattern.replace(':token', token)))(
    'answers GET %s with 400',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        message: UNSTORABLE_TEXT_MESSAGE,
        code: 'VALIDATION',
        errors: { token: UNSTORABLE_TEXT_MESSAGE },
      });
    },
  );

  it('refuses a NUL in the query, naming the parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API.payment.verifySession}?sessionId=lcs_%00` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ sessionId: UNSTORABLE_TEXT_MESSAGE });
  });

  const questionCount = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from questions`))[0]?.n;

  it.each([
    ['a NUL', `Look under the pier${NUL}`],
    ['a lone surrogate', `Look under the pier${LONE_SURROGATE}`],
  ])('refuses a body field with %s and writes nothing', async (_label, clue) => {
    const before = await questionCount();
    const res = await t.app.inject({
      method: 'POST',
      url: API.questions.create,
      headers: auth,
      payload: { clue, hint: 'A hint', trivia: 'A fact', answer: 'pier', sequence: 90, isActive: true, type: 'text' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ clue: UNSTORABLE_TEXT_MESSAGE });
    expect(await questionCount()).toBe(before);
  });

  it('refuses a chat message with a lone surrogate (it cannot be stored as UTF-8)', async () => {
    t.clock.advance(3000);
    const res = await t.app.inject({
      method: 'POST',
      url: API.puzzle.send,
      headers: player,
      payload: { message: `START${LONE_SURROGATE}` },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
  });

  it('treats a cookie carrying such text as not sent', async () => {
    const withoutCookie = await t.app.inject({ method: 'POST', url: API.puzzle.start });
    const res = await t.app.inject({
      method: 'POST',
      url: API.puzzle.start,
      headers: { cookie: `${player.cookie}%00` },
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual(withoutCookie.json());
    expect((await t.app.inject({ method: 'POST', url: API.puzzle.start, headers: player })).statusCode).toBe(200);
  });
});
