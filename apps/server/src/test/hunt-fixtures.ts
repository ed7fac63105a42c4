import { API } from '@seaside/contract';
import { eq } from 'drizzle-orm';
import { bookings, messageConfigs } from '../db/schema.js';
import { createConfirmedBooking } from '../modules/bookings/booking-confirmation.js';
import type { BookingRow } from '../modules/bookings/bookings.repository.js';
import { PLAYER_COOKIE } from '../modules/hunt/player-cookie.js';
import type { TestApp } from './test-app.js';

let counter = 0;

/** A confirmed booking (with access token and code) for `date`. */
export async function bookTeam(
  t: TestApp,
  date: string,
  overrides: { fullName?: string; teamMemberCount?: number; email?: string } = {},
): Promise<BookingRow & { accessToken: string; accessCode: string }> {
  counter++;
  const booking = await createConfirmedBooking(t.app.deps, {
    fullName: overrides.fullName ?? `Team Leader ${counter}`,
    email: overrides.email ?? `leader${counter}@example.com`,
    teamMemberCount: overrides.teamMemberCount ?? 4,
    registrationDate: date,
    bookingSource: 'DIRECT',
    amountPence: 4000,
    isPaymentSuccessful: true,
  });
  if (!booking.accessToken || !booking.accessCode) throw new Error('booking has no credentials');
  return booking as BookingRow & { accessToken: string; accessCode: string };
}

export async function softDelete(t: TestApp, bookingId: string): Promise<void> {
  await t.database.db.update(bookings).set({ deletedAt: t.clock.now() }).where(eq(bookings.id, bookingId));
}

/** Validates the token like the token screen does and returns the player cookie header. */
export async function playerCookie(t: Pick<TestApp, 'app'>, token: string): Promise<{ cookie: string }> {
  const res = await t.app.inject({ method: 'GET', url: API.access.validateToken(token) });
  const cookie = res.cookies.find((c) => c.name === PLAYER_COOKIE);
  if (!cookie) throw new Error(`no player cookie (status ${res.json().status})`);
  return { cookie: `${PLAYER_COOKIE}=${cookie.value}` };
}

export async function setConfig(
  t: TestApp,
  key: string,
  values: { value?: string; isActive?: boolean },
): Promise<void> {
  await t.database.db.update(messageConfigs).set(values).where(eq(messageConfigs.key, key));
}
