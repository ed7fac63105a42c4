import { useContext, useEffect } from 'react';
import { guardHistory } from '@/lib/history-guard';
import { UnsavedWorkQuestion } from '../unsaved-work';

/**
 * While `active` (unsaved work on the page), leaving asks first: reloading or closing the tab
 * through the browser's own "Leave site?", following a link to another page of the app or
 * Back and Forward through `question`. The router is declarative, which has no navigation
 * blocker: a click on such a link is caught before React sees it (capture phase on the document)
 * and goes on only when confirmed; history steps go through `lib/history-guard.ts`. The admin
 * layout's Logout asks the same question (`useMayLeave`).
 */
export function useWarnBeforeLeaving(active: boolean, question: string): void {
  const registered = useContext(UnsavedWorkQuestion);
  useEffect(() => {
    if (!active) return;
    if (registered) registered.current = question;
    const warnOnUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const askOnLink = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
      // A click that opens another tab or window, or downloads, leaves this page as it is.
      const elsewhere = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (elsewhere || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const target = new URL(link.href, window.location.href);
      if (target.origin !== window.location.origin || target.pathname === window.location.pathname) return;
      if (window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', warnOnUnload);
    document.addEventListener('click', askOnLink, true);
    guardHistory(question);
    return () => {
      if (registered) registered.current = null;
      window.removeEventListener('beforeunload', warnOnUnload);
      document.removeEventListener('click', askOnLink, true);
      guardHistory(null);
    };
  }, [active, question, registered]);
}
