import { useEffect } from 'react';

/**
 * While `active` (unsaved work on the page), reloading or closing the tab asks the browser's own
 * "Leave site?" first. Links inside the app are not covered: the router is declarative, which has
 * no navigation blocker.
 */
export function useWarnBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
