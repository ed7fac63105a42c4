import { z } from 'zod';
import { DATE_PICKER_MAX, DATE_PICKER_MIN } from '../constants.js';

/** Error body of every 4xx/5xx answer: one message, optional code and field errors. */
export const errorResponseSchema = z
  .object({
    message: z.string(),
    code: z.string().optional(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The spec's "simple {email} pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when `value` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Dates outside the calendar's range (product spec section 5) are refused everywhere. */
export const DATE_RANGE_MESSAGE = `Use a date from ${DATE_PICKER_MIN} to ${DATE_PICKER_MAX}.`;
export const isDateInRange = (value: string) => value >= DATE_PICKER_MIN && value <= DATE_PICKER_MAX;

export const isoDateSchema = z
  .string({ error: 'Use a real date written YYYY-MM-DD.' })
  .refine(isCalendarDate, { message: 'Use a real date written YYYY-MM-DD.' })
  .refine(isDateInRange, { message: DATE_RANGE_MESSAGE })
  .meta({ example: '2026-12-24' });

/** A date filter of a query: absent or empty (`date=`, as a form submits an empty field) is no filter. */
export const dateFilterSchema = isoDateSchema.optional().or(z.literal('').transform(() => undefined));

export const idSchema = z.uuid({ message: 'Not a valid id.' });
export const idParamsSchema = z.object({ id: idSchema });

/** The words a whole-number field answers with, and its bounds. */
export interface WholeNumberRules {
  min: number;
  max: number;
  /** Absent or an empty field. */
  required: string;
  /** Not a whole number: a fraction, a word, `true`, a list. */
  invalid: string;
  tooSmall: string;
  tooLarge: string;
}

/**
 * A whole number within bounds, as JSON sends it (`3`) or as a form field holds it (`"3"`).
 * `z.coerce.number()` would also read `true`, `[3]` or an empty field as a number. The bounds are
 * checked after the union, so each gets its own words, and are repeated as metadata for the
 * OpenAPI document (which shows the union).
 */
export function wholeNumberSchema(rules: WholeNumberRules) {
  const digits = z
    .string()
    .trim()
    .regex(/^[+-]?\d+$/)
    .transform(Number);
  const blank = (input: unknown) => input === undefined || (typeof input === 'string' && input.trim() === '');
  return z
    .union([z.number(), digits], { error: (issue) => (blank(issue.input) ? rules.required : rules.invalid) })
    .pipe(z.number().int(rules.invalid).min(rules.min, rules.tooSmall).max(rules.max, rules.tooLarge))
    .meta({ minimum: rules.min, maximum: rules.max });
}

/** Query booleans arrive as text. */
export const queryBooleanSchema = z.enum(['true', 'false']).transform((v) => v === 'true');
