import { useEffect, useState } from 'react';

const EMPTY: ReadonlySet<string> = new Set();

/** Locked dates (YYYY-MM-DD) for the date picker; a failure is only logged (spec section 8). */
export function useLockedDates(): ReadonlySet<string> {
  const [locked, setLocked] = useState<ReadonlySet<string>>(EMPTY);
  useEffect(() => {
    let active = true;
    import('@/lib/locked-dates')
      .then(({ getPublicLockedDates }) => getPublicLockedDates())
      .then(
        (dates) => {
          if (active) setLocked(new Set(dates));
        },
        (error: unknown) => console.error('Could not load the locked dates', error),
      );
    return () => {
      active = false;
    };
  }, []);
  return locked;
}
