import { API, formatDuration, type SummaryResponse } from '@seaside/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HUNT_TEXTS } from '../modules/hunt/hunt-texts.js';
import { useAdminTestApp } from '../test/test-app.js';
import { queryRows } from './client.js';
import { seedDemoSeason } from './demo-season.js';

describe('the demo season (DEMO_SEASON)', () => {
  const { t, auth } = useAdminTestApp();

  it('fills a new database once: past games with scores, refunds, the next 30 days; the dashboard has figures', async () => {
    const options = { timeZone: t.config.venueTimeZone, pricePerPlayerPence: 1000, hintPenaltySeconds: 300 };
    const added = await seedDemoSeason(t.database.db, options);
    expect(added).toBeGreaterThan(500);
    expect(await seedDemoSeason(t.database.db, options)).toBe(0);
    const [counts] = await queryRows<Record<string, number>>(
      t.database.db,
      sql`select (select count(*) from hunt_progress where state = 'completed')::int as finished,
                 (select count(*) from team_scores where team_name is not null)::int as named,
                 (select count(*) from bookings where refund_status = 'refunded')::int as refunded,
                 (select count(*) from bookings where paid_at > now() or cancelled_at > now()
                   or cancelled_at < paid_at or paid_at >= registration_date)::int as misdated,
                 (select count(*) from bookings b where amount_pence > 0 and not exists
                   (select 1 from payment_sessions p where p.booking_id = b.id and p.status = 'paid'))::int as sessionless`,
    );
    expect(counts?.finished).toBeGreaterThan(300);
    expect(counts?.named).toBeGreaterThan(50);
    expect(counts?.refunded).toBeGreaterThan(10);
    // Nothing is paid or cancelled in the future (the dashboard would show sales not made yet).
    expect(counts?.misdated).toBe(0);
    // Every paid one was paid on the built-in checkout, so staff can cancel it with its refund.
    expect(counts?.sessionless).toBe(0);
    const [coming] = await queryRows<{ id: string; amount: number }>(
      t.database.db,
      sql`select id, amount_pence as amount from bookings
          where status = 'active' and amount_pence > 0 and registration_date > current_date + 7 limit 1`,
    );
    const cancel = await t.app.inject({
      method: 'POST',
      url: API.user.cancel(coming?.id as string),
      headers: auth,
      payload: { refund: true },
    });
    expect(cancel.json()).toEqual({
      message: `Booking cancelled and £${((coming?.amount ?? 0) / 100).toFixed(2)} refunded`,
    });
    // The real date: the season is seeded around the database's today.
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'GET',
      url: `${API.ops.summary}?from=${from}&to=${today}`,
      headers: auth,
    });
    const body = res.json<SummaryResponse>();
    expect(body.totals.bookings).toBeGreaterThan(100);
    expect(body.totals.completed).toBeGreaterThan(100);
    expect(body.totals.averageFinishSeconds).toBeGreaterThan(0);

    // A past date's Today board lists its teams, finished, every clue solved.
    const [past] = await queryRows<{ day: string; teams: number }>(
      t.database.db,
      sql`select registration_date::text as day, count(*)::int as teams from bookings
          where status = 'active' and registration_date < current_date - 1
          group by registration_date order by registration_date desc limit 1`,
    );
    const board = await t.app.inject({ method: 'GET', url: `${API.ops.live}?date=${past?.day}`, headers: auth });
    const { teams, clueCount } = board.json() as {
      teams: { bookingId: string; state: string; clueNumber: number; hintsUsed: number; wrongGuesses: number }[];
      clueCount: number;
    };
    expect(teams).toHaveLength(past?.teams ?? -1);
    expect(clueCount).toBeGreaterThan(0);
    expect(teams.every((team) => team.state === 'completed' && team.clueNumber === clueCount)).toBe(true);

    // Each finished team has its conversation, which staff open from the board: what the board
    // counts (hints, wrong guesses) is in it, and it ends as the engine ends a game: the summary
    // with the team's score, the invitation and the vouchers, then the team's reply to it.
    const scores = await queryRows<{ bookingId: string; name: string | null; score: number }>(
      t.database.db,
      sql`select booking_id::text as "bookingId", team_name as name, score_seconds as score from team_scores`,
    );
    for (const team of teams) {
      const transcript = await t.app.inject({ method: 'GET', url: API.ops.transcript(team.bookingId), headers: auth });
      const messages = (transcript.json() as { messages: { role: string; content: string; messageType: string }[] })
        .messages;
      const sent = messages.filter((m) => m.role === 'user').map((m) => m.content);
      expect(sent[0]).toBe('START');
      expect(sent.filter((m) => m === 'HINT')).toHaveLength(team.hintsUsed);
      expect(sent).toHaveLength(1 + team.hintsUsed + team.wrongGuesses + clueCount + 1);
      // The replies to wrong guesses take turns, as the engine's do.
      const wrongReplies = messages.filter((m) => (HUNT_TEXTS.wrong as readonly string[]).includes(m.content));
      expect(wrongReplies.map((m) => m.content)).toEqual(
        Array.from({ length: team.wrongGuesses }, (_, i) => HUNT_TEXTS.wrong[i % HUNT_TEXTS.wrong.length]),
      );
      const score = scores.find((s) => s.bookingId === team.bookingId);
      const summary = `with ${team.hintsUsed} hints and ${team.wrongGuesses} wrong guesses. Your score: ${formatDuration(score?.score ?? -1)}.`;
      const ending = messages.slice(-6).map((m) => (m.messageType === 'voucher' ? 'voucher' : m.content));
      expect(ending[0]).toContain(summary);
      expect(ending.slice(1, 4)).toEqual([
        'Want your team on the leaderboard? Reply with a team name (up to 24 characters), or NO.',
        'voucher',
        'voucher',
      ]);
      expect(ending[4]).toBe(score?.name ?? 'NO');
      expect(ending[5]).toContain(score?.name ? `You're on the board as ${score.name}: number ` : 'No problem');
      expect(messages.some((m) => /\{\w+\}/.test(m.content))).toBe(false);
    }

    // Clue insights over the season: every active clue reached and solved by the finished teams.
    const insights = await t.app.inject({
      method: 'GET',
      url: `${API.ops.clueStats}?from=${from}&to=${today}`,
      headers: auth,
    });
    const clues = (insights.json() as { clues: { reached: number; solved: number }[] }).clues;
    expect(clues.length).toBe(clueCount);
    expect(clues.every((c) => c.reached > 100 && c.solved === c.reached)).toBe(true);

    // A cancelled booking has given its access code back.
    const [held] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from bookings where status = 'cancelled' and access_code is not null`,
    );
    expect(held?.n).toBe(0);
  });
});
