import { randomInt } from 'node:crypto';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH } from '@seaside/contract';
import { randomToken } from '../../core/access-tokens.js';
import type { DbOrTx } from '../../db/client.js';
import { type BookingRow, liveCodesOnDate, setAccessCredentials } from './bookings.repository.js';

const CODE_SPACE = ACCESS_CODE_ALPHABET.length ** ACCESS_CODE_LENGTH;

/** A random 4-character code not in `taken` (uniform among the free ones). */
export function drawAccessCode(taken: Set<string>): string {
  if (taken.size >= CODE_SPACE) throw new Error('no free access code left on this date');
  for (;;) {
    let code = '';
    for (let i = 0; i < ACCESS_CODE_LENGTH; i++) code += ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)];
    if (!taken.has(code)) return code;
  }
}

/**
 * Gives a booking its access token (192 random bits, URL-safe) and a code unique on its date.
 * The partial unique index (date, code) is the final guard against a concurrent draw: the
 * caller's transaction then fails with a unique violation and is retried (see `isUniqueViolation`).
 */
export async function issueAccessCredentials(db: DbOrTx, booking: BookingRow, now: Date): Promise<BookingRow> {
  const taken = await liveCodesOnDate(db, booking.registrationDate, booking.id);
  return setAccessCredentials(db, booking.id, { accessToken: randomToken(24), accessCode: drawAccessCode(taken) }, now);
}
