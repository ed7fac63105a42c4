import dayjs from 'dayjs';

/** The period picker's choices (operations.md section 2); "this month" is the default. */
export const PERIOD_CHOICES = [
  { value: 'month', label: 'This month' },
  { value: '30d', label: 'Last 30 days' },
  { value: '12w', label: 'Last 12 weeks' },
  { value: 'year', label: 'This year' },
  { value: 'custom', label: 'Custom dates' },
] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number]['value'];

const WIRE = 'YYYY-MM-DD';

/** The dates (YYYY-MM-DD, both included) of a preset period ending today. */
export function presetPeriod(choice: Exclude<PeriodChoice, 'custom'>, today = dayjs()): { from: string; to: string } {
  const to = today.format(WIRE);
  switch (choice) {
    case 'month':
      return { from: today.startOf('month').format(WIRE), to };
    case '30d':
      return { from: today.subtract(29, 'day').format(WIRE), to };
    case '12w':
      return { from: today.subtract(12 * 7 - 1, 'day').format(WIRE), to };
    case 'year':
      return { from: today.startOf('year').format(WIRE), to };
  }
}

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const wholeMoney = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

/** Pence as pounds: "£1,234.50" (or "£1,235" for chart axes). */
export function formatPence(pence: number, whole = false): string {
  return (whole ? wholeMoney : money).format(pence / 100);
}

/** Seconds as "1 h 12 min" or "48 min"; an em dash when there is no figure. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/** A wire date as "15 Jun" (charts) or "15 Jun 2026" (tables). */
export function shortDate(date: string, withYear = false): string {
  return dayjs(date).format(withYear ? 'D MMM YYYY' : 'D MMM');
}
