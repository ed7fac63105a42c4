import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CAPACITY_MAX } from '@seaside/contract';
import { useState } from 'react';
import { DialogButtons } from '../../shared/DialogButtons';

export interface CapacityEdit {
  title: string;
  text: string;
  initial: number;
  min: number;
  /** The text shown when the number is outside min..CAPACITY_MAX or not whole. */
  rangeMessage: string;
}

interface Props {
  edit: CapacityEdit | null;
  pending: boolean;
  onSave: (capacity: number) => void;
  onCancel: () => void;
}

/** Edits one capacity (the default, or a date's own): a whole number of players. */
export function CapacityDialog({ edit, pending, onSave, onCancel }: Props) {
  return (
    <Dialog
      open={Boolean(edit)}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="capacity-dialog-title"
      maxWidth="xs"
      fullWidth
    >
      {/* Keyed by the edit, so every opening starts from its own value. */}
      {edit ? (
        <CapacityForm key={edit.title} edit={edit} pending={pending} onSave={onSave} onCancel={onCancel} />
      ) : null}
    </Dialog>
  );
}

function CapacityForm({ edit, pending, onSave, onCancel }: Props & { edit: CapacityEdit }) {
  const [text, setText] = useState(String(edit.initial));
  const [touched, setTouched] = useState(false);
  const value = Number(text);
  const valid = /^\d+$/.test(text.trim()) && value >= edit.min && value <= CAPACITY_MAX;
  const showError = touched && !valid;
  return (
    <form
      noValidate
      aria-label={edit.title}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (valid) onSave(value);
      }}
    >
      <DialogTitle id="capacity-dialog-title">{edit.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{edit.text}</DialogContentText>
        <TextField
          label="Players"
          type="number"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
          required
          fullWidth
          autoFocus
          error={showError}
          helperText={showError ? edit.rangeMessage : ' '}
          slotProps={{ htmlInput: { min: edit.min, max: CAPACITY_MAX, step: 1, inputMode: 'numeric' } }}
        />
      </DialogContent>
      <DialogButtons label="Save" color="secondary" busy={pending} onCancel={onCancel} sx={{ px: 3, pb: 2.5 }} />
    </form>
  );
}
