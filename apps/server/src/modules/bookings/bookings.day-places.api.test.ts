import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { bookingDayPlaces, bookings } from '../../db/schema.js';
import { bookingValues } from '../../test/booking-values.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The paid players per date (booking_day_places, kept by a trigger) that the booking calendar
 * and checkout's check read: they must be exactly what a sum over the bookings gives.
 */
describe('paid players per date', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(bookings);
  });

  async function placesMatch(): Promise<void> {
    const kept = await queryRows<{ d: string; n: number }>(
      t.database.db,
      sql`select to_char(registration_date, 'YYYY-MM-DD') as d, players as n
          from booking_day_places where players <> 0 order by 1`,
    );
    const summed = await queryRows<{ d: string; n: number }>(
      t.database.db,
      sql`select to_char(registration_date, 'YYYY-MM-DD') as d, sum(team_member_count)::int as n from bookings
          where deleted_at is null and status = 'active' and is_payment_successful group by 1 order by 1`,
    );
    expect(kept.map((r) => ({ ...r, n: Number(r.n) }))).toEqual(summed.map((r) => ({ ...r, n: Number(r.n) })));
  }

  it('stays exact through payment, cancellation, team size, date moves, soft and hard deletes', async () => {
    const db = t.database.db;
    const rows = await db
      .insert(bookings)
      .values(
        Array.from({ length: 30 }, (_, i) =>
          bookingValues({
            registrationDate: `2026-07-${String(1 + (i % 5)).padStart(2, '0')}`,
            isPaymentSuccessful: i % 3 !== 0,
            status: i % 7 === 0 ? 'cancelled' : 'active',
            deletedAt: i % 11 === 0 ? new Date() : null,
          }),
        ),
      )
      .returning({ id: bookings.id, isPaymentSuccessful: bookings.isPaymentSuccessful });
    await placesMatch();

    const unpaid = rows.filter((r) => !r.isPaymentSuccessful).map((r) => r.id);
    const paid = rows.filter((r) => r.isPaymentSuccessful).map((r) => r.id);
    const [first, second, third, fourth, fifth, sixth] = paid as [string, string, string, string, string, string];
    await db
      .update(bookings)
      .set({ isPaymentSuccessful: true })
      .where(inArray(bookings.id, unpaid.slice(0, 3)));
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first));
    await db.update(bookings).set({ teamMemberCount: 8 }).where(eq(bookings.id, second));
    await db.update(bookings).set({ registrationDate: '2026-08-15' }).where(eq(bookings.id, third));
    await db
      .update(bookings)
      .set({ registrationDate: '2026-06-30', teamMemberCount: 3 })
      .where(eq(bookings.id, fourth));
    await db.update(bookings).set({ deletedAt: new Date() }).where(eq(bookings.id, fifth));
    // A deleted booking changed afterwards stays out of the places.
    await db.update(bookings).set({ teamMemberCount: 6, registrationDate: '2026-09-01' }).where(eq(bookings.id, fifth));
    // Changes that do not touch date, players, status, payment or liveness leave the places alone.
    await db.update(bookings).set({ fullName: 'Renamed' }).where(eq(bookings.id, sixth));
    await db.delete(bookings).where(eq(bookings.id, sixth));
    await placesMatch();
  });

  it('lets two bookings move between two dates in opposite directions at once', async () => {
    const db = t.database.db;
    const pair = await db
      .insert(bookings)
      .values([bookingValues({ registrationDate: '2026-10-01' }), bookingValues({ registrationDate: '2026-10-02' })])
      .returning({ id: bookings.id });
    const [x, y] = pair.map((r) => r.id) as [string, string];
    await Promise.all([
      db.update(bookings).set({ registrationDate: '2026-10-02' }).where(eq(bookings.id, x)),
      db.update(bookings).set({ registrationDate: '2026-10-01' }).where(eq(bookings.id, y)),
    ]);
    await placesMatch();
  });

  it('is emptied when the bookings are truncated', async () => {
    const db = t.database.db;
    await db.insert(bookings).values([bookingValues({ registrationDate: '2026-10-01' })]);
    await db.execute(sql`truncate bookings cascade`);
    expect(await db.select().from(bookingDayPlaces).where(sql`players <> 0`)).toEqual([]);
  });
});
