import { API, type ChatMessage } from '@seaside/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_QUESTIONS } from '../../db/seed-content.js';
import { bookTeam, playerCookie } from '../../test/hunt-fixtures.js';
import { createTestApp, secondInstance, type TestApp } from '../../test/test-app.js';
import { findChat, listMessages } from './hunt.repository.js';
import { HUNT_TEXTS } from './hunt-texts.js';

/**
 * Two server instances on one database (PostgreSQL: two pools, as two processes; PGlite: one
 * shared database): two phones of a team on different instances race for real, and the lock on
 * the team's chat is what keeps the team from advancing twice.
 */
describe('the chat with a team playing through two server instances', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    other = await secondInstance(t);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('gives each right answer once when both phones send it at the same moment, and keeps every message', async () => {
    const b = await bookTeam(t, '2026-06-15');
    const headers = await playerCookie(t, b.accessToken);
    const send = async (app: FastifyInstance, message: string): Promise<ChatMessage[]> => {
      const res = await app.inject({ method: 'POST', url: API.puzzle.send, headers, payload: { message } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.messages;
    };
    let sent = 1;
    let stored = (await send(t.app, 'START')).length;
    for (const question of DEMO_QUESTIONS.slice(0, 4)) {
      t.clock.advance(6000);
      const answer = question.answer[0] as string;
      const replies = await Promise.all([send(t.app, answer), send(other, answer.toLowerCase())]);
      sent += 2;
      stored += replies[0].length + replies[1].length;
      const firsts = replies.map((r) => r[0]?.content);
      expect(firsts.filter((c) => HUNT_TEXTS.correct.includes(c as never))).toHaveLength(1);
      expect(firsts.filter((c) => c === HUNT_TEXTS.alreadySolved)).toHaveLength(1);
    }
    const progress = await findChat(t.database.db, b.id);
    expect(progress?.progress.solvedQuestionIds).toHaveLength(4);
    expect(progress?.progress.wrongGuesses).toBe(0);
    const transcript = await listMessages(t.database.db, b.id);
    expect(transcript.filter((m) => m.role === 'user')).toHaveLength(sent);
    // The intro is stored with START, before it.
    const intro = transcript.findIndex((m) => m.role === 'user');
    expect(intro).toBe(1);
    expect(transcript).toHaveLength(intro + sent + stored);
  });

  it('holds the send limit (a burst of 5) for a team whose phones use both instances at once', async () => {
    const b = await bookTeam(t, '2026-06-15');
    const headers = await playerCookie(t, b.accessToken);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 === 0 ? t.app : other).inject({
          method: 'POST',
          url: API.puzzle.send,
          headers,
          payload: { message: `guess ${i}` },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const transcript = await listMessages(t.database.db, b.id);
    expect(transcript.filter((m) => m.role === 'user')).toHaveLength(5);
  });
});
