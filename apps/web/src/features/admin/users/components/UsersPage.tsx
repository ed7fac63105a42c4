import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  BOOKING_LIST_PAGE_SIZE,
  type BookingRecord,
  isCalendarDate,
  MESSAGES,
  QUIZ_STATUS_FILTERS,
  type QuizStatusFilter,
} from '@seaside/contract';
import 'dayjs/locale/en-gb';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useToast } from '@/components/feedback';
import { useMutateWithToast } from '../../shared/hooks/useMutateWithToast';
import { usePublicLockedDates } from '../../shared/hooks/usePublicLockedDates';
import { HideLeaderboardDialog, type NamedEntry } from '../../shared/LeaderboardEntry';
import { ListLoadFailed } from '../../shared/LoadStates';
import { PageHeader } from '../../shared/PageHeader';
import { bookingKeys } from '../api/bookings';
import {
  useBookingList,
  useCancelBooking,
  useChangeBookingDate,
  useDeleteBooking,
  useExportBookings,
  useRetryRefund,
} from '../hooks/useBookings';
import { AddParticipantDialog } from './AddParticipantDialog';
import { BookingCards } from './BookingCards';
import type { RowActions } from './BookingCells';
import { BookingFilters } from './BookingFilters';
import { BookingsTable } from './BookingsTable';
import { CancelBookingDialog } from './CancelBookingDialog';
import { ConfirmDateChangeDialog } from './ConfirmDateChangeDialog';
import { DateChangePopover } from './DateChangePopover';

const a = MESSAGES.admin;

/** Page, date and quiz status live in the address, so a reload or a shared link keeps them. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const rawDate = params.get('date') ?? undefined;
  const date = rawDate && isCalendarDate(rawDate) ? rawDate : undefined;
  const rawStatus = params.get('status') ?? '';
  const quizStatus = (QUIZ_STATUS_FILTERS as readonly string[]).includes(rawStatus)
    ? (rawStatus as QuizStatusFilter)
    : '';
  const update = (next: { page?: number; date?: string | null; status?: QuizStatusFilter }) => {
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        const set = (key: string, value: string | undefined | null) => {
          if (value) out.set(key, value);
          else out.delete(key);
        };
        if (next.page !== undefined) set('page', next.page > 1 ? String(next.page) : undefined);
        if (next.date !== undefined) set('date', next.date);
        if (next.status !== undefined) set('status', next.status);
        return out;
      },
      { replace: true },
    );
  };
  return { page, date, quizStatus, update };
}

function EmptyState() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 6, color: 'text.secondary' }}>
      <InboxOutlinedIcon sx={{ fontSize: 40, opacity: 0.6 }} aria-hidden="true" />
      <Typography sx={{ fontWeight: 600 }}>{a.noData}</Typography>
    </Stack>
  );
}

function LoadingRows() {
  return (
    <Stack spacing={1.25} sx={{ p: 2 }} aria-label="Loading bookings">
      {Array.from({ length: BOOKING_LIST_PAGE_SIZE }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} variant="rounded" height={44} />
      ))}
    </Stack>
  );
}

/** Booking List (/admin/users, product spec section 2). */
export function UsersPage() {
  const theme = useTheme();
  // The table needs 820 px; beside the menu that is a screen of 1200 px (cards below, as on phones).
  const isDesktop = useMediaQuery(theme.breakpoints.up('lg'));
  const mutateWithToast = useMutateWithToast();
  const { page, date, quizStatus, update } = useListState();
  const list = useBookingList({
    page,
    limit: BOOKING_LIST_PAGE_SIZE,
    quizStatusFilter: quizStatus,
    registrationDate: date,
  });
  const lockedDates = usePublicLockedDates();
  const changeDate = useChangeBookingDate();
  const remove = useDeleteBooking();
  const cancel = useCancelBooking();
  const retry = useRetryRefund();
  const exportCsv = useExportBookings();
  const toast = useToast();

  const [cancelling, setCancelling] = useState<BookingRecord | null>(null);
  const [addOpen, setAddOpen] = useState(false);
  const [hiding, setHiding] = useState<NamedEntry | null>(null);
  const [picker, setPicker] = useState<{ booking: BookingRecord; anchor: HTMLElement } | null>(null);
  const [pendingChange, setPendingChange] = useState<{ booking: BookingRecord; date: string } | null>(null);

  useEffect(() => {
    if (list.error) console.error('Could not load the bookings', list.error);
  }, [list.error]);

  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / BOOKING_LIST_PAGE_SIZE));
  const users = list.data?.users ?? [];

  // After a delete empties the last page, step back to the new last page.
  useEffect(() => {
    if (list.data && users.length === 0 && total > 0 && page > pageCount) update({ page: pageCount });
  });

  const actions: RowActions = {
    onChangeDate: (booking, anchor) => setPicker({ booking, anchor }),
    onDelete: (booking) => {
      if (!window.confirm(a.deleteConfirm)) return;
      mutateWithToast(remove, booking._id, { success: a.deleteSuccess, failure: a.deleteFailed, fixed: true });
    },
    deletingId: remove.isPending ? remove.variables : undefined,
    onCancel: (booking) => setCancelling(booking),
    onRetryRefund: (booking) => {
      mutateWithToast(retry, booking._id, {
        success: (data) => data.message,
        failure: 'The refund could not be retried.',
      });
    },
    retryingId: retry.isPending ? retry.variables : undefined,
    onHideLeaderboard: setHiding,
  };

  const confirmCancel = (booking: BookingRecord, refund: boolean) =>
    mutateWithToast(
      cancel,
      { id: booking._id, refund },
      {
        success: (data) => data.message,
        failure: 'The booking could not be cancelled.',
        onSettled: () => setCancelling(null),
      },
    );

  const confirmChange = () => {
    if (!pendingChange) return;
    mutateWithToast(
      changeDate,
      { id: pendingChange.booking._id, registrationDate: pendingChange.date },
      {
        success: (data) => data.message,
        failure: a.dateUpdateFailed,
        fixed: true,
        onSettled: () => setPendingChange(null),
      },
    );
  };

  // The range of the rows on screen (while the next page loads, the previous one stays shown).
  const shownPage = list.data?.page ?? page;
  const first = total === 0 ? 0 : (shownPage - 1) * BOOKING_LIST_PAGE_SIZE + 1;
  const last = Math.min(total, (shownPage - 1) * BOOKING_LIST_PAGE_SIZE + users.length);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <PageHeader
        title="Booking List"
        subtitle="Every booking, newest adventure date first. Filter, move dates, copy access codes, cancel and refund."
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            <Button
              variant="outlined"
              color="secondary"
              startIcon={<FileDownloadOutlinedIcon />}
              loading={exportCsv.isPending}
              loadingPosition="start"
              onClick={() =>
                exportCsv.mutate(
                  { quizStatusFilter: quizStatus, registrationDate: date },
                  { onError: () => toast.error(MESSAGES.dashboard.exportFailed) },
                )
              }
            >
              {MESSAGES.dashboard.exportCsv}
            </Button>
            <Button
              variant="contained"
              color="secondary"
              startIcon={<PersonAddAlt1OutlinedIcon />}
              onClick={() => setAddOpen(true)}
            >
              Add Participant
            </Button>
          </Stack>
        }
      />

      <Paper variant="outlined" sx={{ borderRadius: '20px', overflow: 'hidden' }}>
        <Box sx={{ p: { xs: 2, sm: 2.5 }, borderBottom: 1, borderColor: 'divider' }}>
          <BookingFilters
            date={date}
            quizStatus={quizStatus}
            onDateChange={(d) => update({ date: d ?? null, page: 1 })}
            onQuizStatusChange={(status) => update({ status, page: 1 })}
            onClear={() => update({ date: null, page: 1 })}
          />
        </Box>
        <Box sx={{ height: 4 }}>{list.isFetching && list.data ? <LinearProgress color="secondary" /> : null}</Box>
        {list.isPending ? (
          <LoadingRows />
        ) : list.isError ? (
          // Never "No Data Found" for a list that did not load: staff would take it for no bookings.
          <Box sx={{ p: 2 }}>
            <ListLoadFailed message="The bookings could not be loaded." onRetry={() => void list.refetch()} />
          </Box>
        ) : isDesktop ? (
          <BookingsTable bookings={users} actions={actions} empty={<EmptyState />} />
        ) : (
          <BookingCards bookings={users} actions={actions} empty={<EmptyState />} />
        )}
        {total > 0 ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{
              alignItems: 'center',
              justifyContent: 'space-between',
              px: { xs: 2, sm: 2.5 },
              py: 2,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              Showing {first}–{last} of {total} {total === 1 ? 'booking' : 'bookings'}
            </Typography>
            <Pagination
              count={pageCount}
              page={Math.min(page, pageCount)}
              onChange={(_e, next) => {
                update({ page: next });
                // The next page is read from its first booking, not from where this one ended.
                window.scrollTo({ top: 0 });
              }}
              color="secondary"
              shape="rounded"
              siblingCount={isDesktop ? 1 : 0}
              aria-label="Booking list pages"
            />
          </Stack>
        ) : null}
      </Paper>

      <DateChangePopover
        anchorEl={picker?.anchor ?? null}
        booking={picker?.booking ?? null}
        lockedDates={lockedDates}
        onClose={() => setPicker(null)}
        onPick={(booking, newDate) => {
          setPicker(null);
          setPendingChange({ booking, date: newDate });
        }}
      />
      <ConfirmDateChangeDialog
        change={pendingChange}
        pending={changeDate.isPending}
        onConfirm={confirmChange}
        onCancel={() => setPendingChange(null)}
      />
      <CancelBookingDialog
        key={cancelling?._id}
        booking={cancelling}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
      <HideLeaderboardDialog entry={hiding} refresh={bookingKeys.all} onClose={() => setHiding(null)} />
      <AddParticipantDialog open={addOpen} lockedDates={lockedDates} onClose={() => setAddOpen(false)} />
    </LocalizationProvider>
  );
}
