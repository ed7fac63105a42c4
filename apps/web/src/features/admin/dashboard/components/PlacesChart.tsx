import { BarChart } from '@mui/x-charts/BarChart';
import type { SummaryDay } from '@seaside/contract';
import { shortDate } from '../lib/periods';
import { ChartCard } from './ChartCard';

/**
 * The next 30 days' places: taken and still free stacked up to the day's capacity; a locked day
 * is one grey bar (closed whatever its capacity).
 */
export function PlacesChart({ days }: { days: SummaryDay[] }) {
  const open = days.filter((d) => !d.locked);
  const taken = open.reduce((sum, d) => sum + d.players, 0);
  const capacity = open.reduce((sum, d) => sum + d.capacity, 0);
  const locked = days.length - open.length;
  const full = open.filter((d) => d.players >= d.capacity).length;
  return (
    <ChartCard
      title="Next 30 days: places taken"
      description={`${taken} of ${capacity} places taken on open days; ${full} ${full === 1 ? 'day is' : 'days are'} full and ${locked} ${locked === 1 ? 'is' : 'are'} locked.`}
      table={{
        columns: ['Date', 'Taken', 'Capacity', 'State'],
        rows: days.map((d) => ({
          key: d.date,
          cells: [
            shortDate(d.date, true),
            d.players,
            d.capacity,
            d.locked ? 'Locked' : d.players >= d.capacity ? 'Full' : `${d.capacity - d.players} free`,
          ],
        })),
      }}
      chart={
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: days.map((d) => shortDate(d.date)), tickLabelMinGap: 8 }]}
          yAxis={[{ tickMinStep: 1, width: 40 }]}
          series={[
            { data: days.map((d) => (d.locked ? 0 : d.players)), label: 'Taken', stack: 'places', color: '#0f766e' },
            {
              data: days.map((d) => (d.locked ? 0 : Math.max(0, d.capacity - d.players))),
              label: 'Free',
              stack: 'places',
              color: '#99d5cf',
            },
            { data: days.map((d) => (d.locked ? d.capacity : 0)), label: 'Locked', stack: 'places', color: '#9ca3af' },
          ]}
          // Room right of the last band for half of its centred date label ("25 Dec"), which the
          // chart would otherwise cut to "2…" on a phone, where the bands are narrow.
          margin={{ left: 0, right: 24 }}
        />
      }
    />
  );
}
