import { describe, expect, it } from 'vitest';
import { bookings, dateCapacities, lockedDates, paymentSessions } from '../../db/schema.js';
import { bookingValues } from '../../test/booking-values.js';
import { useAdminTestApp } from '../../test/test-app.js';

describe('places per date (booking-lifecycle.md section 2)', () => {
  const { t } = useAdminTestApp({ env: { DAILY_CAPACITY: '20' } });

  it('counts paid live bookings and open checkouts; cancelled, deleted and expired ones take nothing', async () => {
    const { db } = t.database;
    const day = '2026-07-01';
    const now = t.clock.now();
    const inAnHour = new Date(now.getTime() + 3_600_000);
    const anHourAgo = new Date(now.getTime() - 3_600_000);
    await db
      .insert(bookings)
      .values([
        bookingValues({ registrationDate: day, teamMemberCount: 4 }),
        bookingValues({ registrationDate: day, teamMemberCount: 3, status: 'cancelled' }),
        bookingValues({ registrationDate: day, teamMemberCount: 5, deletedAt: now }),
      ]);
    const [open, expired, cancelledSession] = await db
      .insert(bookings)
      .values([
        bookingValues({ registrationDate: day, teamMemberCount: 6, isPaymentSuccessful: false }),
        bookingValues({ registrationDate: day, teamMemberCount: 7, isPaymentSuccessful: false }),
        bookingValues({ registrationDate: day, teamMemberCount: 8, isPaymentSuccessful: false }),
      ])
      .returning();
    const session = (bookingId: string, status: 'open' | 'cancelled', expiresAt: Date) => ({
      bookingId,
      provider: 'local' as const,
      providerSessionId: `cs_${bookingId}`,
      status,
      amountPence: 1000,
      checkoutUrl: 'http://shop.test/pay',
      expiresAt,
    });
    await db
      .insert(paymentSessions)
      .values([
        session(open?.id ?? '', 'open', inAnHour),
        session(expired?.id ?? '', 'open', anHourAgo),
        session(cancelledSession?.id ?? '', 'cancelled', inAnHour),
      ]);
    await db.insert(dateCapacities).values({ date: '2026-07-02', capacity: 4 });
    await db.insert(lockedDates).values({ date: '2026-07-03' });

    const days = await t.app.services.bookings.availability(db, day, '2026-07-03');

    expect(days).toEqual([
      { date: '2026-07-01', capacity: 20, locked: false, taken: 10, remaining: 10 },
      { date: '2026-07-02', capacity: 4, locked: false, taken: 0, remaining: 4 },
      { date: '2026-07-03', capacity: 20, locked: true, taken: 0, remaining: 20 },
    ]);
  });
});

describe('holding places (booking-lifecycle.md section 2)', () => {
  const { t } = useAdminTestApp({ env: { DAILY_CAPACITY: '10' } });
  const day = '2026-08-01';
  const hold = (players: number) =>
    t.database.db.transaction(async (tx) => {
      await t.app.services.bookings.reservePlaces(tx, day, players);
      await tx.insert(bookings).values(bookingValues({ registrationDate: day, teamMemberCount: players }));
    });

  it('lets through exactly the groups that fit when they hold places at once', async () => {
    const results = await Promise.allSettled([3, 3, 3, 3, 3].map(hold));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.map((r) => (r as PromiseRejectedResult).reason.message)).toEqual([
      'Sorry, only 1 places are left on 01/08/2026.',
      'Sorry, only 1 places are left on 01/08/2026.',
    ]);
  });

  it('says the date is fully booked when nothing is left', async () => {
    await hold(1);
    await expect(hold(2)).rejects.toMatchObject({ code: 'SOLD_OUT', message: 'Sorry, 01/08/2026 is fully booked.' });
  });
});
