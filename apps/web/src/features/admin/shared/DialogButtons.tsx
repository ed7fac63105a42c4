import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions, { type DialogActionsProps } from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

export interface DialogButtonsProps {
  /** The main button's text. */
  label: ReactNode;
  /** While true both buttons are disabled and the main one shows a spinner. */
  busy: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  /** The main button's action; without it the main button submits the dialog's form. */
  onConfirm?: () => void;
  color?: ButtonProps['color'];
  /** Disables the main button also when not busy (e.g. a form not filled in yet). */
  disabled?: boolean;
  sx: DialogActionsProps['sx'];
}

/** The buttons row of an admin dialog: Cancel and the main action. */
export function DialogButtons({
  label,
  busy,
  onCancel,
  cancelLabel = 'Cancel',
  onConfirm,
  color,
  disabled = false,
  sx,
}: DialogButtonsProps) {
  return (
    <DialogActions sx={sx}>
      <Button onClick={onCancel} disabled={busy} color="inherit">
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? undefined : 'submit'}
        onClick={onConfirm}
        variant="contained"
        color={color}
        disabled={disabled || busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {label}
      </Button>
    </DialogActions>
  );
}
