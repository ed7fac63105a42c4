export { ToastProvider, type ToastViewProps } from './ToastProvider';
export { type ToastApi, type ToastState, type ToastType, useToast } from './toast-context';
