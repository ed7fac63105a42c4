import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { BookingRecord } from '@seaside/contract';
import { DialogButtons } from '../../shared/DialogButtons';
import { FullDateWarning } from '../../shared/FullDateWarning';
import { displayDate } from '../lib/dates';

interface Props {
  change: { booking: BookingRecord; date: string } | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Confirm Date Change" with "Yes, Change" and "No" (product spec section 4), warning when the new date is full. */
export function ConfirmDateChangeDialog({ change, pending, onConfirm, onCancel }: Props) {
  return (
    <Dialog
      open={Boolean(change)}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="confirm-date-change-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="confirm-date-change-title">Confirm Date Change</DialogTitle>
      <DialogContent>
        {change ? (
          <DialogContentText>
            Move the booking of <strong>{change.booking.fullName}</strong> from{' '}
            <strong>{displayDate(change.booking.registrationDate)}</strong> to{' '}
            <strong>{displayDate(change.date)}</strong>? The customer is e-mailed the new date and the mission briefing
            moves with it.
          </DialogContentText>
        ) : null}
        {change ? <FullDateWarning date={change.date} players={change.booking.teamMemberCount} /> : null}
      </DialogContent>
      <DialogButtons
        label="Yes, Change"
        cancelLabel="No"
        color="secondary"
        busy={pending}
        onCancel={onCancel}
        onConfirm={onConfirm}
        sx={{ px: 3, pb: 2.5 }}
      />
    </Dialog>
  );
}
