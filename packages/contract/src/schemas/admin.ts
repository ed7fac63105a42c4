import { z } from 'zod';
import {
  BOOKING_LIST_PAGE_SIZE,
  BOOKING_SOURCES,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  LOCKED_DATES_PAGE_SIZE,
  MAX_PARTICIPANTS_BOOKING,
  MIN_PARTICIPANTS_ADMIN,
  MOBILE_MAX_DIGITS,
  MOBILE_MIN_DIGITS,
  QUIZ_STATUSES,
} from '../constants.js';
import { MESSAGES } from '../messages.js';
import {
  DATE_RANGE_MESSAGE,
  dateFilterSchema,
  EMAIL_PATTERN,
  isCalendarDate,
  isDateInRange,
  isoDateSchema,
  wholeNumberSchema,
} from './common.js';
import { BOOKING_STATUSES, REFUND_STATUSES } from './manage.js';

const a = MESSAGES.admin;

export const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_MIN_DIGITS},${MOBILE_MAX_DIGITS}}$`);

export const loginRequestSchema = z.object({
  mobileNumber: z
    .string({ error: a.loginBothRequired })
    .trim()
    .min(1, a.loginBothRequired)
    .regex(MOBILE_PATTERN, a.mobileInvalid),
  password: z.string({ error: a.loginBothRequired }).min(1, a.loginBothRequired).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const accessTokenResponseSchema = z.object({ accessToken: z.string() }).meta({ id: 'AccessTokenResponse' });
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;

export const bookingRecordSchema = z
  .object({
    _id: z.string(),
    fullName: z.string(),
    email: z.string(),
    isPaymentSuccessful: z.boolean(),
    registrationDate: isoDateSchema,
    teamMemberCount: z.number().int(),
    accessCode: z.string().optional(),
    quizStatus: z.enum(QUIZ_STATUSES),
    bookingSource: z.enum(BOOKING_SOURCES),
    createdAt: z.string(),
    /** The team's name on the leaderboard (shown to staff even when hidden); null when it chose none. */
    leaderboardName: z.string().nullable(),
    /** Whether staff took the entry off the board (false when there is no name). */
    leaderboardHidden: z.boolean(),
    /** Pounds charged (0 for participants added by staff). */
    amount: z.number(),
    status: z.enum(BOOKING_STATUSES),
    refundStatus: z.enum(REFUND_STATUSES),
    /** Pounds paid back. */
    refundedAmount: z.number(),
    /** The provider's reason when the refund failed for good. */
    refundFailureReason: z.string().nullable(),
  })
  .meta({ id: 'BookingRecord' });
export type BookingRecord = z.infer<typeof bookingRecordSchema>;

export const QUIZ_STATUS_FILTERS = ['', 'all', ...QUIZ_STATUSES] as const;
export type QuizStatusFilter = (typeof QUIZ_STATUS_FILTERS)[number];

export const userListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(BOOKING_LIST_PAGE_SIZE),
  quizStatusFilter: z.enum(QUIZ_STATUS_FILTERS).optional(),
  /** Empty (`registrationDate=`, as operations.md writes the export's query) is no filter. */
  registrationDate: dateFilterSchema,
});

export const userListResponseSchema = z
  .object({ users: z.array(bookingRecordSchema), total: z.number().int() })
  .meta({ id: 'UserListResponse' });
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/** Accepts YYYY-MM-DD or a full ISO date-time ("sent as a date"); the date part is kept. */
export const looseDateSchema = z
  .string({ error: 'Date is required' })
  .transform((v) => (/^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v))
  .refine(isCalendarDate, { message: 'Use a real date written YYYY-MM-DD.' })
  .refine(isDateInRange, { message: DATE_RANGE_MESSAGE });

export const createParticipantRequestSchema = z.object({
  fullName: z
    .string({ error: a.fullNameRequired })
    .trim()
    .min(1, a.fullNameRequired)
    .max(FULL_NAME_MAX_LENGTH)
    // Staff may type any printable name (teams, partners); control, invisible and direction marks would reach mails and screens.
    .regex(/^[^\p{C}]+$/u, a.fullNameInvalid),
  email: z
    .string({ error: a.emailRequired })
    .trim()
    .min(1, a.emailRequired)
    .max(EMAIL_MAX_LENGTH, a.emailInvalid)
    .regex(EMAIL_PATTERN, a.emailInvalid),
  teamMemberCount: wholeNumberSchema({
    min: MIN_PARTICIPANTS_ADMIN,
    max: MAX_PARTICIPANTS_BOOKING,
    required: a.teamMemberCountMinimum,
    invalid: a.teamMemberCountWholeNumber,
    tooSmall: a.teamMemberCountMinimum,
    tooLarge: a.teamMemberCountMaximum,
  }),
  registrationDate: looseDateSchema,
  bookingSource: z.enum(BOOKING_SOURCES, { error: a.bookingSourceRequired }),
});
export type CreateParticipantRequest = z.input<typeof createParticipantRequestSchema>;

export const cancelBookingRequestSchema = z.object({ refund: z.boolean() });

export const updateUserRequestSchema = z.object({ registrationDate: looseDateSchema });

/** `mobileNumber` is accepted on date calls (the spec sends it) but never used for identity. */
const ignoredMobile = z.string().max(64).optional();

export const dateListQuerySchema = z.object({
  mobileNumber: ignoredMobile,
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(LOCKED_DATES_PAGE_SIZE),
});
export const dateListResponseSchema = z
  .object({ lockedDates: z.array(isoDateSchema), totalPages: z.number().int(), total: z.number().int() })
  .meta({ id: 'LockedDateList' });
export type DateListResponse = z.infer<typeof dateListResponseSchema>;

export const lockDateRequestSchema = z.object({ lockedDate: looseDateSchema, mobileNumber: ignoredMobile });
export const deleteDateRequestSchema = z.object({ date: looseDateSchema, mobileNumber: ignoredMobile });

/** The export takes the list's filters, without paging (operations.md section 5). */
export const userExportQuerySchema = userListQuerySchema.pick({ quizStatusFilter: true, registrationDate: true });
