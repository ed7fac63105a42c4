/** Calendar arithmetic in the venue's time zone (server-behaviour section 2). Dates are YYYY-MM-DD strings. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function zonedParts(instant: Date, timeZone: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of partsFormatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return out;
}

/** The calendar date at the venue at `instant`. */
export function venueDate(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The instant at which the venue's wall clock shows `date` `time` (HH:MM). */
export function venueInstant(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(y, mo - 1, d, h, mi);
  // Two passes settle the zone offset, including on daylight-saving change days.
  let guess = wallAsUtc;
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(new Date(guess), timeZone);
    const shownAsUtc = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0);
    guess += wallAsUtc - shownAsUtc;
  }
  return new Date(guess);
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
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

function pad(n: number | undefined): string {
  return String(n ?? 0).padStart(2, '0');
}
