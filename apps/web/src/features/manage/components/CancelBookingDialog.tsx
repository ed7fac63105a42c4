import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface CancelBookingDialogProps {
  open: boolean;
  /** The adventure date, written out. */
  date: string;
  players: number;
  /** "£40.00"; null for a booking arranged with staff (nothing was paid, nothing is refunded). */
  refund: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The customer confirms the cancellation, told what is refunded. */
export function CancelBookingDialog({
  open,
  date,
  players,
  refund,
  pending,
  onConfirm,
  onClose,
}: CancelBookingDialogProps) {
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby="cancel-booking-title">
      <DialogTitle id="cancel-booking-title">Cancel your booking?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your adventure on {date} for {players} players will be cancelled
          {refund ? ` and ${refund} refunded to your card` : ''}. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={pending}>
          Keep booking
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={pending}>
          {pending ? 'Cancelling…' : 'Cancel booking'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
