/** Calendar arithmetic in the venue's time zone (server-behaviour section 2). Dates are YYYY-MM-DD strings. */
import { TZDate } from '@date-fns/tz';
import { addDays as addCalendarDays, format, parseISO } from 'date-fns';

const DATE_FORMAT = 'yyyy-MM-dd';

/** The calendar date at the venue at `instant`. */
export function venueDate(instant: Date, timeZone: string): string {
  return format(new TZDate(instant, timeZone), DATE_FORMAT);
}

/**
 * The instant at which the venue's wall clock shows `date` `time` (HH:MM). A time the clock skips
 * (the hour a daylight-saving change jumps over) is read as the same time after the jump.
 */
export function venueInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime());
}

/** The instant the venue's `date` ends (its next midnight). */
export function venueDayEnd(date: string, timeZone: string): Date {
  return venueInstant(addDays(date, 1), '00:00', timeZone);
}

export function isPastDate(date: string, now: Date, timeZone: string): boolean {
  return date < venueDate(now, timeZone);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return format(addCalendarDays(parseISO(date), days), DATE_FORMAT);
}
