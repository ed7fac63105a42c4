import { API } from '@seaside/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { bookingDayCounts, bookings } from '../../db/schema.js';
import { bookingValues as anyBookingValues } from '../../test/booking-values.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  type BookingListFilter,
  listLiveBookingsPage,
  locateListPage,
  type NewBooking,
} from './bookings.repository.js';

/**
 * The admin list's per-date counters (booking_day_counts, kept by a trigger) and the paging that
 * starts at a page's first date: the result must be exactly what a plain COUNT and OFFSET give.
 */

/** Small teams, and fewer creation times than bookings (ties the paging breaks by id). */
const bookingValues = (overrides: Partial<NewBooking> = {}): NewBooking =>
  anyBookingValues((sequence) => ({
    teamMemberCount: 2,
    amountPence: 2000,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, sequence % 50)),
    ...overrides,
  }));

describe('admin list counters and paging', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(bookings);
  });

  /** The counters as they are, and as a count over the bookings says they should be. */
  async function countersMatch(): Promise<void> {
    const kept = await queryRows<{ d: string; s: string; n: number }>(
      t.database.db,
      sql`select to_char(registration_date, 'YYYY-MM-DD') as d, quiz_status as s, live as n
          from booking_day_counts where live <> 0 order by 1, 2`,
    );
    const counted = await queryRows<{ d: string; s: string; n: number }>(
      t.database.db,
      sql`select to_char(registration_date, 'YYYY-MM-DD') as d, quiz_status as s, count(*)::int as n
          from bookings where deleted_at is null group by 1, 2 order by 1, 2`,
    );
    expect(kept.map((r) => ({ ...r, n: Number(r.n) }))).toEqual(counted.map((r) => ({ ...r, n: Number(r.n) })));
  }

  it('keeps the per-date counts exact through inserts, date moves, completion, soft and hard deletes', async () => {
    const db = t.database.db;
    const rows = await db
      .insert(bookings)
      .values(
        Array.from({ length: 40 }, (_, i) =>
          bookingValues({ registrationDate: `2026-07-${String(1 + (i % 6)).padStart(2, '0')}` }),
        ),
      )
      .returning();
    await countersMatch();
    const id = (list: { id: string }[], i: number): string => {
      const row = list[i];
      if (!row) throw new Error(`no row ${i}`);
      return row.id;
    };
    const [a, b, c, d, e] = [0, 1, 2, 3, 4].map((i) => id(rows, i)) as [string, string, string, string, string];
    await db.update(bookings).set({ registrationDate: '2026-08-01' }).where(eq(bookings.id, a));
    await db.update(bookings).set({ quizStatus: 'completed' }).where(eq(bookings.id, b));
    await db.update(bookings).set({ deletedAt: new Date() }).where(eq(bookings.id, c));
    // Changes that do not touch date, status or liveness leave the counters alone.
    await db.update(bookings).set({ fullName: 'Renamed' }).where(eq(bookings.id, d));
    // A deleted booking moved or completed stays out of the counts.
    await db
      .update(bookings)
      .set({ registrationDate: '2026-09-09', quizStatus: 'completed' })
      .where(eq(bookings.id, c));
    await db.delete(bookings).where(eq(bookings.id, e));
    await countersMatch();
    // Two moves in opposite directions at once (touching counter rows in key order) both succeed.
    const pair = await db
      .insert(bookings)
      .values([bookingValues({ registrationDate: '2026-10-01' }), bookingValues({ registrationDate: '2026-10-02' })])
      .returning();
    const [x, y] = [id(pair, 0), id(pair, 1)];
    await Promise.all([
      db.update(bookings).set({ registrationDate: '2026-10-02' }).where(eq(bookings.id, x)),
      db.update(bookings).set({ registrationDate: '2026-10-01' }).where(eq(bookings.id, y)),
    ]);
    await countersMatch();
    await db.execute(sql`truncate bookings cascade`);
    expect(await db.select().from(bookingDayCounts).where(sql`live <> 0`)).toEqual([]);
  });

  it('gives every page exactly what COUNT and OFFSET give, for every filter, deep pages included', async () => {
    const db = t.database.db;
    const values = Array.from({ length: 330 }, (_, i) =>
      bookingValues({
        // Uneven days (some with one booking, some with many) and a few deleted ones.
        registrationDate: `2026-07-${String(1 + ((i * i) % 23)).padStart(2, '0')}`,
        quizStatus: i % 3 === 0 ? 'completed' : 'pending',
        deletedAt: i % 17 === 0 ? new Date() : null,
      }),
    );
    for (let i = 0; i < values.length; i += 100) await db.insert(bookings).values(values.slice(i, i + 100));

    const naive = async (filter: BookingListFilter, offset: number, limit: number) => {
      const conditions = [sql`deleted_at is null`];
      if (filter.quizStatus) conditions.push(sql`quiz_status = ${filter.quizStatus}`);
      if (filter.registrationDate) conditions.push(sql`registration_date = ${filter.registrationDate}`);
      const where = sql.join(conditions, sql` and `);
      const ids = await queryRows<{ id: string }>(
        db,
        sql`select id from bookings where ${where}
            order by registration_date desc, created_at desc, id desc offset ${offset} limit ${limit}`,
      );
      const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from bookings where ${where}`);
      return { ids: ids.map((r) => r.id), total: Number(count?.n) };
    };

    const filters: BookingListFilter[] = [
      {},
      { quizStatus: 'completed' },
      { quizStatus: 'pending' },
      { registrationDate: '2026-07-01' },
      { registrationDate: '2026-07-10', quizStatus: 'pending' },
      { registrationDate: '2026-07-31' },
    ];
    for (const filter of filters) {
      for (const limit of [5, 7]) {
        const expected = await naive(filter, 0, 10_000);
        for (let offset = 0; offset <= expected.total + limit; offset += limit) {
          const page = await listLiveBookingsPage(db, filter, offset, limit);
          const want = await naive(filter, offset, limit);
          expect(page.total, JSON.stringify({ filter, offset })).toBe(want.total);
          expect(
            page.rows.map((r) => r.id),
            JSON.stringify({ filter, offset }),
          ).toEqual(want.ids);
        }
      }
    }
    expect((await locateListPage(db, {}, 100_000)).upToDate).toBeNull();
  });

  it('serves the admin list from the counters through the API', async () => {
    await t.database.db
      .insert(bookings)
      .values(Array.from({ length: 12 }, (_, i) => bookingValues({ registrationDate: `2026-07-0${1 + (i % 3)}` })));
    const auth = await t.adminAuth();
    const res = await t.app.inject({ method: 'GET', url: `${API.user.list}?page=3&limit=5`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(12);
    expect(res.json().users).toHaveLength(2);
    expect(res.json().users.every((u: { registrationDate: string }) => u.registrationDate === '2026-07-01')).toBe(true);
  });
});
