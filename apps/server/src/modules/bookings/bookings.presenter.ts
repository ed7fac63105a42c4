import type { BookingRecord } from '@seaside/contract';
import type { LeaderboardName } from '../leaderboard/leaderboard.service.js';
import type { BookingListRow, ExportRow } from './bookings.repository.js';

/**
 * A booking as the admin list shows it, with the team's leaderboard name and whether staff hid it
 * (no name: null, not hidden). Never the access token, never payment internals.
 */
export function presentBooking(row: BookingListRow, leaderboard: LeaderboardName | undefined): BookingRecord {
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
    leaderboardName: leaderboard?.name ?? null,
    leaderboardHidden: leaderboard?.hidden ?? false,
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
    refundFailureReason: row.refundFailureReason ?? null,
  };
}

/** The export's columns, in order (operations.md section 5). */
export const EXPORT_HEADER = [
  'fullName',
  'email',
  'registrationDate',
  'teamMemberCount',
  'paymentStatus',
  'amount',
  'bookingSource',
  'accessCode',
  'quizStatus',
  'status',
  'refundStatus',
  'createdAt',
] as const;

/** A booking as one CSV record, in EXPORT_HEADER's order: the amount in pounds, times in ISO. */
export function presentExportRow(row: ExportRow): string[] {
  return [
    row.fullName,
    row.email,
    row.registrationDate,
    String(row.teamMemberCount),
    row.isPaymentSuccessful ? 'Paid' : 'Unpaid',
    (row.amountPence / 100).toFixed(2),
    row.bookingSource,
    row.accessCode ?? '',
    row.quizStatus,
    row.status,
    row.refundStatus,
    row.createdAt.toISOString(),
  ];
}
