/**
 * Today at the venue as YYYY-MM-DD (server-behaviour section 2: every date rule uses the venue's
 * time zone), whatever zone the device is set to. `timeZone` is the runtime config's
 * `venueTimeZone`.
 */
export function venueToday(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
