import { BarChart } from '@mui/x-charts/BarChart';
import type { SummaryWeek } from '@seaside/contract';
import { formatPence, formatPounds } from '@seaside/contract';
import { shortDate } from '../lib/periods';
import { ChartCard } from './ChartCard';

const CHART_HEIGHT = 260;

/** Bookings and revenue per week of the period (weeks start on Monday). */
export function WeeklyCharts({ weeks }: { weeks: SummaryWeek[] }) {
  const labels = weeks.map((w) => shortDate(w.weekStart));
  const busiest = weeks.reduce<SummaryWeek | undefined>(
    (best, w) => (!best || w.bookings > best.bookings ? w : best),
    undefined,
  );
  const table = {
    columns: ['Week of', 'Bookings', 'Players', 'Revenue'],
    rows: weeks.map((w) => ({
      key: w.weekStart,
      cells: [shortDate(w.weekStart, true), w.bookings, w.players, formatPence(w.revenuePence)],
    })),
  };
  const xAxis = [{ scaleType: 'band' as const, data: labels }];
  return (
    <>
      <ChartCard
        title="Bookings per week"
        description={
          busiest && busiest.bookings > 0
            ? `${weeks.length} weeks; the busiest, the week of ${shortDate(busiest.weekStart, true)}, had ${busiest.bookings} bookings.`
            : `${weeks.length} weeks without bookings.`
        }
        table={table}
        chart={
          <BarChart
            height={CHART_HEIGHT}
            xAxis={xAxis}
            yAxis={[{ tickMinStep: 1, width: 40 }]}
            series={[{ data: weeks.map((w) => w.bookings), label: 'Bookings', color: '#0f766e' }]}
            hideLegend
            margin={{ left: 0, right: 8 }}
          />
        }
      />
      <ChartCard
        title="Revenue per week"
        description={`Paid in each week minus refunds made in it; ${formatPence(weeks.reduce((sum, w) => sum + w.revenuePence, 0))} in all.`}
        table={table}
        chart={
          <BarChart
            height={CHART_HEIGHT}
            xAxis={xAxis}
            yAxis={[{ valueFormatter: (v: number) => formatPounds(v / 100), width: 64 }]}
            series={[
              {
                data: weeks.map((w) => w.revenuePence),
                label: 'Revenue',
                color: '#c2410c',
                valueFormatter: (v) => (v === null ? '' : formatPence(v)),
              },
            ]}
            hideLegend
            margin={{ left: 0, right: 8 }}
          />
        }
      />
    </>
  );
}
