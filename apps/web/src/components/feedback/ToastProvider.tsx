import { type ComponentType, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { type ToastApi, ToastContext, type ToastState, type ToastType } from './toast-context';

export interface ToastViewProps {
  toast: ToastState;
  onClose: () => void;
}

/**
 * Holds the one app-wide toast (product spec section 4) and exposes it through useToast().
 * The visual part (`View`, MUI Snackbar + Alert: ToastView) is passed in, usually lazily loaded,
 * so that the MUI runtime is fetched only when the first toast is shown.
 */
export function ToastProvider({ children, View }: { children: ReactNode; View: ComponentType<ToastViewProps> }) {
  const [toast, setToast] = useState<ToastState>({ id: 0, open: false, message: '', type: 'success' });

  const showToast = useCallback((message: string, type: ToastType = 'success') => {
    setToast((prev) => ({ id: prev.id + 1, open: true, message, type }));
  }, []);

  const closeToast = useCallback(() => {
    setToast((prev) => (prev.open ? { ...prev, open: false } : prev));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      showToast,
      closeToast,
      success: (message) => showToast(message, 'success'),
      error: (message) => showToast(message, 'error'),
      info: (message) => showToast(message, 'info'),
      warning: (message) => showToast(message, 'warning'),
    }),
    [showToast, closeToast],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toast.id > 0 ? (
        <Suspense fallback={null}>
          <View toast={toast} onClose={closeToast} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
