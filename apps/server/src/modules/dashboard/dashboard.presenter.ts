import type { SummaryQuery, SummaryResponse, SummaryWeek } from '@seaside/contract';
import { addDays } from '../../core/venue-time.js';
import type { DayAvailability, WeekCancellations, WeekSales } from '../bookings/bookings.service.js';

export interface SummaryFigures {
  sales: WeekSales[];
  cancellations: WeekCancellations[];
  finished: { completed: number; averageSeconds: number | null };
  days: DayAvailability[];
}

/** The Monday of a date's week (weeks start on Monday, as PostgreSQL's date_trunc('week')). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * Every week touching the period (a week without sales too, so the chart's axis has no gaps);
 * revenue is what was paid in the week minus what was refunded in it; the totals are the sums of
 * the weeks.
 */
export function presentSummary(query: SummaryQuery, figures: SummaryFigures): SummaryResponse {
  const sales = new Map(figures.sales.map((s) => [s.weekStart, s]));
  const cancelled = new Map(figures.cancellations.map((c) => [c.weekStart, c]));
  const weeks: SummaryWeek[] = [];
  let refundsPence = 0;
  let cancellations = 0;
  for (let weekStart = mondayOf(query.from); weekStart <= query.to; weekStart = addDays(weekStart, 7)) {
    const s = sales.get(weekStart);
    const c = cancelled.get(weekStart);
    refundsPence += c?.refundsPence ?? 0;
    cancellations += c?.cancellations ?? 0;
    weeks.push({
      weekStart,
      bookings: s?.bookings ?? 0,
      players: s?.players ?? 0,
      revenuePence: (s?.grossPence ?? 0) - (c?.refundsPence ?? 0),
    });
  }
  const sum = (key: 'bookings' | 'players' | 'revenuePence') => weeks.reduce((total, w) => total + w[key], 0);
  return {
    totals: {
      bookings: sum('bookings'),
      players: sum('players'),
      revenuePence: sum('revenuePence'),
      refundsPence,
      cancellations,
      completed: figures.finished.completed,
      averageFinishSeconds: figures.finished.averageSeconds,
    },
    weeks,
    days: figures.days.map((d) => ({ date: d.date, players: d.taken, capacity: d.capacity, locked: d.locked })),
  };
}
