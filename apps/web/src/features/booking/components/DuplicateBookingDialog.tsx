import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@seaside/contract';

export interface DuplicateBookingDialogProps {
  open: boolean;
  onCancel: () => void;
  onProceed: () => void;
}

/** Duplicate Booking dialog (product spec sections 4 and 8). */
export function DuplicateBookingDialog({ open, onCancel, onProceed }: DuplicateBookingDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="duplicate-booking-title"
      aria-describedby="duplicate-booking-text"
      slotProps={{ paper: { sx: { borderRadius: 4, p: { xs: 1, sm: 1.5 }, maxWidth: 460 } } }}
    >
      <DialogTitle id="duplicate-booking-title" sx={{ fontFamily: 'serif', typography: 'h5' }}>
        Duplicate Booking
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="duplicate-booking-text" sx={{ color: 'text.primary' }}>
          {MESSAGES.booking.duplicateDialog}
        </DialogContentText>
      </DialogContent>
      {/* Each label on one line: "Yes, Proceed" broke in two on a 390 px phone. */}
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
        <Button onClick={onCancel} variant="outlined" color="primary">
          Cancel
        </Button>
        <Button onClick={onProceed} variant="contained" color="secondary" autoFocus>
          Yes, Proceed
        </Button>
      </DialogActions>
    </Dialog>
  );
}
