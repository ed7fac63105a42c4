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

/**
 * The dates (YYYY-MM-DD, both included) of a preset period ending `today`: the venue's today
 * (`venueToday`), as a period is venue dates (server-behaviour section 2).
 */
export function presetPeriod(choice: Exclude<PeriodChoice, 'custom'>, today: string): { from: string; to: string } {
  const day = dayjs(today);
  switch (choice) {
    case 'month':
      return { from: day.startOf('month').format(WIRE), to: today };
    case '30d':
      return { from: day.subtract(29, 'day').format(WIRE), to: today };
    case '12w':
      return { from: day.subtract(12 * 7 - 1, 'day').format(WIRE), to: today };
    case 'year':
      return { from: day.startOf('year').format(WIRE), to: today };
  }
}

/** A wire date as "15 Jun" (charts) or "15 Jun 2026" (tables). */
export function shortDate(date: string, withYear = false): string {
  return dayjs(date).format(withYear ? 'D MMM YYYY' : 'D MMM');
}
