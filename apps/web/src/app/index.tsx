import { Suspense } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { RootErrorBoundary } from '@/components/errors/RootErrorBoundary';
import { PageFallback } from '@/components/ui/PageFallback';
import { AppProvider } from './provider';
import { AppRoutes, preloadRoutes } from './router';

/**
 * The chunks of the page being opened, started before anything renders. main.tsx waits for them
 * (briefly: a slow network gets the page's loading fallback instead), so a page whose chunks are
 * in renders at once.
 */
export const initialRoutesLoaded = preloadRoutes(window.location.pathname);

function Routed() {
  const { pathname } = useLocation();
  return (
    <RootErrorBoundary pathname={pathname}>
      <Suspense fallback={<PageFallback />}>
        <AppRoutes />
      </Suspense>
    </RootErrorBoundary>
  );
}

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <Routed />
      </BrowserRouter>
    </AppProvider>
  );
}
