import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  MAX_PARTICIPANTS_BOOKING,
  MIN_PARTICIPANTS_BOOKING,
} from '../constants.js';
import { MESSAGES } from '../messages.js';
import { EMAIL_PATTERN, isoDateSchema } from './common.js';

const m = MESSAGES.booking;

/** A name is "text": letters, with spaces, apostrophes, hyphens and dots between them. */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

export const fullNameSchema = z
  .string({ error: m.fullNameRequired })
  .trim()
  .min(1, m.fullNameRequired)
  .max(FULL_NAME_MAX_LENGTH, m.fullNameTooLong)
  .regex(NAME_PATTERN, m.fullNameInvalid);

export const bookingEmailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(EMAIL_MAX_LENGTH, m.emailInvalid)
  .regex(EMAIL_PATTERN, m.emailInvalid)
  // No control characters (NUL cannot even be stored in a PostgreSQL text column).
  .refine((v) => !/\p{Cc}/u.test(v), m.emailInvalid);

export { isAcceptableParticipantsInput } from '../participants-input.js';

/** The BOOK NOW form as the browser holds it. */
export const bookingFormSchema = z.object({
  participants: z
    .string()
    .min(1, m.participantsRequired)
    .refine((v) => v === '' || Number(v) >= MIN_PARTICIPANTS_BOOKING, m.participantsMinimum)
    .refine((v) => v === '' || Number(v) <= MAX_PARTICIPANTS_BOOKING, m.participantsMaximum),
  registrationDate: isoDateSchema.nullable().refine((v) => v !== null, m.dateRequired),
  fullName: fullNameSchema,
  email: bookingEmailSchema,
  adultsConfirmed: z.boolean().refine((v) => v, m.adultsRequired),
});
export type BookingFormValues = z.input<typeof bookingFormSchema>;

const AMOUNT_MESSAGE = 'The amount must be the price in pounds, or ?.';

/** POST /api/payment/checkout. `amount` is the total in pounds the page showed. */
export const checkoutRequestSchema = z.object({
  email: bookingEmailSchema,
  registrationDate: isoDateSchema,
  teamMemberCount: z
    .number({ error: (issue) => (issue.input === undefined ? m.participantsRequired : m.participantsWholeNumber) })
    .int(m.participantsWholeNumber)
    .min(MIN_PARTICIPANTS_BOOKING, m.participantsMinimum)
    .max(MAX_PARTICIPANTS_BOOKING, m.participantsMaximum),
  /** Product spec section 3: a number, or the string "?" when the page had no price to show (then unchecked). */
  amount: z
    .union([z.number(), z.literal('?'), z.string().regex(/^\d+(\.\d{1,2})?$/, AMOUNT_MESSAGE)], {
      error: AMOUNT_MESSAGE,
    })
    .transform((v) => (v === '?' ? undefined : Number(v)))
    .optional(),
  fullName: fullNameSchema,
  allowDuplicate: z.boolean().optional().default(false),
  /** booking-lifecycle.md section 3: false is refused; absent (older clients) is accepted. */
  adultsConfirmed: z
    .boolean({ error: m.adultsRequired })
    .refine((v) => v, m.adultsRequired)
    .optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({ checkoutUrl: z.string() }).meta({ id: 'CheckoutResponse' });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const verifySessionQuerySchema = z.object({
  sessionId: z.string({ error: 'sessionId is required.' }).min(1, 'sessionId is required.').max(255),
});

export const PAYMENT_VERIFY_STATUSES = ['paid', 'pending', 'failed'] as const;
export const verifySessionResponseSchema = z
  .object({ valid: z.boolean(), status: z.enum(PAYMENT_VERIFY_STATUSES) })
  .meta({ id: 'VerifySessionResponse' });
export type VerifySessionResponse = z.infer<typeof verifySessionResponseSchema>;

/** The booking calendar's closed dates: locked ones, and full ones (fewer than FULL_DATE_BELOW places left). */
export const publicLockedDatesResponseSchema = z.object({
  lockedDates: z.array(isoDateSchema),
  fullDates: z.array(isoDateSchema),
});
export type PublicLockedDatesResponse = z.infer<typeof publicLockedDatesResponseSchema>;

export const webhookResponseSchema = z.object({ received: z.boolean() });
