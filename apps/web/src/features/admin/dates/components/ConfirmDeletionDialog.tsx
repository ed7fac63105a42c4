import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@seaside/contract';
import { DialogButtons } from '../../shared/DialogButtons';

interface Props {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Confirm Deletion" with Delete and Cancel (product spec section 2). */
export function ConfirmDeletionDialog({ open, pending, onConfirm, onCancel }: Props) {
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="confirm-deletion-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-deletion-title">{MESSAGES.dates.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{MESSAGES.dates.deleteBody}</DialogContentText>
      </DialogContent>
      <DialogButtons
        label="Delete"
        color="error"
        busy={pending}
        onCancel={onCancel}
        onConfirm={onConfirm}
        sx={{ px: 3, pb: 2.5 }}
      />
    </Dialog>
  );
}
