import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDeadline, formatPence, longDate, type ManageBookingResponse, paymentRows } from '@seaside/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useToast } from '@/components/feedback';
import { PageFallback } from '@/components/ui/PageFallback';
import { useRuntimeConfig } from '@/config/runtime';
import { useOneAtATime } from '@/hooks/useOneAtATime';
import { QueryProvider } from '@/lib/react-query';
import { errorStatus, serverMessage } from '../api/manage-api';
import { useManageActions, useManagedBooking } from '../hooks/useManagedBooking';
import { CancelBookingDialog } from './CancelBookingDialog';
import { ChangeDateSection } from './ChangeDateSection';

/** `/booking/manage/:token`: the customer's own booking page (booking-lifecycle.md section 4). */
export function ManageBookingPage() {
  return (
    <QueryProvider>
      <ManageBooking token={useParams().token ?? ''} />
    </QueryProvider>
  );
}

function Card({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ width: '100%', px: 2, py: { xs: 4, md: 8 }, display: 'grid', placeItems: 'center' }}>
      <Paper
        elevation={0}
        component="section"
        aria-labelledby="manage-title"
        sx={{
          width: '100%',
          maxWidth: 620,
          px: { xs: 2.5, sm: 5 },
          py: { xs: 4, sm: 5 },
          borderRadius: 6,
          border: '1px solid',
          borderColor: 'divider',
          boxShadow: '0 18px 40px -30px rgb(22 33 62 / 0.5)',
          display: 'grid',
          gap: 3,
        }}
      >
        {children}
      </Paper>
    </Box>
  );
}

/** A first read that failed; a 429 says instead how long to wait. */
const LOAD_FAILED = 'Your booking could not be loaded. Please try again.';

function ManageBooking({ token }: { token: string }) {
  const query = useManagedBooking(token);
  if (query.isPending) return <PageFallback label="Loading your booking" />;
  const status = query.isError ? errorStatus(query.error) : undefined;
  const unknown = status === 404 || status === 400;
  // A failed re-read (back to the tab, after a change) keeps the booking as last read, with a note:
  // only a first read that failed, or a link that is no longer valid, replaces the page.
  if (query.isError && (unknown || query.data === undefined)) {
    return (
      <Card>
        <Typography id="manage-title" variant="h4" component="h1">
          Your booking
        </Typography>
        <Alert severity={unknown ? 'warning' : 'error'}>
          {unknown
            ? serverMessage(query.error, 'This booking link is not valid.')
            : status === 429
              ? serverMessage(query.error, LOAD_FAILED)
              : LOAD_FAILED}
        </Alert>
        {!unknown && (
          <Button
            variant="contained"
            color="secondary"
            onClick={() => void query.refetch()}
            sx={{ justifySelf: 'start' }}
          >
            Try again
          </Button>
        )}
      </Card>
    );
  }
  return (
    <BookingDetails
      token={token}
      data={query.data}
      stale={query.isError ? { retrying: query.isFetching, retry: () => void query.refetch() } : null}
    />
  );
}

const REFUND_TEXT: Record<string, (amount: string) => string> = {
  refunded: (amount) => `${amount} has been refunded to your card.`,
  pending: (amount) => `Your refund of ${amount} is on its way.`,
  failed: () => 'Your refund could not be made automatically. We will be in touch.',
  none: () => 'No refund was due for this booking.',
};
/** The built-in test checkout (PAYMENT_PROVIDER=local) takes no money, so none goes back to a card. */
const TEST_CHECKOUT_REFUND = "It was paid on the site's test checkout, so no money was taken.";

/** A booking shown as last read, because reading it again failed: how to read it again. */
interface StaleRead {
  retrying: boolean;
  retry: () => void;
}

function BookingDetails({
  token,
  data,
  stale,
}: {
  token: string;
  data: ManageBookingResponse;
  stale: StaleRead | null;
}) {
  const { contactEmail, venueTimeZone, testCheckout } = useRuntimeConfig();
  const toast = useToast();
  const { changeDate, cancel } = useManageActions(token);
  const oneAtATime = useOneAtATime();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [justCancelled, setJustCancelled] = useState(false);
  const cancelledNotice = useRef<HTMLDivElement>(null);
  const { booking } = data;
  const cancelled = booking.status === 'cancelled';
  const amount = formatPence(booking.amount * 100);
  // A booking staff made (amount 0) may be cancelled too, but there is nothing to refund; nor to
  // a card after the test checkout.
  const refund = booking.amount > 0 && !testCheckout ? amount : null;

  const contact = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;

  // The page gets shorter once cancelled: bring its new state into view, and to screen readers.
  useEffect(() => {
    if (!justCancelled || !cancelled) return;
    cancelledNotice.current?.scrollIntoView({ block: 'center' });
    cancelledNotice.current?.focus({ preventScroll: true });
  }, [justCancelled, cancelled]);

  const onMove = (date: string) =>
    oneAtATime(changeDate.mutateAsync, date, () =>
      changeDate.mutateAsync(date).then(
        (res) => toast.success(res.message),
        (error: unknown) => toast.error(serverMessage(error, 'The date could not be changed. Please try again.')),
      ),
    );
  const onCancel = () =>
    oneAtATime(cancel.mutateAsync, '', () =>
      cancel.mutateAsync().then(
        (res) => {
          setConfirmCancel(false);
          setJustCancelled(true);
          toast.success(res.message);
        },
        (error: unknown) => {
          setConfirmCancel(false);
          toast.error(serverMessage(error, 'The booking could not be cancelled. Please try again.'));
        },
      ),
    );

  return (
    <Card>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="manage-title" variant="h4" component="h1">
          Your booking
        </Typography>
        <Chip
          label={cancelled ? 'Cancelled' : 'Confirmed'}
          color={cancelled ? 'default' : 'success'}
          variant={cancelled ? 'outlined' : 'filled'}
        />
      </Box>
      {stale ? (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={stale.retry}
              disabled={stale.retrying}
              sx={{ whiteSpace: 'nowrap' }}
            >
              Try again
            </Button>
          }
        >
          We could not check your booking again just now. It is shown as it was last read; try again to change or cancel
          it.
        </Alert>
      ) : null}

      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1 }}>
        {[
          ['Name', booking.fullName],
          ['Date', longDate(booking.registrationDate)],
          ['Group size', `${booking.teamMemberCount} players`],
          ...paymentRows(booking.amount * 100, testCheckout),
        ].map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>

      {cancelled ? (
        <Alert severity="info" ref={cancelledNotice} tabIndex={-1}>
          This booking is cancelled.{' '}
          {testCheckout && booking.refundStatus === 'refunded'
            ? TEST_CHECKOUT_REFUND
            : REFUND_TEXT[booking.refundStatus]?.(amount)}
        </Alert>
      ) : (
        <>
          <Divider />
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="h6" component="h2">
              Change date
            </Typography>
            {data.canChangeDate ? (
              <ChangeDateSection
                current={booking.registrationDate}
                deadline={formatDeadline(data.changeDeadline, venueTimeZone)}
                rights={{
                  changeDeadline: data.changeDeadline,
                  cancelDeadline: data.canCancel ? data.cancelDeadline : null,
                }}
                moving={changeDate.isPending}
                // Nothing is sent from a booking shown as last read: it may have changed since.
                disabled={cancel.isPending || stale !== null}
                onMove={onMove}
              />
            ) : (
              <Typography color="text.secondary">
                Changes are closed for this booking. Please contact {contact}.
              </Typography>
            )}
          </Box>
          <Divider />
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="h6" component="h2">
              Cancel
            </Typography>
            {data.canCancel ? (
              <>
                <Typography color="text.secondary">
                  You can cancel{refund ? ` with a full refund of ${refund}` : ''} until{' '}
                  {formatDeadline(data.cancelDeadline, venueTimeZone)}.
                </Typography>
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => setConfirmCancel(true)}
                  // One change at a time: a cancel sent during a move would race it.
                  disabled={changeDate.isPending || stale !== null}
                  sx={{ justifySelf: 'start' }}
                >
                  Cancel booking
                </Button>
              </>
            ) : (
              <Typography color="text.secondary">
                Cancellations are closed for this booking. Please contact {contact}.
              </Typography>
            )}
          </Box>
        </>
      )}
      <CancelBookingDialog
        open={confirmCancel}
        date={longDate(booking.registrationDate)}
        players={booking.teamMemberCount}
        refund={refund}
        pending={cancel.isPending}
        onConfirm={onCancel}
        onClose={() => setConfirmCancel(false)}
      />
    </Card>
  );
}
