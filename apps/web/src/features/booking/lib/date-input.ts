import { DATE_PICKER_MAX, DATE_PICKER_MIN, displayDate, MESSAGES } from '@seaside/contract';

const m = MESSAGES.booking;
export const INVALID_DATE_MESSAGE = 'Enter a valid date (DD/MM/YYYY).';

/**
 * What the date field shows for what the visitor typed or pasted: the digits (at most eight) as
 * DD/MM/YYYY, the slashes added as the day and the month are complete.
 */
export function formatDateTyping(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
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

/**
 * Why the date field's text is not an acceptable date of adventure (product spec section 5: no
 * past dates, locked and full dates refused, 1900-01-01..2099-12-31), or undefined when it is.
 */
/** Dates that cannot be booked (YYYY-MM-DD), each with the reason the field shows. */
export type ClosedDates = ReadonlyMap<string, string>;

/** Locked dates say so; full ones (booking-lifecycle.md section 2) say they are fully booked. */
export function closedDates(lockedDates: readonly string[], fullDates: readonly string[]): ClosedDates {
  return new Map([
    ...fullDates.map((date) => [date, m.soldOutNone(displayDate(date))] as const),
    ...lockedDates.map((date) => [date, m.dateLocked] as const),
  ]);
}

export function dateProblem(text: string, today: string, closed: ClosedDates): string | undefined {
  if (text.trim() === '') return m.dateRequired;
  const iso = parseDisplayDate(text);
  if (!iso || iso < DATE_PICKER_MIN || iso > DATE_PICKER_MAX) return INVALID_DATE_MESSAGE;
  if (iso < today) return m.datePast;
  return closed.get(iso);
}
