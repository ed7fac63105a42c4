import { API, DASHBOARD_FORECAST_DAYS, type SummaryResponse } from '@seaside/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { bookings, dateCapacities, huntProgress, lockedDates } from '../../db/schema.js';
import { bookingValues, insertBooking } from '../../test/booking-values.js';
import { useAdminTestApp } from '../../test/test-app.js';
import type { NewBooking } from '../bookings/bookings.repository.js';

/**
 * GET /api/ops/summary against figures computed by hand. The venue is in London (BST, UTC+1 in
 * June) and today is 2026-06-15, so 2026-05-31T23:30Z is already 1 June at the venue and
 * 2026-06-14T23:30Z is 15 June. Weeks start on Monday (1 and 8 June 2026).
 */
describe('GET /api/ops/summary', () => {
  const { t, auth } = useAdminTestApp();
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    const db = t.database.db;
    const insert = (values: Partial<NewBooking>) => insertBooking(db, { registrationDate: '2026-06-10', ...values });
    const paid = (iso: string, players: number, pence: number): Partial<NewBooking> => ({
      paidAt: at(iso),
      createdAt: at(iso),
      teamMemberCount: players,
      amountPence: pence,
    });
    const refunded = (cancelledIso: string, pence: number): Partial<NewBooking> => ({
      status: 'cancelled',
      cancelledAt: at(cancelledIso),
      refundStatus: 'refunded',
      refundedAmountPence: pence,
    });
    // A: 1 June at the venue, week of 1 June.
    const a = await insert(paid('2026-05-31T23:30:00Z', 3, 3000));
    // B: still 31 May at the venue.
    await insert(paid('2026-05-31T22:30:00Z', 6, 6000));
    // C: paid in the week of 8 June, cancelled and refunded in it.
    await insert({ ...paid('2026-06-09T10:00:00Z', 4, 4000), ...refunded('2026-06-10T10:00:00Z', 4000) });
    // D: already 15 June at the venue.
    await insert(paid('2026-06-14T23:30:00Z', 5, 5000));
    // E: the last hour of 14 June at the venue.
    const e = await insert(paid('2026-06-14T22:30:00Z', 2, 2000));
    // F: paid in May, cancelled and refunded on 2 June.
    await insert({ ...paid('2026-05-20T10:00:00Z', 5, 2500), ...refunded('2026-06-02T12:00:00Z', 2500) });
    // G: an unpaid checkout, M: one staff cancelled (neither is a booking nor a cancellation); H: a deleted booking.
    await insert({ isPaymentSuccessful: false, amountPence: 2000, createdAt: at('2026-06-05T10:00:00Z') });
    await insert({
      isPaymentSuccessful: false,
      amountPence: 2000,
      createdAt: at('2026-06-05T10:00:00Z'),
      status: 'cancelled',
      cancelledAt: at('2026-06-05T11:00:00Z'),
    });
    const h = await insert({ ...paid('2026-06-05T10:00:00Z', 2, 2000), deletedAt: at('2026-06-06T10:00:00Z') });
    // I: added by staff (no payment).
    await insert(paid('2026-06-03T12:00:00Z', 5, 0));
    // J: cancelled on 5 June without a refund.
    await insert({
      ...paid('2026-06-04T12:00:00Z', 2, 3000),
      status: 'cancelled',
      cancelledAt: at('2026-06-05T09:00:00Z'),
    });
    // K and L: paid in May, finished on 1 June and on 15 June at the venue.
    const k = await insert(paid('2026-05-01T10:00:00Z', 2, 2000));
    const l = await insert(paid('2026-05-01T10:00:00Z', 2, 2000));

    const finished = (bookingId: string, started: string, completed: string) => ({
      bookingId,
      state: 'completed' as const,
      startedAt: at(started),
      completedAt: at(completed),
    });
    await db
      .insert(huntProgress)
      .values([
        finished(a, '2026-06-05T10:00:00Z', '2026-06-05T11:00:00Z'),
        finished(e, '2026-06-07T09:00:00Z', '2026-06-07T09:30:00Z'),
        finished(k, '2026-05-31T22:50:00Z', '2026-05-31T23:10:00Z'),
        finished(l, '2026-06-14T23:00:00Z', '2026-06-14T23:10:00Z'),
        finished(h, '2026-06-05T12:00:00Z', '2026-06-05T12:10:00Z'),
      ]);
    // A team still playing is not finished.
    await db
      .insert(huntProgress)
      .values({ bookingId: await insert({}), state: 'playing', startedAt: at('2026-06-05T10:00:00Z') });

    // The next 30 days: 18 June with its own capacity and bookings, 20 June locked.
    await db.insert(dateCapacities).values({ date: '2026-06-18', capacity: 10 });
    await db.insert(lockedDates).values({ date: '2026-06-20' });
    await insert({ registrationDate: '2026-06-18', teamMemberCount: 4, paidAt: at('2026-05-10T10:00:00Z') });
    await insert({
      registrationDate: '2026-06-18',
      teamMemberCount: 3,
      paidAt: at('2026-05-10T10:00:00Z'),
      status: 'cancelled',
      cancelledAt: at('2026-06-20T10:00:00Z'),
    });
  });

  const summary = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${API.ops.summary}?${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SummaryResponse>();
  };

  it('counts a period of venue dates: sales by payment, cancellations and refunds when they happen, finished hunts', async () => {
    const body = await summary('from=2026-06-01&to=2026-06-14');
    // A, E, I (C and J cancelled since); paid 3000 + 4000 + 2000 + 0 + 3000, refunded 4000 + 2500.
    expect(body.totals).toEqual({
      bookings: 3,
      players: 10,
      revenuePence: 12_000 - 6500,
      refundsPence: 6500,
      cancellations: 3,
      // A, E, K and H: a game played counts even when its booking was deleted since.
      completed: 4,
      averageFinishSeconds: (3600 + 1800 + 1200 + 600) / 4,
    });
    expect(body.weeks).toEqual([
      { weekStart: '2026-06-01', bookings: 2, players: 8, revenuePence: 3000 + 3000 - 2500 },
      { weekStart: '2026-06-08', bookings: 1, players: 2, revenuePence: 4000 + 2000 - 4000 },
    ]);
  });

  it('lists every week the period touches, counting only its days', async () => {
    const body = await summary('from=2026-06-03&to=2026-06-09');
    expect(body.weeks).toEqual([
      { weekStart: '2026-06-01', bookings: 1, players: 5, revenuePence: 3000 },
      { weekStart: '2026-06-08', bookings: 0, players: 0, revenuePence: 4000 },
    ]);
    expect(body.totals).toMatchObject({ bookings: 1, revenuePence: 7000, refundsPence: 0, cancellations: 1 });
    // A, E and H.
    expect(body.totals.completed).toBe(3);
    expect(body.totals.averageFinishSeconds).toBe((3600 + 1800 + 600) / 3);
  });

  it('answers zeros and no average for a period without anything', async () => {
    const body = await summary('from=2025-01-01&to=2025-01-31');
    expect(body.totals).toEqual({
      bookings: 0,
      players: 0,
      revenuePence: 0,
      refundsPence: 0,
      cancellations: 0,
      completed: 0,
      averageFinishSeconds: null,
    });
    expect(body.weeks).toHaveLength(5);
    expect(body.weeks.every((w) => w.bookings === 0 && w.revenuePence === 0)).toBe(true);
  });

  it('gives the next 30 days from today whatever the period: places taken, capacity, locks', async () => {
    const { days } = await summary('from=2025-01-01&to=2025-01-31');
    expect(days).toHaveLength(DASHBOARD_FORECAST_DAYS);
    expect(days[0]?.date).toBe('2026-06-15');
    expect(days.at(-1)?.date).toBe('2026-07-14');
    expect(days.find((d) => d.date === '2026-06-18')).toEqual({
      date: '2026-06-18',
      players: 4,
      capacity: 10,
      locked: false,
    });
    expect(days.find((d) => d.date === '2026-06-20')).toMatchObject({ locked: true, players: 0 });
    expect(days.find((d) => d.date === '2026-06-16')).toEqual({
      date: '2026-06-16',
      players: 0,
      capacity: t.config.dailyCapacity,
      locked: false,
    });
  });

  it('refuses a missing, reversed or too long period with 400', async () => {
    for (const query of [
      '',
      'from=2026-06-01',
      'from=2026-06-10&to=2026-06-01',
      'from=2020-01-01&to=2026-01-01',
      'from=2026-02-30&to=2026-03-01',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `${API.ops.summary}?${query}`, headers: auth });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('keeps the stored figures exact through payments, cancellations, refunds, deletions and finishes', async () => {
    const db = t.database.db;
    const figures = () =>
      queryRows<Record<string, string>>(
        db,
        sql`select bucket::text, bookings, players, gross_pence::text, cancellations, refunds_pence::text,
                   finished, finish_seconds::text
            from booking_figures
            where bookings <> 0 or players <> 0 or gross_pence <> 0 or cancellations <> 0 or refunds_pence <> 0
               or finished <> 0 or finish_seconds <> 0
            order by bucket`,
      );
    const [one, two, three] = await db
      .insert(bookings)
      .values([
        bookingValues({ isPaymentSuccessful: false }),
        bookingValues({ paidAt: at('2026-06-02T10:00:00Z') }),
        bookingValues({ paidAt: at('2026-06-03T10:00:00Z') }),
        bookingValues({ isPaymentSuccessful: false, status: 'cancelled', cancelledAt: at('2026-06-02T11:00:00Z') }),
      ])
      .returning({ id: bookings.id });
    if (!one || !two || !three) throw new Error('insert failed');
    const now = at('2026-06-15T11:00:00Z');
    await db.update(bookings).set({ isPaymentSuccessful: true, paidAt: now }).where(eq(bookings.id, one.id));
    await db.update(bookings).set({ teamMemberCount: 7 }).where(eq(bookings.id, one.id));
    await db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, refundStatus: 'pending' })
      .where(eq(bookings.id, two.id));
    await db
      .update(bookings)
      .set({ refundStatus: 'refunded', refundedAmountPence: 1500 })
      .where(eq(bookings.id, two.id));
    await db
      .update(bookings)
      .set({ refundStatus: 'refunded', refundedAmountPence: 1000 })
      .where(eq(bookings.id, three.id));
    await db.update(bookings).set({ deletedAt: now }).where(eq(bookings.id, three.id));
    // A change the figures do not read leaves them alone.
    await db.update(bookings).set({ fullName: 'Renamed' }).where(eq(bookings.id, one.id));
    await db
      .insert(huntProgress)
      .values({ bookingId: one.id, state: 'playing', startedAt: at('2026-06-15T10:00:00Z') });
    await db
      .update(huntProgress)
      .set({ state: 'completed', completedAt: now })
      .where(eq(huntProgress.bookingId, one.id));
    await db.update(huntProgress).set({ version: 9 }).where(eq(huntProgress.bookingId, one.id));
    await db.delete(huntProgress).where(eq(huntProgress.bookingId, two.id));

    const kept = await figures();
    await db.execute(sql`select booking_figures_rebuild()`);
    expect(kept).toEqual(await figures());
    expect(kept.length).toBeGreaterThan(5);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API.ops.summary}?from=2026-06-01&to=2026-06-14` });
    expect(res.statusCode).toBe(401);
  });
});
