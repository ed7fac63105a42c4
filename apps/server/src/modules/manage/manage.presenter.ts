import type { ManageBookingResponse } from '@seaside/contract';
import type { BookingRow } from '../bookings/bookings.service.js';

/** The customer's view of their booking (never tokens, codes or payment internals). */
export function presentManagedBooking(
  b: BookingRow,
  rights: { canChangeDate: boolean; canCancel: boolean; change: Date; cancel: Date },
): ManageBookingResponse {
  return {
    booking: {
      fullName: b.fullName,
      email: b.email,
      registrationDate: b.registrationDate,
      teamMemberCount: b.teamMemberCount,
      amount: b.amountPence / 100,
      status: b.status,
      refundStatus: b.refundStatus,
    },
    canChangeDate: rights.canChangeDate,
    canCancel: rights.canCancel,
    changeDeadline: rights.change.toISOString(),
    cancelDeadline: rights.cancel.toISOString(),
  };
}
