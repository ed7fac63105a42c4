import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';

/**
 * Root of every route: keeps the document title in step with the path and starts each new page
 * at the top (a lighter stand-in for <ScrollRestoration/>, which costs ~1 KB of the first load;
 * the browser still restores positions on back/forward reloads).
 */
export function RootLayout() {
  useDocumentTitle();
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return <Outlet />;
}
