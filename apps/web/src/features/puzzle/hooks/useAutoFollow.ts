import { SCROLL_FOLLOW_THRESHOLD_PX, SCROLL_PAUSE_MS } from '@seaside/contract';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Keeps a scrolling chat at its newest line (product spec section 4): it follows new content
 * while the reader is within 50 px of the bottom, and pauses for 600 ms after the reader scrolls.
 * User scrolling is told apart from our own by the input that causes it (wheel, touch, keys,
 * a pointer on the scrollbar). `atBottom` lets the view offer a "jump to the latest" button.
 */
/** A scroll event this soon after wheel/touch/key input is the reader's. */
const USER_SCROLL_WINDOW_MS = 1000;

export function useAutoFollow(scroller: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>) {
  const stick = useRef(true);
  const lastUserScroll = useRef(Number.NEGATIVE_INFINITY);
  const pointerDown = useRef(false);
  const retry = useRef<number | undefined>(undefined);
  const [atBottom, setAtBottom] = useState(true);

  const distance = useCallback(() => {
    const el = scroller.current;
    return el ? el.scrollHeight - el.clientHeight - el.scrollTop : 0;
  }, [scroller]);

  const follow = useCallback(() => {
    const el = scroller.current;
    if (!el || !stick.current) return;
    const since = performance.now() - lastUserScroll.current;
    if (since < SCROLL_PAUSE_MS) {
      window.clearTimeout(retry.current);
      retry.current = window.setTimeout(follow, SCROLL_PAUSE_MS - since);
      return;
    }
    if (distance() > 1) el.scrollTop = el.scrollHeight;
  }, [scroller, distance]);

  const jumpToLatest = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    stick.current = true;
    lastUserScroll.current = Number.NEGATIVE_INFINITY;
    setAtBottom(true);
    el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
  }, [scroller]);

  useEffect(() => {
    const el = scroller.current;
    const inner = content.current;
    if (!el || !inner) return;
    const userIntent = () => {
      lastUserScroll.current = performance.now();
    };
    const onKey = (e: KeyboardEvent) => {
      if (['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' '].includes(e.key)) userIntent();
    };
    const onPointerDown = () => {
      pointerDown.current = true;
    };
    const onPointerUp = () => {
      pointerDown.current = false;
    };
    const onScroll = () => {
      if (pointerDown.current) userIntent();
      const near = distance() <= SCROLL_FOLLOW_THRESHOLD_PX;
      // Only the reader unsticks the view: our own scroll event may arrive after the content
      // has grown again (an image loading), and must not stop the following.
      const byReader = performance.now() - lastUserScroll.current < USER_SCROLL_WINDOW_MS;
      if (near) stick.current = true;
      else if (byReader) stick.current = false;
      setAtBottom(stick.current);
    };
    el.addEventListener('wheel', userIntent, { passive: true });
    el.addEventListener('touchmove', userIntent, { passive: true });
    el.addEventListener('keydown', onKey);
    el.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointerup', onPointerUp);
    el.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(() => follow());
    observer.observe(inner);
    observer.observe(el);
    return () => {
      el.removeEventListener('wheel', userIntent);
      el.removeEventListener('touchmove', userIntent);
      el.removeEventListener('keydown', onKey);
      el.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointerup', onPointerUp);
      el.removeEventListener('scroll', onScroll);
      observer.disconnect();
      window.clearTimeout(retry.current);
    };
  }, [scroller, content, distance, follow]);

  return { atBottom, jumpToLatest, follow };
}
