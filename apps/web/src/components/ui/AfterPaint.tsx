import { type ReactNode, useEffect, useState } from 'react';

/**
 * Shows `fallback` until it has been painted, then `children`. For a page whose loading shell
 * should reach the screen before its heavy chunks start to download (they would otherwise share a
 * slow connection with the first paint): rendering the lazy page is what starts its import.
 */
export function AfterPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // requestAnimationFrame runs just before the next paint; the task after it, just after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : fallback;
}
