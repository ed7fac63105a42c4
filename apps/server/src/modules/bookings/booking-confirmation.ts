import type { AppDeps } from '../../app-deps.js';
import { retryOnUniqueViolation } from '../../core/db-errors.js';
import type { DbOrTx } from '../../db/client.js';
import { BOOKING_CODE_CONSTRAINT } from '../../db/schema.js';
import type { BookingForMail, BookingMailInput } from '../mail/mail.service.js';
import { issueAccessCredentials } from './access-credentials.js';
import { type BookingRow, insertBooking, markPaidIfUnpaid, type NewBooking } from './bookings.repository.js';

export function bookingForMail(b: BookingRow): BookingForMail {
  if (!b.accessToken || !b.accessCode) throw new Error(`booking ${b.id} has no access credentials`);
  return {
    ...bookingMailInput(b),
    accessToken: b.accessToken,
    accessCode: b.accessCode,
  };
}

export function bookingMailInput(b: BookingRow): BookingMailInput {
  return {
    bookingId: b.id,
    fullName: b.fullName,
    email: b.email,
    registrationDate: b.registrationDate,
    teamMemberCount: b.teamMemberCount,
    amountPence: b.amountPence,
    manageToken: b.manageToken,
    calendarSequence: b.calendarSequence,
  };
}

/** A booking cancelled or deleted: paid late, it gets no access and no mails, and its money back. */
export function isWithdrawn(booking: Pick<BookingRow, 'status' | 'deletedAt'>): boolean {
  return booking.status === 'cancelled' || booking.deletedAt !== null;
}

/**
 * A payment that arrived after its booking was cancelled or deleted (and is refunded for that):
 * confirming a booking gives it its access token at once, so a paid, withdrawn booking without
 * one was never confirmed.
 */
export function isPaidAfterWithdrawal(
  booking: Pick<BookingRow, 'status' | 'deletedAt' | 'isPaymentSuccessful' | 'accessToken'>,
): boolean {
  return isWithdrawn(booking) && booking.isPaymentSuccessful && booking.accessToken === null;
}

/**
 * Confirms a paid booking exactly once: the conditional update lets only the first caller
 * through, and in the same transaction it gets its access token and code and its mails are
 * queued. Returns the booking when this call confirmed it, undefined when it already was.
 * `onConfirmed` runs inside the transaction (e.g. to mark the payment session paid).
 */
export async function confirmPaidBooking(
  deps: AppDeps,
  bookingId: string,
  onConfirmed?: (tx: DbOrTx, booking: BookingRow) => Promise<void>,
): Promise<BookingRow | undefined> {
  return retryOnUniqueViolation(
    () =>
      deps.database.db.transaction(async (tx) => {
        const now = deps.clock.now();
        const paid = await markPaidIfUnpaid(tx, bookingId, now);
        if (!paid) return undefined;
        // Paid after it was withdrawn (the payer was still on the provider's page): `onConfirmed`
        // sees it and pays the money back.
        if (isWithdrawn(paid)) {
          await onConfirmed?.(tx, paid);
          return paid;
        }
        const booking = await issueAccessCredentials(tx, paid, now);
        await deps.mail.queueBookingConfirmed(tx, bookingForMail(booking));
        await onConfirmed?.(tx, booking);
        return booking;
      }),
    BOOKING_CODE_CONSTRAINT,
  );
}

/**
 * A booking that needs no payment (added by staff): created with its credentials and mails in
 * one transaction. `inTx` runs inside it (e.g. the audit record).
 */
export async function createConfirmedBooking(
  deps: AppDeps,
  values: NewBooking,
  inTx?: (tx: DbOrTx, booking: BookingRow) => Promise<void>,
): Promise<BookingRow> {
  return retryOnUniqueViolation(
    () =>
      deps.database.db.transaction(async (tx) => {
        const now = deps.clock.now();
        const created = await insertBooking(tx, { ...values, createdAt: now, updatedAt: now });
        const booking = await issueAccessCredentials(tx, created, now);
        await deps.mail.queueBookingConfirmed(tx, bookingForMail(booking));
        await inTx?.(tx, booking);
        return booking;
      }),
    BOOKING_CODE_CONSTRAINT,
  );
}
