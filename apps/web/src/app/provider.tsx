import { lazy, type ReactNode } from 'react';
import { ToastProvider } from '@/components/feedback/ToastProvider';
import { loadChunk } from '@/lib/chunk-loader';

/** The MUI toast view is fetched when the first toast is shown (it shares the MUI vendor chunk). */
const LazyToastView = lazy(() =>
  loadChunk('mui', () => import('./mui-provider')).then((m) => ({ default: m.ThemedToastView })),
);

/**
 * App-wide providers. Only what every page needs lives here; the MUI theme (MuiProvider),
 * React Query (QueryProvider) and date-picker localization are mounted by the areas that use
 * them, so they stay out of the first load of "/".
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return <ToastProvider View={LazyToastView}>{children}</ToastProvider>;
}
