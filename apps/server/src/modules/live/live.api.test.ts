import { API, type ClueStatsResponse, type LiveBoardResponse, type LiveTeam, MESSAGES } from '@seaside/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAdminToken } from '../../core/access-tokens.js';
import { auditLog, questions } from '../../db/schema.js';
import { bookTeam, playerCookie, softDelete } from '../../test/hunt-fixtures.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.js';
import { findAdminByMobile } from '../admin-auth/admin.repository.js';

const TODAY = '2026-06-15';
const at = (time: string, date = TODAY) => `${date}T${time}:00.000Z`;

/** An admin's bearer header signed at the test clock's now (the clock moves over hours here). */
async function adminNow(t: TestApp): Promise<{ authorization: string }> {
  await t.adminAuth();
  const admin = await findAdminByMobile(t.database.db, TEST_ADMIN.mobileNumber);
  if (!admin) throw new Error('no test admin');
  const claims = { sub: admin.id, mobileNumber: admin.mobileNumber, role: 'admin' as const };
  return { authorization: `Bearer ${await signAdminToken(t.config.jwtSecret, claims, t.clock.now())}` };
}

/** Keeps only the start clue (Clock Tower) and the second one (Lanes) active: a two-clue hunt. */
async function twoClueHunt(t: TestApp): Promise<{ first: string; second: string }> {
  const rows = await t.database.db.select().from(questions);
  const first = rows.find((q) => q.isStart)?.id as string;
  const second = rows.find((q) => q.answers.includes('Lanes'))?.id as string;
  await t.database.db.update(questions).set({ isActive: false });
  await t.database.db
    .update(questions)
    .set({ isActive: true })
    .where(inArray(questions.id, [first, second]));
  return { first, second };
}

/** A team of `date` and its phone: `say` sends a message at a venue-clock time (UTC "HH:MM"). */
async function team(t: TestApp, fullName: string, date = TODAY) {
  const booking = await bookTeam(t, date, { fullName, teamMemberCount: 3 });
  let headers: { cookie: string } | undefined;
  return {
    id: booking.id,
    async say(time: string, ...messages: string[]) {
      t.clock.set(at(time, date));
      headers ??= await playerCookie(t, booking.accessToken);
      for (const message of messages) {
        const res = await t.app.inject({ method: 'POST', url: API.puzzle.send, headers, payload: { message } });
        expect(res.statusCode, res.body).toBe(200);
        t.clock.advance(3000);
      }
    },
    async history() {
      headers ??= await playerCookie(t, booking.accessToken);
      return (await t.app.inject({ method: 'POST', url: API.puzzle.start, headers })).json().data.history;
    },
  };
}

describe('the Today board and the transcript', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
    await twoClueHunt(t);
  });
  afterAll(() => t.close());

  async function board(time: string, query = ''): Promise<Record<string, LiveTeam>> {
    t.clock.set(at(time));
    const res = await t.app.inject({ method: 'GET', url: `${API.ops.live}${query}`, headers: await adminNow(t) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as LiveBoardResponse;
    expect(body).toMatchObject({ clueCount: 2, stuckMinutes: 20, now: new Date(at(time)).toISOString() });
    return Object.fromEntries(body.teams.map((team) => [team.teamName, team]));
  }

  it('shows each team of the date: not started, playing, paused, finished, and stuck after 20 minutes', async () => {
    const ada = await team(t, 'Ada');
    const bea = await team(t, 'Bea');
    const cy = await team(t, 'Cy');
    await team(t, 'Dee');
    const eve = await team(t, 'Eve');
    await team(t, 'Tomorrow', '2026-06-16');
    const gone = await team(t, 'Gone');
    await softDelete(t, gone.id);

    await ada.say('09:00', 'START', 'HINT', 'the pier', 'Clock Tower', 'Lanes');
    await bea.say('09:00', 'START');
    await bea.say('09:15', 'clock tower');
    await cy.say('09:00', 'START', 'PAUSE');
    await eve.say('09:00', 'START');

    let teams = await board('09:19');
    expect(Object.keys(teams)).toEqual(['Ada', 'Bea', 'Cy', 'Dee', 'Eve']);
    expect(teams.Ada).toMatchObject({
      teamSize: 3,
      state: 'completed',
      clueNumber: 2,
      hintsUsed: 1,
      wrongGuesses: 1,
      startedAt: at('09:00'),
      completedAt: '2026-06-15T09:00:12.000Z',
      lastActivityAt: '2026-06-15T09:00:12.000Z',
      stuck: false,
    });
    expect(teams.Bea).toMatchObject({ state: 'playing', clueNumber: 2, lastActivityAt: at('09:15'), stuck: false });
    expect(teams.Cy).toMatchObject({ state: 'paused', clueNumber: 1, stuck: false });
    expect(teams.Dee).toEqual({
      bookingId: expect.any(String),
      teamName: 'Dee',
      teamSize: 3,
      state: 'not_started',
      clueNumber: 0,
      startedAt: null,
      completedAt: null,
      lastActivityAt: null,
      hintsUsed: 0,
      wrongGuesses: 0,
      stuck: false,
      leaderboardName: null,
      leaderboardHidden: false,
    });
    expect(teams.Eve).toMatchObject({ state: 'playing', clueNumber: 1, stuck: false });

    // 20 minutes after START without reaching another clue; paused teams are never stuck.
    teams = await board('09:20');
    expect([teams.Eve?.stuck, teams.Bea?.stuck, teams.Cy?.stuck]).toEqual([true, false, false]);

    // A wrong guess is activity but not progress; resuming after a pause starts the count again.
    await bea.say('09:36', 'north laine');
    await cy.say('09:50', 'back');
    teams = await board('09:51');
    expect(teams.Bea).toMatchObject({ stuck: true, wrongGuesses: 1, lastActivityAt: at('09:36') });
    // An empty date (`date=`) is today's board.
    expect(await board('09:51', '?date=')).toEqual(teams);
    expect(teams.Cy).toMatchObject({ state: 'playing', stuck: false });

    // Another date: its own teams; a past date's unfinished team is not "stuck".
    const tomorrow = await board('09:51', '?date=2026-06-16');
    expect(Object.keys(tomorrow)).toEqual(['Tomorrow']);
    t.clock.set('2026-06-16T12:00:00Z');
    const res = await t.app.inject({ method: 'GET', url: `${API.ops.live}?date=${TODAY}`, headers: await adminNow(t) });
    expect(res.json().teams.map((team: LiveTeam) => team.stuck)).toEqual([false, false, false, false, false]);
  });

  it("returns a team's conversation read-only, as its phones show it", async () => {
    const fay = await team(t, 'Fay');
    await fay.say('10:00', 'START', 'wrong guess');
    const res = await t.app.inject({ method: 'GET', url: API.ops.transcript(fay.id), headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const { messages } = res.json();
    expect(messages).toEqual(await fay.history());
    expect(
      messages.filter((m: { role: string }) => m.role === 'user').map((m: { content: string }) => m.content),
    ).toEqual(['START', 'wrong guess']);

    const unknown = await t.app.inject({
      method: 'GET',
      url: API.ops.transcript('00000000-0000-4000-8000-000000000000'),
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: API.ops.transcript('nope'), headers: admin })).statusCode).toBe(
      400,
    );
  });

  it('refuses a date that is not a date', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API.ops.live}?date=2026-02-30`, headers: admin });
    expect(res.statusCode).toBe(400);
  });
});

describe('clue statistics', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let clues: { first: string; second: string };
  beforeAll(async () => {
    t = await createTestApp();
    clues = await twoClueHunt(t);

    // Outside the default period (the last 90 days to 15 June start on 18 March).
    const early = await team(t, 'Early', '2026-03-01');
    await early.say('09:00', 'START', 'pier', 'Clock Tower');

    const a = await team(t, 'A');
    await a.say('09:00', 'START', 'pier', 'PIER!', 'HINT');
    await a.say('09:10', 'Clock Tower');
    await a.say('09:15', 'Lanes');
    const b = await team(t, 'B');
    await b.say('09:00', 'START', 'The Pier');
    await b.say('09:20', 'Clocktower', 'north laine');
    const c = await team(t, 'C');
    await c.say('09:00', 'START', 'clock');
    // The admin's token lives 15 minutes from here.
    t.clock.set(at('11:00'));
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  async function stats(query = ''): Promise<ClueStatsResponse> {
    const res = await t.app.inject({ method: 'GET', url: `${API.ops.clueStats}${query}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('counts, per active clue, the teams that reached it, solved it, asked for hints and guessed wrong', async () => {
    const body = await stats();
    expect(body.from).toBe('2026-03-18');
    expect(body.to).toBe(TODAY);
    // Empty fields (a form's `from=&to=`) are the default period too.
    expect(await stats('?from=&to=')).toEqual(body);
    expect(body.clues.map((c) => c.questionId)).toEqual([clues.first, clues.second]);
    expect(body.clues[0]).toMatchObject({
      sequence: 1,
      reached: 3,
      solved: 2,
      // A: 10 min from START, B: 20 min.
      medianSolveSeconds: 900,
      hintRate: 1 / 3,
      wrongGuessesPerTeam: 4 / 3,
      topWrongAnswers: [
        { answer: 'pier', count: 3 },
        { answer: 'clock', count: 1 },
      ],
    });
    expect(body.clues[1]).toMatchObject({
      reached: 2,
      solved: 1,
      medianSolveSeconds: 300,
      hintRate: 0,
      wrongGuessesPerTeam: 0.5,
      topWrongAnswers: [{ answer: 'north laine', count: 1 }],
    });
  });

  it('takes a period of venue dates', async () => {
    const march = await stats('?from=2026-03-01&to=2026-03-31');
    expect(march.clues[0]).toMatchObject({ reached: 1, solved: 1, topWrongAnswers: [{ answer: 'pier', count: 1 }] });
    expect(march.clues[1]).toMatchObject({ reached: 1, solved: 0, medianSolveSeconds: null, topWrongAnswers: [] });
    const none = await stats('?from=2026-01-01&to=2026-01-31');
    expect(none.clues.map((c) => c.reached)).toEqual([0, 0]);
    const reversed = await t.app.inject({
      method: 'GET',
      url: `${API.ops.clueStats}?from=2026-06-15&to=2026-06-01`,
      headers: admin,
    });
    expect(reversed.statusCode).toBe(400);
    // A `from` after the default `to` (today) is refused the same way.
    const future = await t.app.inject({ method: 'GET', url: `${API.ops.clueStats}?from=2099-12-31`, headers: admin });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(MESSAGES.ops.periodOrder);
    // The calendar's last day is a period like any other; later dates are refused.
    expect((await stats('?from=2099-12-01&to=2099-12-31')).clues.map((c) => c.reached)).toEqual([0, 0]);
    // So is the first: a default start before it is the calendar's first day.
    expect(await stats('?to=1900-01-10')).toMatchObject({ from: '1900-01-01', to: '1900-01-10' });
    const beyond = await t.app.inject({ method: 'GET', url: `${API.ops.clueStats}?to=9999-12-31`, headers: admin });
    expect(beyond.statusCode).toBe(400);
  });

  it('adds a frequent wrong answer to the accepted answers, once, audited', async () => {
    const add = (id: string, answer: string) =>
      t.app.inject({ method: 'POST', url: API.questions.addAnswer(id), headers: admin, payload: { answer } });
    const res = await add(clues.first, 'pier');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Answer added to the accepted answers');
    expect(res.json().data.answer.at(-1)).toBe('pier');
    expect((await add(clues.first, ' PIER ')).json().data.answer.filter((a: string) => a === 'pier')).toHaveLength(1);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, clues.first), eq(auditLog.action, 'question.add_answer')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ answer: expect.arrayContaining(['pier', 'Clock Tower']) });

    // The next team that says "pier" solves the clue.
    const d = await team(t, 'D');
    await d.say('11:01', 'START', 'pier');
    const board = await t.app.inject({ method: 'GET', url: API.ops.live, headers: admin });
    expect(board.json().teams.find((x: LiveTeam) => x.teamName === 'D')).toMatchObject({
      clueNumber: 2,
      wrongGuesses: 0,
    });

    expect((await add('00000000-0000-4000-8000-000000000000', 'pier')).statusCode).toBe(404);
    expect((await add(clues.first, '   ')).statusCode).toBe(400);
  });
});
