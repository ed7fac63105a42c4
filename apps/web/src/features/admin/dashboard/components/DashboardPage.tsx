import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DASHBOARD_MAX_DAYS, DATE_FORMAT_PICKER, daysBetween, MESSAGES } from '@seaside/contract';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import { useEffect, useState } from 'react';
import { useRuntimeConfig } from '@/config/runtime';
import { venueToday } from '@/lib/venue-today';
import { ListLoadFailed } from '../../shared/LoadStates';
import { PageHeader } from '../../shared/PageHeader';
import { useSummary } from '../hooks/useSummary';
import { PERIOD_CHOICES, type PeriodChoice, presetPeriod } from '../lib/periods';
import { FigureCards, FigureGrid } from './FigureCards';
import { PlacesChart } from './PlacesChart';
import { WeeklyCharts } from './WeeklyCharts';

const m = MESSAGES.dashboard;
const WIRE = 'YYYY-MM-DD';
/** Both custom dates one width: the error written under To wraps instead of widening it. */
const DATE_FIELD_SX = { width: { xs: '100%', sm: 220 } };

function LoadingDashboard() {
  return (
    <Stack spacing={2} aria-label="Loading the dashboard">
      <FigureGrid>
        {Array.from({ length: 7 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} variant="rounded" height={84} />
        ))}
      </FigureGrid>
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

/** The custom period's dates, or the reason they cannot be asked for. */
function customPeriod(from: Dayjs | null, to: Dayjs | null): { from: string; to: string } | string {
  if (!from?.isValid() || !to?.isValid()) return m.periodMissing;
  const period = { from: from.format(WIRE), to: to.format(WIRE) };
  if (period.from > period.to) return m.periodOrder;
  if (daysBetween(period.from, period.to) > DASHBOARD_MAX_DAYS) return m.periodTooLong;
  return period;
}

/** Dashboard (/admin/dashboard, operations.md section 2): how the business is doing. */
export function DashboardPage() {
  // Periods are venue dates: they end on the venue's today, whatever the device's zone.
  const { venueTimeZone } = useRuntimeConfig();
  const today = venueToday(venueTimeZone);
  const [choice, setChoice] = useState<PeriodChoice>('month');
  const [customFrom, setCustomFrom] = useState<Dayjs | null>(() => dayjs(today).startOf('month'));
  const [customTo, setCustomTo] = useState<Dayjs | null>(() => dayjs(today));
  const custom = customPeriod(customFrom, customTo);
  // Null while the custom dates cannot be asked for (the date field says why).
  const period = choice === 'custom' ? (typeof custom === 'string' ? null : custom) : presetPeriod(choice, today);
  // Meanwhile the last period asked for stays asked: its answer's next 30 days do not depend on it.
  const [lastPeriod, setLastPeriod] = useState(period);
  if (period && (period.from !== lastPeriod?.from || period.to !== lastPeriod?.to)) setLastPeriod(period);
  const summary = useSummary(period ?? lastPeriod);

  useEffect(() => {
    if (summary.error) console.error('Could not load the dashboard', summary.error);
  }, [summary.error]);

  const data = summary.data;
  const quiet = data ? data.weeks.every((w) => w.bookings === 0 && w.revenuePence === 0) : false;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <PageHeader
        title={m.title}
        subtitle="Bookings, revenue and games of a period, and the places of the next 30 days."
      />
      <Paper variant="outlined" sx={{ borderRadius: '20px', p: { xs: 2, sm: 2.5 }, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextField
            select
            label="Period"
            value={choice}
            onChange={(event) => setChoice(event.target.value as PeriodChoice)}
            sx={{ minWidth: 200 }}
          >
            {PERIOD_CHOICES.map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
          {choice === 'custom' ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DatePicker
                label="From"
                format={DATE_FORMAT_PICKER}
                value={customFrom}
                onChange={setCustomFrom}
                slotProps={{ textField: { sx: DATE_FIELD_SX } }}
              />
              <DatePicker
                label="To"
                format={DATE_FORMAT_PICKER}
                value={customTo}
                onChange={setCustomTo}
                slotProps={{
                  textField: {
                    sx: DATE_FIELD_SX,
                    // Undefined leaves the field its own check (a half-typed year is shown as wrong).
                    error: typeof custom === 'string' || undefined,
                    helperText: typeof custom === 'string' ? custom : undefined,
                  },
                }}
              />
            </Stack>
          ) : null}
        </Stack>
      </Paper>
      <Box sx={{ height: 4, mb: 1 }}>{summary.isFetching && data ? <LinearProgress color="secondary" /> : null}</Box>
      {summary.isError && !data ? (
        <ListLoadFailed message={m.loadFailed} onRetry={() => summary.refetch()} />
      ) : !data ? (
        <LoadingDashboard />
      ) : (
        <Stack spacing={2} sx={{ pb: 4 }}>
          {/* While the custom dates cannot be asked for, the figures would be another period's. */}
          {!period ? null : (
            <>
              <FigureCards totals={data.totals} />
              {quiet ? (
                <Paper variant="outlined" sx={{ borderRadius: '20px', p: 3, textAlign: 'center' }}>
                  <Typography sx={{ fontWeight: 600 }} color="text.secondary">
                    {m.empty}
                  </Typography>
                </Paper>
              ) : (
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
                  }}
                >
                  <WeeklyCharts weeks={data.weeks} />
                </Box>
              )}
            </>
          )}
          <PlacesChart days={data.days} />
        </Stack>
      )}
    </LocalizationProvider>
  );
}
