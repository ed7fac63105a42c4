import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps the CSS variable --app-bar-height (on <html>) at the height of the layout's top bar (fixed
 * or sticky), at every width and as the bar grows (an open phone menu), so the toast is placed
 * below the bar and never covers its controls (components/feedback/ToastView).
 */
export function useAppBarOffset(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--app-bar-height', `${element.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-bar-height');
    };
  }, [bar]);
}
