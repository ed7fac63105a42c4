import { z } from 'zod';
import { isoDateSchema } from './common.js';

/** booking-lifecycle.md sections 4 and 5. */
export const BOOKING_STATUSES = ['active', 'cancelled'] as const;
export const REFUND_STATUSES = ['none', 'pending', 'refunded', 'failed'] as const;

/**
 * A manage token (the server makes 64 hex characters): any other text of a sensible length is an
 * unknown token, answered 404 like booking-lifecycle.md section 4 says; only a longer one is 400.
 */
export const manageTokenParamsSchema = z.object({ token: z.string().min(1).max(128) });

export const manageBookingResponseSchema = z
  .object({
    booking: z.object({
      fullName: z.string(),
      email: z.string(),
      registrationDate: isoDateSchema,
      teamMemberCount: z.number().int(),
      /** Pounds paid. */
      amount: z.number(),
      status: z.enum(BOOKING_STATUSES),
      refundStatus: z.enum(REFUND_STATUSES),
    }),
    canChangeDate: z.boolean(),
    canCancel: z.boolean(),
    /** ISO timestamps: until when the customer may move, and cancel with a refund. */
    changeDeadline: z.string(),
    cancelDeadline: z.string(),
  })
  .meta({ id: 'ManageBooking' });
export type ManageBookingResponse = z.infer<typeof manageBookingResponseSchema>;

export const manageChangeDateRequestSchema = z.object({ registrationDate: isoDateSchema });

export const manageCancelResponseSchema = z
  .object({ message: z.string(), refundAmount: z.number() })
  .meta({ id: 'ManageCancelResponse' });
export type ManageCancelResponse = z.infer<typeof manageCancelResponseSchema>;
