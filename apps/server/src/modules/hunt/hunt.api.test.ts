import { API, type ChatMessage, MESSAGES } from '@seaside/contract';
import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_CONFIGS, DEMO_QUESTIONS } from '../../db/seed-content.js';
import { bookTeam, playerCookie, setConfig, softDelete } from '../../test/hunt-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { findBookingById } from '../bookings/bookings.repository.js';
import { findChat, listMessages } from './hunt.repository.js';
import { HUNT_TEXTS } from './hunt-texts.js';

const TODAY = '2026-06-15';
const NOON = '2026-06-15T11:00:00Z';
const config = (key: string) => DEFAULT_MESSAGE_CONFIGS.find((c) => c.key === key)?.value as string;

interface Chat {
  start(): Promise<{ messages: ChatMessage[]; history: ChatMessage[] }>;
  send(message: string): Promise<ChatMessage[]>;
}

describe('the hunt chat (start and send)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOON));

  const start = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: API.puzzle.start, headers });
  const send = (message: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: API.puzzle.send, headers, payload: { message } });

  /** A phone of the team: the cookie from the token page, then start/send. Moves the clock 3 s per message (the rate limit). */
  async function phone(token: string): Promise<Chat> {
    const headers = await playerCookie(t, token);
    return {
      async start() {
        const res = await start(headers);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data;
      },
      async send(message: string) {
        t.clock.advance(3000);
        const res = await send(message, headers);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.messages;
      },
    };
  }

  const contents = (messages: ChatMessage[]) => messages.map((m) => m.content);

  it('greets a new team with the intro (placeholders filled) and nothing stored yet', async () => {
    const b = await bookTeam(t, TODAY, { fullName: 'Ada Lovelace', teamMemberCount: 5 });
    const chat = await phone(b.accessToken);
    const { messages, history } = await chat.start();
    expect(history).toEqual([]);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ role: 'assistant', messageType: 'text' });
    expect(messages[0]?.content).toContain('Ahoy, Ada Lovelace!');
    expect(messages[0]?.content).toContain('your crew of 5');
    expect(messages[0]?.content).toContain('The Velvet Shell');
    expect(messages[0]?.content).toContain('Type START');
    expect(messages[0]?.content).not.toMatch(/\{\w+\}/);
  });

  it('plays the demo hunt from START to the vouchers and completes the quiz', async () => {
    const b = await bookTeam(t, TODAY, { fullName: 'Ada Lovelace' });
    const chat = await phone(b.accessToken);
    await chat.start();

    expect(contents(await chat.send('start'))).toEqual([HUNT_TEXTS.letsGo, DEMO_QUESTIONS[0]?.clue]);

    const wrong = await chat.send('The Pier');
    expect(wrong).toHaveLength(1);
    expect(wrong[0]?.content).toContain('HINT');

    expect(contents(await chat.send('HINT'))).toEqual([
      `Hint: ${DEMO_QUESTIONS[0]?.hint} (Each hint adds 5 min to your team's score.)`,
    ]);

    // A typo is accepted.
    const typo = await chat.send('the clok tower');
    expect(contents(typo)).toEqual([
      HUNT_TEXTS.correct[0],
      `Did you know? ${DEMO_QUESTIONS[0]?.trivia}`,
      DEMO_QUESTIONS[1]?.clue,
    ]);

    expect(contents(await chat.send('PAUSE'))).toEqual([config('pauseMsg').replace('{teamName}', 'Ada Lovelace')]);
    expect(contents(await chat.send('back!'))).toEqual([
      config('welcomeBackMsg').replace('{teamName}', 'Ada Lovelace'),
      DEMO_QUESTIONS[1]?.clue,
    ]);

    let last: ChatMessage[] = [];
    for (const q of DEMO_QUESTIONS.slice(1)) {
      last = await chat.send(q.answer[0] as string);
      expect(last[0]?.content).toMatch(/^(Correct|Spot on|Nailed it|That's right|Yes)/);
    }
    const texts = last.filter((m) => m.messageType === 'text');
    const vouchers = last.filter((m) => m.messageType === 'voucher');
    // The final message, the summary and the leaderboard invitation (scores.md), then the vouchers.
    const [final, summary, invitation] = texts.slice(-3);
    expect(final?.content).toContain('Bravo, Ada Lovelace!');
    expect(final?.content).toContain('The Salty Siren');
    expect(summary?.content).toMatch(/^You did it in \d+ s with 1 hints and 1 wrong guesses\. Your score: 5 min\.$/);
    expect(invitation?.content).toBe(config('leaderboardInviteMsg'));
    expect(vouchers.map((v) => v.metadata?.imageUrl)).toEqual([
      '/vouchers/gift-voucher.png',
      '/vouchers/bar-voucher.png',
    ]);
    expect(last.slice(-2)).toEqual(vouchers);

    const booking = await findBookingById(t.database.db, b.id);
    expect(booking?.quizStatus).toBe('completed');
    expect(booking?.completedAt?.getTime()).toBe(t.clock.now().getTime());

    // After the end (and the answer to the invitation): a pointer to the vouchers; start gives the
    // final messages and vouchers again.
    expect(contents(await chat.send('no'))).toEqual(['No problem. Thanks for playing!']);
    expect(contents(await chat.send('hello?'))[0]).toContain("You've solved every clue");
    const again = await chat.start();
    // The stored transcript holds the vouchers as they were sent, images and all.
    expect(again.history.filter((m) => m.messageType === 'voucher')).toEqual(vouchers);
    expect(again.messages.map((m) => m.messageType)).toEqual(['text', 'voucher', 'voucher']);
    expect(again.messages[0]?.content).toContain('Bravo, Ada Lovelace!');
  });

  it('stores the conversation: a reload or a second phone sees the same history and the current clue', async () => {
    const b = await bookTeam(t, TODAY, { fullName: 'Team Two' });
    const first = await phone(b.accessToken);
    const intro = (await first.start()).messages;
    await first.send('START');
    await first.send('wrong guess');
    await first.send('Clock Tower');

    const second = await phone(b.accessToken);
    const { history, messages } = await second.start();
    // The intro the team read is stored with START: the rules stay in the conversation.
    expect(history.slice(0, intro.length)).toEqual(intro);
    expect(history.slice(intro.length).map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'assistant',
      'assistant',
    ]);
    expect(history[intro.length]).toEqual({ role: 'user', content: 'START', messageType: 'text' });
    expect(history.at(-1)?.content).toBe(DEMO_QUESTIONS[1]?.clue);
    expect(contents(messages)).toEqual([
      config('welcomeBackMsg').replace('{teamName}', 'Team Two'),
      DEMO_QUESTIONS[1]?.clue,
    ]);

    // The greeting of start is not stored: reloading does not grow the transcript.
    const again = await second.start();
    expect(again.history).toEqual(history);

    // The second phone plays on where the first left off.
    expect(contents(await second.send('Lanes'))[2]).toBe(DEMO_QUESTIONS[2]?.clue);
    expect((await first.start()).history).toHaveLength(history.length + 4);
  });

  it('never advances twice when two phones send the right answer at once', async () => {
    const b = await bookTeam(t, TODAY);
    const a = await phone(b.accessToken);
    const c = await phone(b.accessToken);
    await a.start();
    await a.send('START');
    const [ra, rc] = await Promise.all([a.send('Clock Tower'), c.send('clock tower')]);
    const replies = [contents(ra), contents(rc)];
    expect(replies.filter((r) => r[0] === HUNT_TEXTS.correct[0])).toHaveLength(1);
    expect(replies.filter((r) => r[0] === HUNT_TEXTS.alreadySolved)).toHaveLength(1);
    const progress = (await findChat(t.database.db, b.id))?.progress;
    expect(progress?.solvedQuestionIds).toHaveLength(1);
    expect(progress?.wrongGuesses).toBe(0);
  });

  it('answers teams sending at the same moment each with its own replies, and stores each transcript in order', async () => {
    const teams = [];
    for (let i = 0; i < 6; i++) teams.push(await bookTeam(t, TODAY, { fullName: `Crew ${i}` }));
    const phones = await Promise.all(teams.map((b) => phone(b.accessToken)));
    const opened = await Promise.all(phones.map((p) => p.start()));
    const started = await Promise.all(phones.map((p) => p.send('START')));
    const guesses = teams.map((_, i) => (i % 2 === 0 ? 'Clock Tower' : 'the pier'));
    const answered = await Promise.all(phones.map((p, i) => p.send(guesses[i] as string)));
    for (const [i, b] of teams.entries()) {
      const right = i % 2 === 0;
      expect(contents(started[i] ?? [])).toContain(DEMO_QUESTIONS[0]?.clue);
      expect(contents(answered[i] ?? [])[0]).toBe(right ? HUNT_TEXTS.correct[0] : HUNT_TEXTS.wrong[0]);
      const stored = await listMessages(t.database.db, b.id);
      expect(stored.map((m) => m.content)).toEqual([
        ...contents(opened[i]?.messages ?? []),
        'START',
        ...contents(started[i] ?? []),
        guesses[i],
        ...contents(answered[i] ?? []),
      ]);
      const progress = (await findChat(t.database.db, b.id))?.progress;
      expect(progress?.solvedQuestionIds).toHaveLength(right ? 1 : 0);
      expect(progress?.wrongGuesses).toBe(right ? 0 : 1);
    }
  });

  it('stores nothing when a new or playing team reopens its chat where it was', async () => {
    const stored = async (bookingId: string) => findChat(t.database.db, bookingId);
    const b = await bookTeam(t, TODAY);
    const chat = await phone(b.accessToken);
    await chat.start();
    expect((await stored(b.id))?.version).toBe(0);
    await chat.send('START');
    const playing = await stored(b.id);
    await chat.start();
    await chat.start();
    expect(await stored(b.id)).toEqual(playing);
  });

  it("plays the team its page names, not the last link's, when one browser holds two teams' links", async () => {
    const first = await bookTeam(t, TODAY, { fullName: 'First Crew' });
    const second = await bookTeam(t, TODAY, { fullName: 'Second Crew' });
    await playerCookie(t, first.accessToken);
    // The second link opened last: the browser's one player cookie is the second team's.
    const cookie = await playerCookie(t, second.accessToken);
    const named = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: cookie, payload });

    const started = await named(API.puzzle.start, { token: first.accessToken });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.messages[0].content).toContain('Ahoy, First Crew!');
    const sent = await named(API.puzzle.send, { token: first.accessToken, message: 'START' });
    expect(sent.statusCode, sent.body).toBe(200);

    const firstStored = await listMessages(t.database.db, first.id);
    expect(firstStored[0]?.content).toContain('Ahoy, First Crew!');
    expect(firstStored.find((m) => m.role === 'user')?.content).toBe('START');
    expect(await listMessages(t.database.db, second.id)).toEqual([]);
    // Without a named token the cookie decides, as before.
    expect((await start(cookie)).json().data.messages[0].content).toContain('Ahoy, Second Crew!');
  });

  it('marks the finishing team completed and only it, when teams that finish and teams that play send at the same moment', async () => {
    const local = await createTestApp({ seed: false });
    try {
      const { questions } = await import('../../db/schema.js');
      await local.database.db
        .insert(questions)
        .values([{ clue: 'Only clue', trivia: 't', answers: ['pier'], sequence: 1 }]);
      const teams = await Promise.all([bookTeam(local, TODAY), bookTeam(local, TODAY), bookTeam(local, TODAY)]);
      const cookies = await Promise.all(teams.map((b) => playerCookie(local, b.accessToken)));
      const send = (headers: Record<string, string>, message: string) =>
        local.app.inject({ method: 'POST', url: API.puzzle.send, headers, payload: { message } });
      for (const headers of cookies) expect((await send(headers, 'START')).statusCode).toBe(200);
      local.clock.advance(3000);
      // Sent together: the first team finishes, the others play on.
      const messages = ['pier', 'HINT', 'sea'];
      const answers = await Promise.all(cookies.map((headers, i) => send(headers, messages[i] as string)));
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      const bookings = await Promise.all(teams.map((b) => findBookingById(local.database.db, b.id)));
      expect(bookings.map((b) => b?.quizStatus)).toEqual(['completed', 'pending', 'pending']);
      expect(bookings[0]?.completedAt?.getTime()).toBe(local.clock.now().getTime());
      const transcripts = await Promise.all(teams.map((b) => listMessages(local.database.db, b.id)));
      expect(transcripts.map((messages) => messages.filter((m) => m.role === 'user').map((m) => m.content))).toEqual([
        ['START', 'pier'],
        ['START', 'HINT'],
        ['START', 'sea'],
      ]);
    } finally {
      await local.close();
    }
  });

  it('stores the ending of a hunt that ends as the chat opens (its last clues switched off meanwhile)', async () => {
    const local = await createTestApp();
    try {
      const b = await bookTeam(local, TODAY);
      const headers = await playerCookie(local, b.accessToken);
      const open = async () =>
        (await local.app.inject({ method: 'POST', url: API.puzzle.start, headers })).json().data as {
          messages: ChatMessage[];
          history: ChatMessage[];
        };
      for (const message of ['START', 'Clock Tower']) {
        local.clock.advance(3000);
        await local.app.inject({ method: 'POST', url: API.puzzle.send, headers, payload: { message } });
      }
      const { questions } = await import('../../db/schema.js');
      await local.database.db
        .update(questions)
        .set({ isActive: false })
        .where(ne(questions.clue, DEMO_QUESTIONS[0]?.clue as string));

      const ended = await open();
      expect(ended.messages.filter((m) => m.messageType === 'voucher')).toHaveLength(2);
      expect((await findBookingById(local.database.db, b.id))?.quizStatus).toBe('completed');
      const stored = await listMessages(local.database.db, b.id);
      expect(stored.slice(-ended.messages.length)).toEqual(ended.messages);
      // Opened again, the ending is in the history, and nothing more is stored.
      expect((await open()).history).toEqual(stored);
      expect(await listMessages(local.database.db, b.id)).toEqual(stored);
    } finally {
      await local.close();
    }
  });

  it('isStart wins over sequence, and inactive clues are skipped', async () => {
    const local = await createTestApp({ seed: false });
    try {
      const { questions } = await import('../../db/schema.js');
      await local.database.db.insert(questions).values([
        { clue: 'Seq 1', trivia: 't', answers: ['one'], sequence: 1 },
        { clue: 'Seq 5 start', trivia: 't', answers: ['start clue'], sequence: 5, isStart: true },
        { clue: 'Seq 2 inactive', trivia: 't', answers: ['two'], sequence: 2, isActive: false },
      ]);
      const b = await bookTeam(local, TODAY);
      const headers = await playerCookie(local, b.accessToken);
      const say = async (message: string) => {
        local.clock.advance(3000);
        return (await local.app.inject({ method: 'POST', url: API.puzzle.send, headers, payload: { message } })).json()
          .data.messages as ChatMessage[];
      };
      expect((await say('START')).at(-1)?.content).toBe('Seq 5 start');
      expect((await say('start clue')).at(-1)?.content).toBe('Seq 1');
      // No configs at all (nothing seeded): the hunt still ends, with no final text and no vouchers.
      expect(await say('one')).toEqual([
        { role: 'assistant', content: HUNT_TEXTS.correct[1], messageType: 'text' },
        { role: 'assistant', content: 'Did you know? t', messageType: 'text' },
      ]);
      expect((await findBookingById(local.database.db, b.id))?.quizStatus).toBe('completed');
    } finally {
      await local.close();
    }
  });

  it('does not send inactive messages (and reads changed ones)', async () => {
    const b = await bookTeam(t, TODAY);
    const chat = await phone(b.accessToken);
    await setConfig(t, 'introMsg', { isActive: false });
    try {
      expect(contents((await chat.start()).messages)).toEqual([HUNT_TEXTS.startInstruction]);
      await setConfig(t, 'introMsg', { isActive: true, value: 'Hi {teamName} of {teamSize}! Type START.' });
      expect(contents((await chat.start()).messages)).toEqual([`Hi ${b.fullName} of 4! Type START.`]);
    } finally {
      await setConfig(t, 'introMsg', { isActive: true, value: config('introMsg') });
    }
  });

  it('limits a team to a burst of 5 messages, then one every 3 seconds, with a polite 429 and nothing stored', async () => {
    const b = await bookTeam(t, TODAY);
    const headers = await playerCookie(t, b.accessToken);
    for (let i = 0; i < 5; i++) expect((await send(`guess ${i}`, headers)).statusCode).toBe(200);
    const limited = await send('one too many', headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGES.platform.tooManyRequests(3));
    expect(limited.headers['retry-after']).toBe('3');
    const stored = await listMessages(t.database.db, b.id);
    expect(stored.some((m) => m.content === 'one too many')).toBe(false);

    t.clock.advance(3000);
    expect((await send('after a pause', headers)).statusCode).toBe(200);
    expect((await send('too soon', headers)).statusCode).toBe(429);

    // Another team is not affected.
    const other = await bookTeam(t, TODAY);
    expect((await send('hello', await playerCookie(t, other.accessToken))).statusCode).toBe(200);
  });

  it('caps a message at 500 characters and refuses an empty one, with 400 and a message', async () => {
    const b = await bookTeam(t, TODAY);
    const headers = await playerCookie(t, b.accessToken);
    const long = await send('x'.repeat(501), headers);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MESSAGES.player.messageTooLong);
    expect((await send('x'.repeat(500), headers)).statusCode).toBe(200);
    for (const empty of ['   ', '', null]) {
      const res = await send(empty, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  describe('403 when the token is not active', () => {
    it('without the player cookie', async () => {
      for (const res of [await start(), await send('START')]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ message: MESSAGES.player.tokenValidationFailed, code: 'FORBIDDEN' });
      }
    });

    it('with an unknown token in the cookie', async () => {
      const res = await start({ cookie: 'seaside_player=forged-token' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.player.tokenInvalid);
    });

    it('before the day (a cookie of today moved to another booking does not help)', async () => {
      const b = await bookTeam(t, '2026-06-20');
      const res = await start({ cookie: `seaside_player=${b.accessToken}` });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.player.tokenPending);
    });

    it('once the day is over, even with the cookie from the day', async () => {
      const b = await bookTeam(t, TODAY);
      const headers = await playerCookie(t, b.accessToken);
      expect((await start(headers)).statusCode).toBe(200);
      t.clock.set('2026-06-16T07:00:00Z');
      const res = await send('START', headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.player.tokenExpired);
    });

    it('for a token the page names that is not active, whatever the cookie holds', async () => {
      const playing = await bookTeam(t, TODAY);
      const later = await bookTeam(t, '2026-06-20');
      const headers = await playerCookie(t, playing.accessToken);
      const payload = { token: later.accessToken, message: 'START' };
      for (const url of [API.puzzle.start, API.puzzle.send]) {
        const res = await t.app.inject({ method: 'POST', url, headers, payload });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(MESSAGES.player.tokenPending);
      }
    });

    it('as soon as the booking is deleted', async () => {
      const b = await bookTeam(t, TODAY);
      const headers = await playerCookie(t, b.accessToken);
      await softDelete(t, b.id);
      for (const res of [await start(headers), await send('START', headers)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(MESSAGES.player.tokenRevoked);
      }
      expect(await listMessages(t.database.db, b.id)).toEqual([]);
    });
  });
});
