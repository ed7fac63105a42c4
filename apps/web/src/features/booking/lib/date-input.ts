import { DATE_PICKER_MAX, DATE_PICKER_MIN, displayDate, MESSAGES } from '@seaside/contract';

const m = MESSAGES.booking;
export const INVALID_DATE_MESSAGE = 'Enter a valid date (DD/MM/YYYY).';

/** What a visitor types between the parts of a date. */
const SEPARATOR = /[-/. ]/;

/**
 * The digits of typed text in fields of the given widths. A field ends when it is full or when a
 * separator is typed after it, which pads a one-digit day or month ("7/" → "07/"); the last field
 * is '' right after such a separator, so the separator stays on screen.
 */
function splitFields(text: string, widths: readonly number[]): string[] {
  const fields = [''];
  for (const char of text) {
    const last = fields.length - 1;
    const field = fields[last] ?? '';
    const more = fields.length < widths.length;
    if (/\d/.test(char)) {
      if (field.length < (widths[last] ?? 0)) fields[last] = field + char;
      else if (more) fields.push(char);
    } else if (SEPARATOR.test(char) && field !== '' && more) {
      fields[last] = field.padStart(2, '0');
      fields.push('');
    }
  }
  return fields;
}

/**
 * The text from the year on when the date starts with one (YYYY-MM-DD), or null. Typed, a year's
 * four digits show as a day and a month ("20/26") until the separator after them: a year of
 * 1900..2099 whose last two digits cannot be a month is a year.
 */
function yearFirst(text: string): string | null {
  if (/^\d{4}[-/. ]/.test(text)) return text;
  const typed = /^(19|20)\/(\d\d)([-/. ])$/.exec(text);
  return typed && Number(typed[2]) > 12 ? `${typed[1]}${typed[2]}${typed[3]}` : null;
}

/**
 * What the date field shows for what the visitor typed or pasted: DD/MM/YYYY, the slashes added
 * as the day and the month are complete (plain digits: at most eight, DDMMYYYY). A separator
 * typed after a one-digit day or month pads it (7/12/2026); a date typed year first shows as typed
 * ("2026-12-0") until its day is complete, then as DD/MM/YYYY.
 */
export function formatDateTyping(raw: string): string {
  const text = raw.trimStart();
  const isoText = yearFirst(text);
  if (isoText === null) return splitFields(text, [2, 2, 4]).join('/');
  const fields = splitFields(isoText, [4, 2, 2]);
  const [year, month, day = ''] = fields;
  return day.length === 2 ? `${day}/${month}/${year}` : fields.join('-');
}

/** DD/MM/YYYY → YYYY-MM-DD, or null when the text is not a whole, existing calendar date. */
export function parseDisplayDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** YYYY-MM-DD → DD/MM/YYYY. */
export function toDisplayDate(iso: string): string {
  const [yyyy, mm, dd] = iso.split('-');
  return `${dd}/${mm}/${yyyy}`;
}

/** Dates that cannot be booked (YYYY-MM-DD), each with the reason the field shows. */
export type ClosedDates = ReadonlyMap<string, string>;

/** Locked dates say so; full ones (booking-lifecycle.md section 2) say they are fully booked. */
export function closedDates(lockedDates: readonly string[], fullDates: readonly string[]): ClosedDates {
  return new Map([
    ...fullDates.map((date) => [date, m.soldOutNone(displayDate(date))] as const),
    ...lockedDates.map((date) => [date, m.dateLocked] as const),
  ]);
}

/**
 * Why the date field's text is not an acceptable date of adventure (product spec section 5: no
 * past dates, locked and full dates refused, 1900-01-01..2099-12-31), or undefined when it is.
 */
export function dateProblem(text: string, today: string, closed: ClosedDates): string | undefined {
  if (text.trim() === '') return m.dateRequired;
  const iso = parseDisplayDate(text);
  if (!iso || iso < DATE_PICKER_MIN || iso > DATE_PICKER_MAX) return INVALID_DATE_MESSAGE;
  if (iso < today) return m.datePast;
  return closed.get(iso);
}
