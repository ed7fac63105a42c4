import { API, type SummaryResponse } from '@seaside/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { huntProgress } from '../../db/schema.js';
import { insertBooking } from '../../test/booking-values.js';
import { useAdminTestApp } from '../../test/test-app.js';
import type { NewBooking } from '../bookings/bookings.repository.js';

/**
 * GET /api/ops/summary across London's daylight-saving changes, against figures computed by
 * hand. 2026: clocks go forward on Sunday 29 March at 01:00 UTC (GMT → BST, the venue day has 23
 * hours) and back on Sunday 25 October at 01:00 UTC (BST → GMT, 25 hours). Both Sundays end a
 * week; the next week starts on Monday 30 March and Monday 26 October.
 */
describe('GET /api/ops/summary across daylight-saving changes (Europe/London)', () => {
  const { t, auth } = useAdminTestApp({ now: '2026-11-15T12:00:00Z', env: { VENUE_TIMEZONE: 'Europe/London' } });
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    const db = t.database.db;
    const insert = (values: Partial<NewBooking>) => insertBooking(db, { registrationDate: '2026-12-01', ...values });
    const paid = (iso: string, players: number): Partial<NewBooking> => ({
      paidAt: at(iso),
      createdAt: at(iso),
      teamMemberCount: players,
      amountPence: players * 1000,
    });
    const finish = (bookingId: string, started: string, completed: string) =>
      db
        .insert(huntProgress)
        .values({ bookingId, state: 'completed', startedAt: at(started), completedAt: at(completed) });

    // Spring: Saturday 28 March 23:30 GMT (day 28).
    const m1 = await insert(paid('2026-03-28T23:30:00Z', 2));
    // Sunday 29 March 00:30 GMT, then 02:30 BST (01:30 on the clock does not exist that night): day 29.
    await insert(paid('2026-03-29T00:30:00Z', 3));
    await insert(paid('2026-03-29T01:30:00Z', 4));
    // Sunday 29 March 23:30 BST (day 29), then Monday 30 March 00:30 BST, still the 29th in UTC (day 30).
    await insert(paid('2026-03-29T22:30:00Z', 5));
    await insert(paid('2026-03-29T23:30:00Z', 6));
    // M1's team finishes at 00:10 BST on Monday 30 March after 20 minutes.
    await finish(m1, '2026-03-29T22:50:00Z', '2026-03-29T23:10:00Z');

    // Autumn: Monday 19 October 00:30 BST, still Sunday the 18th in UTC (day 19, the week of 19 October).
    await insert(paid('2026-10-18T23:30:00Z', 8));
    // Saturday 24 October 23:30 BST (day 24).
    const o1 = await insert(paid('2026-10-24T22:30:00Z', 2));
    // Sunday 25 October 00:30 BST (still the 24th in UTC), 01:30 BST and 01:30 GMT (the hour twice): day 25.
    await insert(paid('2026-10-24T23:30:00Z', 3));
    await insert(paid('2026-10-25T00:30:00Z', 4));
    await insert(paid('2026-10-25T01:30:00Z', 5));
    // Sunday 25 October 23:30 GMT (day 25), then Monday 26 October 00:30 GMT (day 26).
    await insert(paid('2026-10-25T23:30:00Z', 6));
    await insert(paid('2026-10-26T00:30:00Z', 7));
    // Paid on Tuesday 20 October, cancelled and refunded at 00:15 BST on Sunday 25 October.
    await insert({
      ...paid('2026-10-20T10:00:00Z', 2),
      status: 'cancelled',
      cancelledAt: at('2026-10-24T23:15:00Z'),
      refundStatus: 'refunded',
      refundedAmountPence: 2000,
    });
    // O1's team finishes at 01:40 GMT (the second 01:40 of the night) after 10 minutes.
    await finish(o1, '2026-10-25T01:30:00Z', '2026-10-25T01:40:00Z');
  });

  const summary = async (from: string, to: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${API.ops.summary}?from=${from}&to=${to}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SummaryResponse>();
  };
  /** Each venue day's totals, asked as a period of that day alone; a figure not given is 0 (no average). */
  const expectDays = async (expected: Record<string, Partial<SummaryResponse['totals']>>) => {
    const none = { bookings: 0, players: 0, revenuePence: 0, refundsPence: 0, cancellations: 0, completed: 0 };
    for (const [date, totals] of Object.entries(expected)) {
      expect((await summary(date, date)).totals, date).toEqual({ ...none, averageFinishSeconds: null, ...totals });
    }
  };

  it('puts each figure of the spring change on its venue day', async () => {
    await expectDays({
      '2026-03-28': { bookings: 1, players: 2, revenuePence: 2000 },
      // The 23-hour day: 3 + 4 + 5 players.
      '2026-03-29': { bookings: 3, players: 12, revenuePence: 12_000 },
      '2026-03-30': { bookings: 1, players: 6, revenuePence: 6000, completed: 1, averageFinishSeconds: 1200 },
    });
  });

  it('puts each figure of the spring change in its venue week', async () => {
    const body = await summary('2026-03-23', '2026-04-05');
    expect(body.weeks).toEqual([
      { weekStart: '2026-03-23', bookings: 4, players: 14, revenuePence: 14_000 },
      { weekStart: '2026-03-30', bookings: 1, players: 6, revenuePence: 6000 },
    ]);
    expect(body.totals).toMatchObject({ bookings: 5, players: 20, completed: 1 });
  });

  it('puts each figure of the autumn change on its venue day', async () => {
    await expectDays({
      '2026-10-19': { bookings: 1, players: 8, revenuePence: 8000 },
      // Paid for the booking cancelled since.
      '2026-10-20': { revenuePence: 2000 },
      '2026-10-24': { bookings: 1, players: 2, revenuePence: 2000 },
      // The 25-hour day: 3 + 4 + 5 + 6 players; the cancellation's refund; O1's finish.
      '2026-10-25': {
        bookings: 4,
        players: 18,
        revenuePence: 18_000 - 2000,
        refundsPence: 2000,
        cancellations: 1,
        completed: 1,
        averageFinishSeconds: 600,
      },
      '2026-10-26': { bookings: 1, players: 7, revenuePence: 7000 },
    });
  });

  it('puts each figure of the autumn change in its venue week', async () => {
    const body = await summary('2026-10-19', '2026-11-01');
    expect(body.weeks).toEqual([
      // Paid 8000 + 2000 (the cancelled booking) + 2000 + 18,000, refunded 2000.
      { weekStart: '2026-10-19', bookings: 6, players: 28, revenuePence: 28_000 },
      { weekStart: '2026-10-26', bookings: 1, players: 7, revenuePence: 7000 },
    ]);
    expect(body.totals).toMatchObject({ bookings: 7, players: 35, refundsPence: 2000, cancellations: 1, completed: 1 });
  });

  it('starts the next days on the venue date in the first hour of a change day', async () => {
    t.clock.set('2026-10-24T23:30:00Z');
    expect((await summary('2026-10-25', '2026-10-25')).days[0]?.date).toBe('2026-10-25');
    t.clock.set('2026-03-29T23:30:00Z');
    expect((await summary('2026-03-30', '2026-03-30')).days[0]?.date).toBe('2026-03-30');
  });
});
