import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MESSAGES, type Question } from '@seaside/contract';

export interface DeleteQuestionDialogProps {
  question: Question | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirmation before a clue is deleted (the same wording as the other admin deletions). */
export function DeleteQuestionDialog({ question, deleting, onCancel, onConfirm }: DeleteQuestionDialogProps) {
  return (
    <Dialog
      open={question !== null}
      onClose={deleting ? undefined : onCancel}
      aria-labelledby="delete-question-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="delete-question-title" sx={{ fontFamily: 'inherit', fontWeight: 700 }}>
        {MESSAGES.dates.deleteTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{MESSAGES.dates.deleteBody}</DialogContentText>
        {question ? (
          <Typography
            variant="body2"
            sx={{
              mt: 2,
              p: 1.5,
              borderRadius: 2,
              bgcolor: 'action.hover',
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {question.clue}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={deleting} color="inherit">
          Cancel
        </Button>
        <Button
          onClick={onConfirm}
          color="error"
          variant="contained"
          disabled={deleting}
          startIcon={deleting ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
