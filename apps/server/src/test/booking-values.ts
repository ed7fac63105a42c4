import type { DbOrTx } from '../db/client.js';
import { bookings } from '../db/schema.js';
import type { NewBooking } from '../modules/bookings/bookings.repository.js';

let sequence = 0;

/**
 * A booking row for a direct insert, with sensible defaults: every call gets a new name and
 * e-mail and a later `createdAt`. Overrides may depend on the call's number.
 */
export function bookingValues(
  overrides: Partial<NewBooking> | ((sequence: number) => Partial<NewBooking>) = {},
): NewBooking {
  sequence++;
  return {
    fullName: `Guest ${sequence}`,
    email: `guest${sequence}@example.com`,
    teamMemberCount: 2 + (sequence % 5),
    registrationDate: '2026-07-01',
    amountPence: 4000,
    isPaymentSuccessful: true,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, sequence)),
    ...(typeof overrides === 'function' ? overrides(sequence) : overrides),
  };
}

/** Inserts a booking (`bookingValues` with `overrides`) directly and answers its id. */
export async function insertBooking(db: DbOrTx, overrides: Partial<NewBooking>): Promise<string> {
  const [row] = await db.insert(bookings).values(bookingValues(overrides)).returning({ id: bookings.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}
