import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { TOAST_AUTO_HIDE_MS } from '@seaside/contract';
import type { SyntheticEvent } from 'react';
import type { ToastViewProps } from './ToastProvider';

/**
 * The toast itself (product spec section 4): MUI Snackbar + Alert, top right below the top bar, filled,
 * closes on the close action, hides itself after TOAST_AUTO_HIDE_MS (3000 ms).
 * Needs an MUI ThemeProvider above it.
 */
export function ToastView({ toast, onClose }: ToastViewProps) {
  const handleClose = (_event: SyntheticEvent | Event | null, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    onClose();
  };
  // Each toast in its own node at the end of <body>: a dialog open at that moment hides the rest
  // of the page from assistive technology (aria-hidden), but not a node added after it opened.
  return (
    <Portal key={toast.id}>
      <Snackbar
        open={toast.open}
        autoHideDuration={TOAST_AUTO_HIDE_MS}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        // Below the layout's top bar (useAppBarOffset), so it never covers the bar's controls.
        sx={{
          top: { xs: 'calc(var(--app-bar-height, 0px) + 8px)', sm: 'calc(var(--app-bar-height, 0px) + 24px)' },
        }}
      >
        <Alert
          onClose={handleClose}
          severity={toast.type}
          variant="filled"
          role={toast.type === 'error' ? 'alert' : 'status'}
          sx={{ width: '100%', maxWidth: 420, boxShadow: 6 }}
        >
          {toast.message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
