import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DATE_FORMAT_PICKER,
  DATE_FORMAT_TABLE,
  DATE_FORMAT_WIRE,
  LOCKED_DATES_PAGE_SIZE,
  MESSAGES,
} from '@seaside/contract';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import { useEffect, useState } from 'react';
import { useRuntimeConfig } from '@/config/runtime';
import { venueToday } from '@/lib/venue-today';
import { useMutateWithToast } from '../../shared/hooks/useMutateWithToast';
import { usePublicLockedDates } from '../../shared/hooks/usePublicLockedDates';
import { ListLoadFailed } from '../../shared/LoadStates';
import { PageHeader } from '../../shared/PageHeader';
import { headCellSx } from '../../shared/table';
import { useLockDate, useLockedDatePage, useUnlockDate } from '../hooks/useLockedDates';
import { CapacitySection } from './CapacitySection';
import { ConfirmDeletionDialog } from './ConfirmDeletionDialog';
import { DateCell, DeleteRowButton, EmptyTableRow } from './DateTableParts';

const d = MESSAGES.dates;

function AddLockedDate({ locked }: { locked: ReadonlySet<string> }) {
  const mutateWithToast = useMutateWithToast();
  const lock = useLockDate();
  const [value, setValue] = useState<Dayjs | null>(null);
  // Past means before today at the venue, whatever the device's zone, as the server decides.
  const { venueTimeZone } = useRuntimeConfig();
  const today = dayjs(venueToday(venueTimeZone));
  const past = Boolean(value?.isValid() && value.isBefore(today, 'day'));
  const valid = Boolean(value?.isValid()) && !past;

  const add = () => {
    if (!value || !valid) return;
    const date = value.format(DATE_FORMAT_WIRE);
    // A date already in the list is ignored (product spec section 5).
    if (locked.has(date)) {
      setValue(null);
      return;
    }
    mutateWithToast(lock, date, { success: d.added, failure: null, onSuccess: () => setValue(null) });
  };

  return (
    <Paper variant="outlined" sx={{ borderRadius: '20px', p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Lock a date
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A locked date can no longer be booked online. Bookings already made for it are kept.
      </Typography>
      <Stack
        component="form"
        noValidate
        aria-label="Lock a date"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <DatePicker
          label="Date to lock"
          format={DATE_FORMAT_PICKER}
          value={value}
          onChange={setValue}
          minDate={today}
          shouldDisableDate={(day) => locked.has(day.format(DATE_FORMAT_WIRE))}
          slotProps={{
            textField: {
              sx: { width: { xs: '100%', sm: 240 } },
              error: past,
              helperText: past ? d.past : undefined,
            },
            field: { clearable: true },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          disabled={!valid || lock.isPending}
          startIcon={lock.isPending ? <CircularProgress size={16} color="inherit" /> : <EventBusyOutlinedIcon />}
          sx={{ height: 56, minWidth: 120 }}
        >
          ADD
        </Button>
      </Stack>
    </Paper>
  );
}

/** Booking Date Management (/admin/date-config, product spec section 2). */
export function DatesPage() {
  const mutateWithToast = useMutateWithToast();
  const [page, setPage] = useState(1);
  const skip = (page - 1) * LOCKED_DATES_PAGE_SIZE;
  const list = useLockedDatePage(skip, LOCKED_DATES_PAGE_SIZE);
  const upcoming = usePublicLockedDates();
  const unlock = useUnlockDate();
  const [toDelete, setToDelete] = useState<string | null>(null);

  useEffect(() => {
    if (list.error) console.error('Could not load the locked dates', list.error);
  }, [list.error]);

  const dates = list.data?.lockedDates ?? [];
  const totalPages = list.data?.totalPages ?? 0;
  // Deleting the last date of the last page: step back a page.
  useEffect(() => {
    if (list.data && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));
  }, [list.data, page, totalPages]);

  // The picker disables every locked date: the upcoming list, plus this page (in case it is newer).
  const locked = new Set([...upcoming, ...dates]);

  const confirmDelete = () => {
    if (!toDelete) return;
    mutateWithToast(unlock, toDelete, { success: d.deleted, failure: null, onSettled: () => setToDelete(null) });
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <PageHeader
        title="Booking Date Management"
        subtitle="Close the calendar on days the hunt does not run, and set how many players a date can take."
      />
      <AddLockedDate locked={locked} />

      <Paper variant="outlined" sx={{ borderRadius: '20px', overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{list.isFetching && list.data ? <LinearProgress color="secondary" /> : null}</Box>
        <TableContainer>
          <Table aria-label="Locked dates">
            <TableHead>
              <TableRow>
                <TableCell sx={{ ...headCellSx, width: 72 }}>#</TableCell>
                <TableCell sx={headCellSx}>LOCKED DATE</TableCell>
                <TableCell sx={{ ...headCellSx, width: 96 }} align="right">
                  ACTION
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.isPending ? (
                Array.from({ length: 3 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                  <TableRow key={i}>
                    <TableCell colSpan={3}>
                      <Skeleton variant="rounded" height={28} />
                    </TableCell>
                  </TableRow>
                ))
              ) : list.isError ? (
                <TableRow>
                  <TableCell colSpan={3}>
                    <ListLoadFailed
                      message="The locked dates could not be loaded."
                      onRetry={() => void list.refetch()}
                    />
                  </TableCell>
                </TableRow>
              ) : dates.length === 0 ? (
                <EmptyTableRow
                  colSpan={3}
                  icon={<EventAvailableOutlinedIcon sx={{ fontSize: 40, opacity: 0.6 }} aria-hidden="true" />}
                  text={d.empty}
                />
              ) : (
                dates.map((date, i) => (
                  <TableRow key={date} hover data-testid="locked-date-row">
                    <TableCell sx={{ color: 'text.secondary' }}>{skip + i + 1}</TableCell>
                    <DateCell date={date} />
                    <TableCell align="right">
                      <DeleteRowButton
                        title="Unlock this date"
                        label={`Delete locked date ${dayjs(date).format(DATE_FORMAT_TABLE)}`}
                        onClick={() => setToDelete(date)}
                      />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
        {totalPages > 1 ? (
          <Stack sx={{ alignItems: 'center', py: 2, borderTop: 1, borderColor: 'divider' }}>
            <Pagination
              count={totalPages}
              page={Math.min(page, totalPages)}
              onChange={(_e, next) => setPage(next)}
              color="secondary"
              shape="rounded"
              aria-label="Locked date pages"
            />
          </Stack>
        ) : null}
      </Paper>

      <ConfirmDeletionDialog
        open={Boolean(toDelete)}
        pending={unlock.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />

      <CapacitySection />
    </LocalizationProvider>
  );
}
