import { API } from '@seaside/contract';
import { eq } from 'drizzle-orm';
import { bookings, paymentSessions } from '../db/schema.js';
import type { BookingRow } from '../modules/bookings/bookings.service.js';
import type { TestApp } from './test-app.js';

let address = 0;

/** The checkout of a visitor (a fresh client address each, clear of the rate limit); returns the provider's session id. */
export async function startCheckout(t: TestApp, overrides: Record<string, unknown> = {}): Promise<string> {
  address++;
  const res = await t.app.inject({
    method: 'POST',
    url: API.payment.checkout,
    remoteAddress: `10.77.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    payload: {
      email: 'ada@example.com',
      registrationDate: '2026-07-01',
      teamMemberCount: 4,
      fullName: 'Ada Lovelace',
      allowDuplicate: true,
      ...overrides,
    },
  });
  if (res.statusCode !== 200) throw new Error(`checkout answered ${res.statusCode}: ${res.body}`);
  return (res.json().checkoutUrl as string).split('/').pop() as string;
}

export async function bookingOfSession(t: TestApp, providerSessionId: string): Promise<BookingRow> {
  const [row] = await t.database.db
    .select({ booking: bookings })
    .from(paymentSessions)
    .innerJoin(bookings, eq(bookings.id, paymentSessions.bookingId))
    .where(eq(paymentSessions.providerSessionId, providerSessionId));
  if (!row) throw new Error(`no booking for session ${providerSessionId}`);
  return row.booking;
}

export async function bookingById(t: TestApp, id: string): Promise<BookingRow> {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`no booking ${id}`);
  return row;
}

/** A booking paid on the built-in checkout (local provider), as a visitor pays it. */
export async function paidLocalBooking(t: TestApp, overrides: Record<string, unknown> = {}): Promise<BookingRow> {
  const id = await startCheckout(t, overrides);
  const paid = await t.app.inject({ method: 'POST', url: `/checkout/${id}/pay` });
  if (paid.statusCode !== 303) throw new Error(`pay answered ${paid.statusCode}`);
  return bookingOfSession(t, id);
}
