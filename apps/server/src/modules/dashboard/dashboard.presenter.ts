import type { SummaryQuery, SummaryResponse, SummaryWeek } from '@seaside/contract';
import { addDays } from '../../core/venue-time.js';
import type { DayAvailability } from '../bookings/bookings.service.js';
import type { WeekFigures } from './dashboard.repository.js';

/** The Monday of a date's week (weeks start on Monday, as PostgreSQL's date_trunc('week')). */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * Every week touching the period (a week without sales too, so the chart's axis has no gaps);
 * revenue is what was paid in the week minus what was refunded in it; the totals are the sums of
 * the weeks, the average finishing time in whole seconds (null when no team finished).
 */
export function presentSummary(query: SummaryQuery, figures: WeekFigures[], days: DayAvailability[]): SummaryResponse {
  const byWeek = new Map(figures.map((f) => [f.weekStart, f]));
  const weeks: SummaryWeek[] = [];
  const totals = { refundsPence: 0, cancellations: 0, finished: 0, finishSeconds: 0 };
  for (let weekStart = mondayOf(query.from); weekStart <= query.to; weekStart = addDays(weekStart, 7)) {
    const f = byWeek.get(weekStart);
    totals.refundsPence += f?.refundsPence ?? 0;
    totals.cancellations += f?.cancellations ?? 0;
    totals.finished += f?.finished ?? 0;
    totals.finishSeconds += f?.finishSeconds ?? 0;
    weeks.push({
      weekStart,
      bookings: f?.bookings ?? 0,
      players: f?.players ?? 0,
      revenuePence: (f?.grossPence ?? 0) - (f?.refundsPence ?? 0),
    });
  }
  const sum = (key: 'bookings' | 'players' | 'revenuePence') => weeks.reduce((total, w) => total + w[key], 0);
  return {
    totals: {
      bookings: sum('bookings'),
      players: sum('players'),
      revenuePence: sum('revenuePence'),
      refundsPence: totals.refundsPence,
      cancellations: totals.cancellations,
      completed: totals.finished,
      averageFinishSeconds: totals.finished > 0 ? Math.round(totals.finishSeconds / totals.finished) : null,
    },
    weeks,
    days: days.map((d) => ({ date: d.date, players: d.taken, capacity: d.capacity, locked: d.locked })),
  };
}
