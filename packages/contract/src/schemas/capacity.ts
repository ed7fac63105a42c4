import { z } from 'zod';
import { AVAILABILITY_MAX_DAYS, CAPACITY_MAX, DATE_CAPACITY_MIN, DEFAULT_CAPACITY_MIN } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { isoDateSchema } from './common.js';

const m = MESSAGES.dates;
const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (wire dates). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** GET /api/date/availability: a range of at most AVAILABILITY_MAX_DAYS days. */
export const availabilityQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema }).refine(
  ({ from, to }) => {
    const days = daysInRange(from, to);
    return days >= 1 && days <= AVAILABILITY_MAX_DAYS;
  },
  { message: m.availabilityRange, path: ['to'] },
);

export const dayAvailabilitySchema = z.object({
  date: isoDateSchema,
  remaining: z.number().int(),
  locked: z.boolean(),
});
export type DayAvailabilityView = z.infer<typeof dayAvailabilitySchema>;
export const availabilityResponseSchema = z
  .object({ days: z.array(dayAvailabilitySchema) })
  .meta({ id: 'Availability' });
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

const capacityNumber = (min: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(CAPACITY_MAX, message);

export const defaultCapacityRequestSchema = z.object({
  defaultCapacity: capacityNumber(DEFAULT_CAPACITY_MIN, m.defaultCapacityRange),
});

export const dateCapacityRequestSchema = z.object({ capacity: capacityNumber(DATE_CAPACITY_MIN, m.dateCapacityRange) });

export const dateParamsSchema = z.object({ date: isoDateSchema });

/**
 * GET /api/date/capacity: the stored default and the dates from today on with their own
 * capacity, each with the players holding places on it (`taken`).
 */
export const capacityResponseSchema = z
  .object({
    defaultCapacity: z.number().int(),
    overrides: z.array(z.object({ date: isoDateSchema, capacity: z.number().int(), taken: z.number().int() })),
  })
  .meta({ id: 'Capacity' });
export type CapacityResponse = z.infer<typeof capacityResponseSchema>;

/** GET /api/date/capacity/{date}: one date's places, for the staff dialogs' "date is full" warning. */
export const dateCapacityResponseSchema = z
  .object({
    date: isoDateSchema,
    capacity: z.number().int(),
    taken: z.number().int(),
    remaining: z.number().int(),
    locked: z.boolean(),
  })
  .meta({ id: 'DateCapacity' });
export type DateCapacityResponse = z.infer<typeof dateCapacityResponseSchema>;
