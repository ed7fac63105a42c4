import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditCalendarOutlinedIcon from '@mui/icons-material/EditCalendarOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { BookingRecord } from '@seaside/contract';
import { formatPence, MESSAGES } from '@seaside/contract';
import type { MouseEvent, ReactNode } from 'react';
import { fontStacks } from '@/styles/tokens';
import { HideFromLeaderboardButton, LeaderboardName, type NamedEntry } from '../../shared/LeaderboardEntry';
import { displayDate } from '../lib/dates';
import { CopyCodeButton } from './CopyCodeButton';

export interface RowActions {
  onChangeDate: (booking: BookingRecord, anchor: HTMLElement) => void;
  onDelete: (booking: BookingRecord) => void;
  onCancel: (booking: BookingRecord) => void;
  onRetryRefund: (booking: BookingRecord) => void;
  onHideLeaderboard: (entry: NamedEntry) => void;
  deletingId?: string;
  retryingId?: string;
}

/** What the table (desktop) and the cards (phone) of the Booking List show. */
export interface BookingListViewProps {
  bookings: BookingRecord[];
  actions: RowActions;
  /** Shown instead of bookings when there are none. */
  empty: ReactNode;
}

export function PaymentChip({ paid }: { paid: boolean }) {
  return (
    <Chip
      size="small"
      label={paid ? 'Paid' : 'Unpaid'}
      color={paid ? 'success' : 'default'}
      variant={paid ? 'filled' : 'outlined'}
      sx={{ fontWeight: 700, minWidth: 64 }}
    />
  );
}

const REFUND_LABEL = { pending: 'Refund pending', refunded: 'Refunded', failed: 'Refund failed' } as const;

/** Whether the booking has a cancellation or a refund to show (a refund made in Stripe's dashboard leaves it active). */
export const hasCancellationOrRefund = (booking: BookingRecord) =>
  booking.status === 'cancelled' || booking.refundStatus !== 'none';

/**
 * A cancelled booking's "Cancelled" chip, and any booking's refund: the amount, and a failed
 * refund's reason (as text) with Retry. Nothing for an active booking without a refund.
 */
export function CancellationAndRefund({ booking, actions }: { booking: BookingRecord; actions: RowActions }) {
  if (!hasCancellationOrRefund(booking)) return null;
  const refund = booking.refundStatus === 'none' ? undefined : booking.refundStatus;
  // A failed refund's reason needs room: in the table, the column widens for it instead of
  // wrapping a word a line; on a phone's card it takes the card's width.
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 0.5,
        width: refund === 'failed' ? { md: 150 } : undefined,
      }}
    >
      {booking.status === 'cancelled' ? (
        <Chip size="small" label="Cancelled" color="warning" variant="outlined" sx={{ fontWeight: 700 }} />
      ) : null}
      {refund ? (
        <Typography
          variant="caption"
          color={refund === 'failed' ? 'error' : 'text.secondary'}
          sx={{ lineHeight: 1.3, whiteSpace: 'nowrap', fontWeight: refund === 'failed' ? 700 : undefined }}
        >
          {REFUND_LABEL[refund]} {formatPence(booking.refundedAmount * 100)}
        </Typography>
      ) : null}
      {refund === 'failed' && booking.refundFailureReason ? (
        <Typography variant="caption" color="error" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          {booking.refundFailureReason}
        </Typography>
      ) : null}
      {refund === 'failed' ? (
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={actions.retryingId === booking._id}
          onClick={() => actions.onRetryRefund(booking)}
          aria-label={`Retry the refund of ${booking.fullName}`}
        >
          Retry
        </Button>
      ) : null}
    </Box>
  );
}

function QuizChip({ status }: { status: BookingRecord['quizStatus'] }) {
  return (
    <Chip
      size="small"
      label={status === 'completed' ? 'Completed' : 'Pending'}
      variant="outlined"
      color={status === 'completed' ? 'success' : 'default'}
      sx={{ fontWeight: 600 }}
    />
  );
}

/**
 * The hunt's status and, when the team joined the leaderboard, the name it chose (shown as text,
 * marked when hidden). A booking cancelled before its hunt has none to wait for: a dash.
 */
export function HuntResult({ booking }: { booking: BookingRecord }) {
  if (booking.status === 'cancelled' && booking.quizStatus !== 'completed') {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        <span aria-hidden="true">—</span>
        <span className="ss-visually-hidden">No hunt to play</span>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <QuizChip status={booking.quizStatus} />
      <LeaderboardName name={booking.leaderboardName} hidden={booking.leaderboardHidden} />
    </Box>
  );
}

/** The date, with the change action while the booking is active (a cancelled one stays where it was). */
export function DateWithChange({ booking, actions }: { booking: BookingRecord; actions: RowActions }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <span>{displayDate(booking.registrationDate)}</span>
      {booking.status === 'active' ? <ChangeDateButton booking={booking} actions={actions} /> : null}
    </Box>
  );
}

function ChangeDateButton({ booking, actions }: { booking: BookingRecord; actions: RowActions }) {
  return (
    <Tooltip title="Change date">
      <IconButton
        size="small"
        aria-label={`Change date of ${booking.fullName}`}
        onClick={(e: MouseEvent<HTMLElement>) => actions.onChangeDate(booking, e.currentTarget)}
      >
        <EditCalendarOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

export function AccessCode({ code }: { code?: string }) {
  if (!code) {
    return (
      <Typography component="span" color="text.secondary" aria-label="No access code">
        -
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
      <Box
        component="code"
        sx={{ fontFamily: fontStacks.mono, fontWeight: 700, letterSpacing: '0.12em', fontSize: '0.95rem' }}
      >
        {code}
      </Box>
      <CopyCodeButton code={code} />
    </Box>
  );
}

/** Hide from leaderboard (when on the board), cancel (when still active) and delete, side by side. */
export function RowButtons({ booking, actions }: { booking: BookingRecord; actions: RowActions }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
      <HideFromLeaderboardButton
        bookingId={booking._id}
        name={booking.leaderboardName}
        hidden={booking.leaderboardHidden}
        onHide={actions.onHideLeaderboard}
        compact
      />
      {booking.status === 'active' ? (
        <Tooltip title="Cancel booking">
          <IconButton
            size="small"
            aria-label={`Cancel booking of ${booking.fullName}`}
            onClick={() => actions.onCancel(booking)}
          >
            <EventBusyOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      <DeleteButton booking={booking} actions={actions} />
    </Box>
  );
}

function DeleteButton({ booking, actions }: { booking: BookingRecord; actions: RowActions }) {
  // The server refuses to hide a booking that is still owed a refund (booking-lifecycle.md section 5).
  const refundOpen = booking.refundStatus === 'pending' || booking.refundStatus === 'failed';
  return (
    <Tooltip title={refundOpen ? MESSAGES.admin.deleteRefundOpen : 'Delete booking'}>
      <span>
        <IconButton
          size="small"
          color="error"
          aria-label={`Delete booking of ${booking.fullName}`}
          disabled={refundOpen || actions.deletingId === booking._id}
          // The browser's confirmation blocks the page, so a double click's second click arrives
          // once it is answered: only a first click (detail 1, or 0 from the keyboard) asks.
          onClick={(event) => {
            if (event.detail <= 1) actions.onDelete(booking);
          }}
        >
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
