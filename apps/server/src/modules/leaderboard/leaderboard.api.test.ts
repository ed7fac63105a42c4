import {
  API,
  type ChatMessage,
  type LeaderboardResponse,
  type LiveBoardResponse,
  type UserListResponse,
} from '@seaside/contract';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, messageConfigs, questions, teamScores } from '../../db/schema.js';
import { seedDatabase } from '../../db/seed.js';
import { DEFAULT_MESSAGE_CONFIGS, DEMO_QUESTIONS } from '../../db/seed-content.js';
import { bookTeam, playerCookie } from '../../test/hunt-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { HUNT_TEXTS } from '../hunt/hunt-texts.js';

const TODAY = '2026-06-15';
const config = (key: string) => DEFAULT_MESSAGE_CONFIGS.find((c) => c.key === key)?.value as string;
const joinedText = (name: string, rank: number) =>
  config('leaderboardJoinedMsg').replace('{leaderboardName}', name).replace('{rank}', String(rank));
const contents = (messages: ChatMessage[]) => messages.map((m) => m.content);

async function send(t: TestApp, headers: Record<string, string>, message: string): Promise<ChatMessage[]> {
  const res = await t.app.inject({ method: 'POST', url: API.puzzle.send, headers, payload: { message } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.messages;
}

async function leaderboard(t: TestApp, period: 'month' | 'all'): Promise<LeaderboardResponse> {
  const res = await t.app.inject({ method: 'GET', url: `${API.leaderboard}?period=${period}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const names = (board: LeaderboardResponse) => board.entries.map((e) => e.teamName);

interface FinishedTeam {
  id: string;
  headers: { cookie: string };
  /** The replies to the last answer (final message, summary, invitation, vouchers). */
  end: ChatMessage[];
}

/**
 * A team of `date` that STARTs at `startAt`, asks `hints` hints and gives the one active clue's
 * answer `seconds` later (the clock is left there).
 */
async function finishTeam(
  t: TestApp,
  { date = TODAY, startAt, seconds, hints = 0 }: { date?: string; startAt: string; seconds: number; hints?: number },
): Promise<FinishedTeam> {
  t.clock.set(startAt);
  const booking = await bookTeam(t, date, { teamMemberCount: 3 });
  const headers = await playerCookie(t, booking.accessToken);
  await send(t, headers, 'START');
  for (let i = 0; i < hints; i++) await send(t, headers, 'HINT');
  t.clock.set(new Date(new Date(startAt).getTime() + seconds * 1000));
  const end = await send(t, headers, 'Clock Tower');
  return { id: booking.id, headers, end };
}

describe('scores and the leaderboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('a full game of the demo hunt', () => {
    it('plays to the end, joins the board and shows there and in the booking list', async () => {
      t.clock.set('2026-06-15T10:00:00Z');
      const booking = await bookTeam(t, TODAY, { fullName: 'Ada Lovelace', teamMemberCount: 5 });
      const headers = await playerCookie(t, booking.accessToken);
      await send(t, headers, 'START');
      t.clock.advance(3000);
      await send(t, headers, 'HINT');
      let end: ChatMessage[] = [];
      for (const q of DEMO_QUESTIONS) {
        t.clock.advance(7 * 60_000);
        end = await send(t, headers, q.answer[0] as string);
      }
      // 3 s + 10 × 7 min = 70 min 3 s from START; one hint adds 5 min.
      expect(contents(end.filter((m) => m.messageType === 'text')).slice(-2)).toEqual([
        'You did it in 1 h 10 min with 1 hints and 0 wrong guesses. Your score: 1 h 15 min.',
        config('leaderboardInviteMsg'),
      ]);
      expect(end.slice(-2).map((m) => m.messageType)).toEqual(['voucher', 'voucher']);

      t.clock.advance(60_000);
      expect(contents(await send(t, headers, '  Ada & the Engines  '))).toEqual([joinedText('Ada & the Engines', 1)]);
      const expected = {
        rank: 1,
        teamName: 'Ada & the Engines',
        teamSize: 5,
        durationSeconds: 70 * 60 + 3,
        hintsUsed: 1,
        scoreSeconds: 75 * 60 + 3,
        finishedOn: TODAY,
      };
      expect(await leaderboard(t, 'month')).toEqual({ period: 'month', entries: [expected] });
      expect(await leaderboard(t, 'all')).toEqual({ period: 'all', entries: [expected] });

      const list = await t.app.inject({
        method: 'GET',
        url: `${API.user.list}?registrationDate=${TODAY}&limit=100`,
        headers: await t.adminAuth(),
      });
      const users = (list.json() as UserListResponse).users;
      expect(users.find((u) => u._id === booking.id)?.leaderboardName).toBe('Ada & the Engines');
      expect(users.filter((u) => u._id !== booking.id).every((u) => u.leaderboardName === null)).toBe(true);

      // Later that day the team is already on the board; the chat says so.
      expect(contents(await send(t, headers, 'LEADERBOARD'))).toEqual([HUNT_TEXTS.leaderboardAlreadyJoined]);
    });
  });

  describe('with a one-clue hunt', () => {
    beforeAll(async () => {
      await t.database.db.update(questions).set({ isActive: false }).where(ne(questions.isStart, true));
    });
    beforeEach(async () => {
      await t.database.db.delete(teamScores);
    });

    it('ranks by score (time + 5 min per hint), ties to the team that finished first', async () => {
      const slow = await finishTeam(t, { startAt: '2026-06-15T09:00:00Z', seconds: 3600 });
      const hinted = await finishTeam(t, { startAt: '2026-06-15T09:10:00Z', seconds: 2700, hints: 2 });
      const tieLate = await finishTeam(t, { startAt: '2026-06-15T09:30:00Z', seconds: 1800 });
      const tieEarly = await finishTeam(t, { startAt: '2026-06-15T09:20:00Z', seconds: 1800 });

      t.clock.set('2026-06-15T12:00:00Z');
      expect(contents(await send(t, slow.headers, 'Slowpokes'))).toEqual([joinedText('Slowpokes', 1)]);
      expect(contents(await send(t, hinted.headers, 'Hint Lovers'))).toEqual([joinedText('Hint Lovers', 1)]);
      expect(contents(await send(t, tieLate.headers, 'Second Place'))).toEqual([joinedText('Second Place', 1)]);
      // Same score, finished ten minutes earlier: ahead.
      expect(contents(await send(t, tieEarly.headers, 'First Place'))).toEqual([joinedText('First Place', 1)]);

      const board = await leaderboard(t, 'month');
      expect(board.entries.map((e) => [e.rank, e.teamName, e.scoreSeconds])).toEqual([
        [1, 'First Place', 1800],
        [2, 'Second Place', 1800],
        [3, 'Hint Lovers', 2700 + 600],
        [4, 'Slowpokes', 3600],
      ]);
      expect(board.entries[2]).toMatchObject({ durationSeconds: 2700, hintsUsed: 2, teamSize: 3 });
    });

    it('publishes only teams that chose a name, and only the top 20', async () => {
      const declined = await finishTeam(t, { startAt: '2026-06-15T09:00:00Z', seconds: 600 });
      expect(contents(await send(t, declined.headers, 'No'))).toEqual(['No problem. Thanks for playing!']);
      await finishTeam(t, { startAt: '2026-06-15T09:00:00Z', seconds: 700 });
      expect((await leaderboard(t, 'all')).entries).toEqual([]);

      for (let i = 0; i < 21; i++) {
        const team = await finishTeam(t, { startAt: '2026-06-15T10:00:00Z', seconds: 1000 + i });
        await send(t, team.headers, `Team ${i}`);
      }
      const board = await leaderboard(t, 'month');
      expect(board.entries).toHaveLength(20);
      expect(board.entries.at(-1)).toMatchObject({ rank: 20, teamName: 'Team 19' });
    });

    it("uses the venue's calendar month (Europe/London), not UTC's", async () => {
      // 23:30 in Brighton on 30 June (22:30 UTC).
      const owls = await finishTeam(t, { date: '2026-06-30', startAt: '2026-06-30T22:00:00Z', seconds: 1800 });
      expect(contents(await send(t, owls.headers, 'Night Owls'))).toEqual([joinedText('Night Owls', 1)]);
      expect(names(await leaderboard(t, 'month'))).toEqual(['Night Owls']);

      // 00:30 on 1 July in Brighton, still 30 June in UTC: a new month on the board.
      t.clock.set('2026-06-30T23:30:00Z');
      expect(names(await leaderboard(t, 'month'))).toEqual([]);
      expect(names(await leaderboard(t, 'all'))).toEqual(['Night Owls']);

      // A name of last month is free again in the new one.
      const july = await finishTeam(t, { date: '2026-07-01', startAt: '2026-07-01T08:00:00Z', seconds: 2000 });
      expect(contents(await send(t, july.headers, 'NIGHT OWLS'))).toEqual([joinedText('NIGHT OWLS', 1)]);
      expect(names(await leaderboard(t, 'month'))).toEqual(['NIGHT OWLS']);
      expect(names(await leaderboard(t, 'all'))).toEqual(['Night Owls', 'NIGHT OWLS']);
    });

    it('refuses a name another team has this month, whatever its case, and asks again', async () => {
      const first = await finishTeam(t, { startAt: '2026-06-15T09:00:00Z', seconds: 1500 });
      const second = await finishTeam(t, { startAt: '2026-06-15T09:00:00Z', seconds: 1600 });
      await send(t, first.headers, 'Sea Dogs');
      t.clock.advance(3000);
      expect(contents(await send(t, second.headers, 'sea   DOGS'))).toEqual([
        HUNT_TEXTS.leaderboardNameTaken.replace('{leaderboardName}', 'sea DOGS'),
      ]);
      t.clock.advance(3000);
      expect(contents(await send(t, second.headers, 'Sea Dogs II'))).toEqual([joinedText('Sea Dogs II', 2)]);
      expect(names(await leaderboard(t, 'month'))).toEqual(['Sea Dogs', 'Sea Dogs II']);
    });

    it('LEADERBOARD later the same day invites again; a name joins then', async () => {
      const team = await finishTeam(t, { startAt: '2026-06-15T09:00:00Z', seconds: 1500 });
      await send(t, team.headers, 'NO');
      t.clock.set('2026-06-15T20:00:00Z');
      expect(contents(await send(t, team.headers, 'leaderboard'))).toEqual([config('leaderboardInviteMsg')]);
      t.clock.advance(3000);
      expect(contents(await send(t, team.headers, 'Late Bloomers'))).toEqual([joinedText('Late Bloomers', 1)]);
    });

    it('two phones of one team answering at once publish one entry', async () => {
      const team = await finishTeam(t, { startAt: '2026-06-15T09:00:00Z', seconds: 1500 });
      const otherPhone = await playerCookie(t, (await bookingToken(t, team.id)) as string);
      t.clock.advance(3000);
      const [a, b] = await Promise.all([send(t, team.headers, 'Phone One'), send(t, otherPhone, 'Phone Two')]);
      const rows = await t.database.db.select().from(teamScores).where(eq(teamScores.bookingId, team.id));
      expect(rows).toHaveLength(1);
      const name = rows[0]?.teamName as string;
      expect(['Phone One', 'Phone Two']).toContain(name);
      const replies = [...contents(a), ...contents(b)];
      expect(replies).toContain(joinedText(name, 1));
      expect(replies.filter((r) => r.startsWith("You're on the board"))).toHaveLength(1);
      expect(names(await leaderboard(t, 'all'))).toEqual([name]);
    });

    it('two teams asking for the same name at once: one gets it, the other is asked again', async () => {
      const one = await finishTeam(t, { startAt: '2026-06-15T09:00:00Z', seconds: 1500 });
      const two = await finishTeam(t, { startAt: '2026-06-15T09:00:00Z', seconds: 1600 });
      t.clock.advance(3000);
      const replies = await Promise.all([send(t, one.headers, 'Twins'), send(t, two.headers, 'TWINS')]);
      const texts = replies.flatMap(contents);
      expect(texts.filter((r) => r.startsWith("You're on the board"))).toHaveLength(1);
      expect(texts.filter((r) => r.startsWith('Another team is already on the board'))).toHaveLength(1);
      expect((await leaderboard(t, 'all')).entries).toHaveLength(1);
    });

    it('returns names as the raw text they are (the web shows them as text); HTML is refused', async () => {
      const team = await finishTeam(t, { startAt: '2026-06-15T09:00:00Z', seconds: 1500 });
      expect(contents(await send(t, team.headers, '<img src=x onerror=alert(1)>'))).toEqual([
        HUNT_TEXTS.leaderboardNameRule,
      ]);
      t.clock.advance(3000);
      await send(t, team.headers, "Tom & Jerry's");
      const res = await t.app.inject({ method: 'GET', url: `${API.leaderboard}?period=all` });
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.body).toContain('"teamName":"Tom & Jerry\'s"');
    });

    it('refuses an unknown period with 400', async () => {
      const res = await t.app.inject({ method: 'GET', url: `${API.leaderboard}?period=year` });
      expect(res.statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: API.leaderboard })).json().period).toBe('month');
    });

    describe('hiding an entry (staff)', () => {
      const hide = async (bookingId: string, headers: Record<string, string> = {}) =>
        t.app.inject({ method: 'POST', url: API.ops.hideLeaderboardEntry(bookingId), headers });

      it('is for admins only, audited, and takes the entry off the board for good', async () => {
        const team = await finishTeam(t, { startAt: '2026-06-15T09:00:00Z', seconds: 1500 });
        await send(t, team.headers, 'Rude Name');
        expect((await hide(team.id)).statusCode).toBe(401);
        expect(names(await leaderboard(t, 'month'))).toEqual(['Rude Name']);

        const admin = await t.adminAuth();
        const res = await hide(team.id, admin);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ message: 'Leaderboard entry hidden' });
        expect(names(await leaderboard(t, 'month'))).toEqual([]);
        expect(names(await leaderboard(t, 'all'))).toEqual([]);
        expect((await hide(team.id, admin)).statusCode).toBe(200);
        const audit = await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, team.id), eq(auditLog.action, 'leaderboard.hide')));
        expect(audit).toHaveLength(1);
        expect(audit[0]).toMatchObject({
          actorLabel: '07700900123',
          before: { teamName: 'Rude Name', hiddenAt: null },
        });

        // The team is told nothing; another team may use the freed name.
        t.clock.advance(3000);
        expect(contents(await send(t, team.headers, 'LEADERBOARD'))).toEqual([HUNT_TEXTS.leaderboardAlreadyJoined]);
        const other = await finishTeam(t, { startAt: '2026-06-15T09:00:00Z', seconds: 1600 });
        expect(contents(await send(t, other.headers, 'Rude Name'))).toEqual([joinedText('Rude Name', 1)]);
      });

      it('staff see the name on the Today board and in the booking list, marked hidden once hidden', async () => {
        const admin = await t.adminAuth();
        const named = await finishTeam(t, { startAt: '2026-06-15T09:00:00Z', seconds: 1500 });
        await send(t, named.headers, 'Pier Pals');
        const unnamed = await finishTeam(t, { startAt: '2026-06-15T09:00:00Z', seconds: 1600 });
        const staffView = async () => {
          const live = await t.app.inject({ method: 'GET', url: `${API.ops.live}?date=${TODAY}`, headers: admin });
          expect(live.statusCode, live.body).toBe(200);
          const list = await t.app.inject({
            method: 'GET',
            url: `${API.user.list}?registrationDate=${TODAY}&limit=100`,
            headers: admin,
          });
          expect(list.statusCode, list.body).toBe(200);
          const teams = (live.json() as LiveBoardResponse).teams;
          const users = (list.json() as UserListResponse).users;
          const pick = (entry?: { leaderboardName: string | null; leaderboardHidden: boolean }) =>
            entry && { name: entry.leaderboardName, hidden: entry.leaderboardHidden };
          return {
            board: [named.id, unnamed.id].map((id) => pick(teams.find((team) => team.bookingId === id))),
            list: [named.id, unnamed.id].map((id) => pick(users.find((user) => user._id === id))),
          };
        };

        const shown = [
          { name: 'Pier Pals', hidden: false },
          { name: null, hidden: false },
        ];
        expect(await staffView()).toEqual({ board: shown, list: shown });

        expect((await hide(named.id, admin)).statusCode).toBe(200);
        const hidden = [
          { name: 'Pier Pals', hidden: true },
          { name: null, hidden: false },
        ];
        expect(await staffView()).toEqual({ board: hidden, list: hidden });
      });

      it("takes a deleted booking's name off the board, audited, and frees the name", async () => {
        const admin = await t.adminAuth();
        const team = await finishTeam(t, { startAt: '2026-06-15T09:00:00Z', seconds: 1500 });
        await send(t, team.headers, 'Gone Crew');
        expect(names(await leaderboard(t, 'all'))).toEqual(['Gone Crew']);

        const res = await t.app.inject({ method: 'DELETE', url: API.user.deleteParticipant(team.id), headers: admin });
        expect(res.statusCode, res.body).toBe(200);
        expect(names(await leaderboard(t, 'month'))).toEqual([]);
        expect(names(await leaderboard(t, 'all'))).toEqual([]);
        const actions = await t.database.db
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(eq(auditLog.entityId, team.id));
        expect(actions.map((a) => a.action).sort()).toEqual(['booking.delete', 'leaderboard.hide']);

        const other = await finishTeam(t, { startAt: '2026-06-15T09:00:00Z', seconds: 1600 });
        expect(contents(await send(t, other.headers, 'Gone Crew'))).toEqual([joinedText('Gone Crew', 1)]);
      });

      it('answers 404 for a booking without an entry and 400 for a bad id', async () => {
        const admin = await t.adminAuth();
        const team = await finishTeam(t, { startAt: '2026-06-15T09:00:00Z', seconds: 1500 });
        expect((await hide(team.id, admin)).statusCode).toBe(404);
        expect((await hide('not-a-uuid', admin)).statusCode).toBe(400);
      });
    });
  });

  it('seeds the new message configs on an existing database without touching edited ones', async () => {
    const keys = ['finishSummaryMsg', 'leaderboardInviteMsg', 'leaderboardJoinedMsg'];
    await t.database.db.delete(messageConfigs).where(eq(messageConfigs.key, 'leaderboardInviteMsg'));
    await t.database.db
      .update(messageConfigs)
      .set({ value: 'Edited' })
      .where(eq(messageConfigs.key, 'finishSummaryMsg'));
    await seedDatabase(t.database.db, { dailyCapacity: t.config.dailyCapacity });
    const rows = await t.database.db.select().from(messageConfigs);
    const value = (key: string) => rows.find((r) => r.key === key)?.value;
    expect(keys.map(value)).toEqual(['Edited', config('leaderboardInviteMsg'), config('leaderboardJoinedMsg')]);
  });
});

async function bookingToken(t: TestApp, bookingId: string): Promise<string | null> {
  const { bookings } = await import('../../db/schema.js');
  const [row] = await t.database.db
    .select({ token: bookings.accessToken })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.token ?? null;
}
