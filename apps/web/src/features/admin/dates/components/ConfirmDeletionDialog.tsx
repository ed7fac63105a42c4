import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@seaside/contract';

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
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending} color="inherit">
          Cancel
        </Button>
        <Button
          onClick={onConfirm}
          disabled={pending}
          variant="contained"
          color="error"
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
