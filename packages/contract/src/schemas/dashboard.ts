import { z } from 'zod';
import { DASHBOARD_MAX_DAYS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { isoDateSchema } from './common.js';

/** The number of days from `from` to `to`, both included (wire dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** A period of venue dates, both included (operations.md section 2). */
export const summaryQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((q) => q.from <= q.to, { message: MESSAGES.dashboard.periodOrder, path: ['to'] })
  .refine((q) => daysBetween(q.from, q.to) <= DASHBOARD_MAX_DAYS, {
    message: MESSAGES.dashboard.periodTooLong,
    path: ['to'],
  });
export type SummaryQuery = z.infer<typeof summaryQuerySchema>;

export const summaryTotalsSchema = z.object({
  bookings: z.number().int(),
  players: z.number().int(),
  /** Paid in the period minus refunded in the period. */
  revenuePence: z.number().int(),
  refundsPence: z.number().int(),
  cancellations: z.number().int(),
  /** Teams that finished their hunt in the period. */
  completed: z.number().int(),
  /** Their average time from START to the last answer; null when none finished. */
  averageFinishSeconds: z.number().int().nullable(),
});

export const summaryWeekSchema = z.object({
  /** The Monday of the week (venue time); the first and last weeks count only the period's days. */
  weekStart: isoDateSchema,
  bookings: z.number().int(),
  players: z.number().int(),
  revenuePence: z.number().int(),
});
export type SummaryWeek = z.infer<typeof summaryWeekSchema>;

export const summaryDaySchema = z.object({
  date: isoDateSchema,
  /** Places taken (booking-lifecycle.md section 2). */
  players: z.number().int(),
  capacity: z.number().int(),
  locked: z.boolean(),
});
export type SummaryDay = z.infer<typeof summaryDaySchema>;

export const summaryResponseSchema = z
  .object({
    totals: summaryTotalsSchema,
    weeks: z.array(summaryWeekSchema),
    /** The next 30 days from today, whatever the period. */
    days: z.array(summaryDaySchema),
  })
  .meta({ id: 'OpsSummary' });
export type SummaryResponse = z.infer<typeof summaryResponseSchema>;
