import { createContext, useContext } from 'react';

export type ToastType = 'success' | 'info' | 'warning' | 'error';

export interface ToastApi {
  /** Shows a toast; the type is success unless told otherwise (product spec section 4). */
  showToast: (message: string, type?: ToastType) => void;
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
  warning: (message: string) => void;
  /** Closes the open toast, if any. */
  closeToast: () => void;
}

export interface ToastState {
  /** Increments with every toast, so a new one restarts the auto-hide timer. 0 = none shown yet. */
  id: number;
  open: boolean;
  message: string;
  type: ToastType;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Access to the app-wide toast. Must be used under <ToastProvider> (mounted in AppProvider). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
