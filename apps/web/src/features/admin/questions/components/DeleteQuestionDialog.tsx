import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MESSAGES, type Question } from '@seaside/contract';
import { DialogButtons } from '../../shared/DialogButtons';

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
      <DialogButtons
        label="Delete"
        color="error"
        busy={deleting}
        onCancel={onCancel}
        onConfirm={onConfirm}
        sx={{ px: 3, pb: 2 }}
      />
    </Dialog>
  );
}
