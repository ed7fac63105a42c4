import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { BookingRecord } from '@seaside/contract';
import { formatPence } from '@seaside/contract';
import { useState } from 'react';
import { displayDate } from '../lib/dates';

export interface CancelBookingDialogProps {
  booking: BookingRecord | null;
  pending: boolean;
  onConfirm: (booking: BookingRecord, refund: boolean) => void;
  onClose: () => void;
}

/** Staff cancel a booking (booking-lifecycle.md section 5); the refund is on by default for a paid booking. */
export function CancelBookingDialog({ booking, pending, onConfirm, onClose }: CancelBookingDialogProps) {
  const refundable = !!booking && booking.isPaymentSuccessful && booking.amount > 0;
  // The page keys the dialog by booking, so every booking starts with its own default.
  const [refund, setRefund] = useState(refundable);
  return (
    <Dialog
      open={!!booking}
      onClose={pending ? undefined : onClose}
      aria-labelledby="staff-cancel-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="staff-cancel-title">Cancel booking</DialogTitle>
      {booking ? (
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
            {booking.fullName} ({booking.email}), {booking.teamMemberCount} players on{' '}
            {displayDate(booking.registrationDate)}. The customer is told by e-mail and their access stops working.
          </DialogContentText>
          {refundable ? (
            <FormControlLabel
              control={<Switch checked={refund} onChange={(e) => setRefund(e.target.checked)} />}
              label={`Refund ${formatPence(booking.amount * 100)}`}
            />
          ) : (
            <DialogContentText>Nothing was paid online, so there is nothing to refund.</DialogContentText>
          )}
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={pending}>
          Keep booking
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={pending || !booking}
          onClick={() => booking && onConfirm(booking, refundable && refund)}
        >
          Cancel booking
        </Button>
      </DialogActions>
    </Dialog>
  );
}
