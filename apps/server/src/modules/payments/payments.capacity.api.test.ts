import { API, MESSAGES } from '@seaside/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bookings, paymentSessions } from '../../db/schema.js';
import { bookingValues } from '../../test/booking-values.js';
import { checkoutBody } from '../../test/checkout-values.js';
import { remainingOn, setCapacity } from '../../test/places.js';
import { type TestApp, useAdminTestApp, useTwoInstances } from '../../test/test-app.js';
import { OPEN_CHECKOUTS_PER_ADDRESS } from './payments.service.js';

let visitor = 0;

/**
 * A checkout of another visitor each call: a fresh client address keeps the checkout rate limit
 * out of these tests, and a fresh e-mail keeps each visitor's hold (a visitor's next checkout for
 * a date supersedes their open one).
 */
function checkout(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  visitor++;
  return app.inject({
    method: 'POST',
    url: API.payment.checkout,
    payload: checkoutBody({ email: `visitor${visitor}@example.com`, ...overrides }),
    remoteAddress: `10.9.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`,
  });
}

const players = (size: number) => ({ teamMemberCount: size, amount: size * 10 });

describe('checkout: adults only (booking-lifecycle.md section 3)', () => {
  const { t } = useAdminTestApp();

  const bookingOf = async (checkoutUrl: string) => {
    const providerSessionId = checkoutUrl.split('/').pop() as string;
    const [row] = await t.database.db
      .select({ adultsConfirmedAt: bookings.adultsConfirmedAt })
      .from(bookings)
      .innerJoin(paymentSessions, eq(paymentSessions.bookingId, bookings.id))
      .where(eq(paymentSessions.providerSessionId, providerSessionId));
    return row;
  };

  it('refuses adultsConfirmed: false with 400 "Every player must be 18 or over."', async () => {
    const res = await checkout(t.app, { adultsConfirmed: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Every player must be 18 or over.',
      code: 'VALIDATION',
      errors: { adultsConfirmed: 'Every player must be 18 or over.' },
    });
    expect(await t.database.db.select().from(bookings)).toHaveLength(0);
  });

  it('refuses a non-boolean confirmation with the same text', async () => {
    const res = await checkout(t.app, { adultsConfirmed: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.booking.adultsRequired);
  });

  it('stores when the confirmation was given', async () => {
    const res = await checkout(t.app, { adultsConfirmed: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await bookingOf(res.json().checkoutUrl))?.adultsConfirmedAt).toEqual(t.clock.now());
  });

  it('accepts a payload without the field (older clients), storing no confirmation', async () => {
    const res = await checkout(t.app);
    expect(res.statusCode, res.body).toBe(200);
    expect((await bookingOf(res.json().checkoutUrl))?.adultsConfirmedAt).toBeNull();
  });
});

describe('checkout: capacity per date (booking-lifecycle.md section 2)', () => {
  const { t } = useAdminTestApp({ env: { DAILY_CAPACITY: '10' } });

  it('refuses a group that does not fit with 409 SOLD_OUT and how many places are left', async () => {
    const day = '2026-07-10';
    expect((await checkout(t.app, { registrationDate: day, ...players(8) })).statusCode).toBe(200);
    const res = await checkout(t.app, { registrationDate: day, ...players(3) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Sorry, only 2 places are left on 10/07/2026.', code: 'SOLD_OUT' });
    expect((await checkout(t.app, { registrationDate: day, ...players(2) })).statusCode).toBe(200);
    const full = await checkout(t.app, { registrationDate: day, ...players(2) });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: 'Sorry, 10/07/2026 is fully booked.', code: 'SOLD_OUT' });
  });

  it('uses the date’s own capacity instead of the default', async () => {
    const day = '2026-07-11';
    await setCapacity(t, day, 4);
    expect((await checkout(t.app, { registrationDate: day, ...players(4) })).statusCode).toBe(200);
    expect((await checkout(t.app, { registrationDate: day, ...players(2) })).json().code).toBe('SOLD_OUT');
  });

  it('keeps a locked date closed whatever its capacity', async () => {
    const day = '2026-07-12';
    await setCapacity(t, day, 50);
    const auth = await t.adminAuth();
    await t.app.inject({ method: 'POST', url: API.date.lock, headers: auth, payload: { lockedDate: day } });
    const res = await checkout(t.app, { registrationDate: day });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.booking.dateLocked);
  });

  it('frees the places held by a checkout when its payment session is cancelled', async () => {
    const day = '2026-07-13';
    const res = await checkout(t.app, { registrationDate: day, ...players(6) });
    expect(await remainingOn(t, day)).toBe(4);
    const id = res.json().checkoutUrl.split('/').pop();
    expect((await t.app.inject({ method: 'POST', url: `/checkout/${id}/cancel` })).statusCode).toBeLessThan(400);
    expect(await remainingOn(t, day)).toBe(10);
    expect((await checkout(t.app, { registrationDate: day, ...players(10) })).statusCode).toBe(200);
  });

  it('frees the places held by a checkout when its payment session expires', async () => {
    const day = '2026-07-14';
    await checkout(t.app, { registrationDate: day, ...players(10) });
    expect((await checkout(t.app, { registrationDate: day, ...players(2) })).json().code).toBe('SOLD_OUT');
    t.clock.advance(31 * 60 * 1000);
    expect(await remainingOn(t, day)).toBe(10);
    expect((await checkout(t.app, { registrationDate: day, ...players(2) })).statusCode).toBe(200);
  });

  it("supersedes a visitor's open checkout for the date with their new one: the old page cannot take a second payment", async () => {
    const day = '2026-07-16';
    const same = { registrationDate: day, email: 'back.again@example.com', ...players(6) };
    const first = (await checkout(t.app, same)).json().checkoutUrl.split('/').pop();
    const other = (await checkout(t.app, { registrationDate: day, ...players(2) })).json().checkoutUrl.split('/').pop();
    expect(await remainingOn(t, day)).toBe(2);

    // Back from the payment page, the same visitor starts again: their first hold is not in the way.
    const again = await checkout(t.app, { ...same, email: 'Back.Again@example.com', ...players(8) });
    expect(again.statusCode, again.body).toBe(200);
    expect(await remainingOn(t, day)).toBe(0);
    const page = await t.app.inject({ method: 'GET', url: `/checkout/${first}` });
    expect(page.body).toContain('This checkout was cancelled');
    await t.app.inject({ method: 'POST', url: `/checkout/${first}/pay` });
    const sessions = await t.database.db
      .select({ id: paymentSessions.providerSessionId, status: paymentSessions.status })
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, first));
    expect(sessions).toEqual([{ id: first, status: 'cancelled' }]);
    // Another visitor's checkout of the date is theirs: still open, still payable.
    expect((await t.app.inject({ method: 'POST', url: `/checkout/${other}/pay` })).statusCode).toBe(303);
  });

  it("supersedes the visitor's open checkout of another date too: Back to pick another date frees the first", async () => {
    const visitorEmail = { email: 'changed.mind@example.com', ...players(4) };
    const first = (await checkout(t.app, { registrationDate: '2026-07-17', ...visitorEmail })).json().checkoutUrl;
    expect(await remainingOn(t, '2026-07-17')).toBe(6);
    expect((await checkout(t.app, { registrationDate: '2026-07-18', ...visitorEmail })).statusCode).toBe(200);
    expect(await remainingOn(t, '2026-07-17')).toBe(10);
    expect(await remainingOn(t, '2026-07-18')).toBe(6);
    const page = await t.app.inject({ method: 'GET', url: `/checkout/${first.split('/').pop()}` });
    expect(page.body).toContain('This checkout was cancelled');
  });

  it('keeps the places of a paid booking after its session has ended', async () => {
    const day = '2026-07-15';
    const res = await checkout(t.app, { registrationDate: day, ...players(5) });
    const id = res.json().checkoutUrl.split('/').pop();
    expect((await t.app.inject({ method: 'POST', url: `/checkout/${id}/pay` })).statusCode).toBe(303);
    t.clock.advance(31 * 60 * 1000);
    expect(await remainingOn(t, day)).toBe(5);
  });
});

/** 20 groups of 2 race for the last 3 places: exactly one fits. */
async function raceForLastPlaces(t: TestApp, apps: FastifyInstance[], day: string) {
  await setCapacity(t, day, 10);
  await t.database.db.insert(bookings).values(bookingValues({ registrationDate: day, teamMemberCount: 7 }));
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      checkout(apps[i % apps.length] as FastifyInstance, {
        registrationDate: day,
        email: `racer${i}@example.com`,
        ...players(2),
      }),
    ),
  );
  expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  const refused = results.filter((r) => r.statusCode !== 200);
  expect(refused).toHaveLength(19);
  for (const r of refused) {
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({
      message: `Sorry, only 1 places are left on ${day.split('-').reverse().join('/')}.`,
      code: 'SOLD_OUT',
    });
  }
  expect(await remainingOn(t, day)).toBe(1);
}

describe('never oversold: concurrent checkouts on one server', () => {
  const { t } = useAdminTestApp();

  it('lets exactly the groups that fit through', async () => {
    await raceForLastPlaces(t, [t.app], '2026-08-01');
  });
});

/** On PGlite the second instance shares the one embedded database; on PostgreSQL it has its own pool, as a second process would. */
describe('never oversold: concurrent checkouts on two servers of one database', () => {
  const { t, second } = useTwoInstances();

  it('lets exactly the groups that fit through', async () => {
    await raceForLastPlaces(t, [t.app, second.app], '2026-08-02');
  });

  it('holds one address to its open checkouts when it sends many at once to both', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? second : t).app.inject({
          method: 'POST',
          url: API.payment.checkout,
          payload: checkoutBody({ email: `burst${i}@example.com`, registrationDate: `2026-08-${10 + i}` }),
          remoteAddress: '198.51.100.7',
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(OPEN_CHECKOUTS_PER_ADDRESS);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(8 - OPEN_CHECKOUTS_PER_ADDRESS);
    const stored = await t.database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.clientAddress, '198.51.100.7'));
    expect(stored).toHaveLength(OPEN_CHECKOUTS_PER_ADDRESS);
  });
});
