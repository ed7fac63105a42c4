import { z } from 'zod';
import { isoDateSchema } from './common.js';

/** booking-lifecycle.md sections 4 and 5. */
export const BOOKING_STATUSES = ['active', 'cancelled'] as const;
export const REFUND_STATUSES = ['none', 'pending', 'refunded', 'failed'] as const;

/** A manage token: URL-safe, as the server makes them (the database's own random hex). */
export const manageTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) });

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
