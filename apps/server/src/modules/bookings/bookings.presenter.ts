import type { BookingRecord } from '@seaside/contract';
import type { BookingListRow } from './bookings.repository.js';

/**
 * A booking as the admin list shows it, with the team's leaderboard name (or null). Never the
 * access token, never payment internals.
 */
export function presentBooking(row: BookingListRow, leaderboardName: string | null): BookingRecord {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    isPaymentSuccessful: row.isPaymentSuccessful,
    registrationDate: row.registrationDate,
    teamMemberCount: row.teamMemberCount,
    ...(row.accessCode ? { accessCode: row.accessCode } : {}),
    quizStatus: row.quizStatus,
    bookingSource: row.bookingSource,
    createdAt: row.createdAt.toISOString(),
    leaderboardName,
    amount: row.amountPence / 100,
    status: row.status,
    refundStatus: row.refundStatus,
    refundedAmount: row.refundedAmountPence / 100,
    refundFailureReason: row.refundFailureReason,
  };
}

/** The audit snapshot of a booking: what an admin may change, no secrets. */
export function auditSnapshot(row: BookingListRow & { deletedAt?: Date | null }) {
  return {
    fullName: row.fullName,
    email: row.email,
    registrationDate: row.registrationDate,
    teamMemberCount: row.teamMemberCount,
    bookingSource: row.bookingSource,
    isPaymentSuccessful: row.isPaymentSuccessful,
    accessCode: row.accessCode ?? null,
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
    status: row.status,
    refundStatus: row.refundStatus,
    refundedAmountPence: row.refundedAmountPence,
  };
}
