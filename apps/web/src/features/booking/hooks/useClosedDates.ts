import { useEffect, useState } from 'react';
import { type ClosedDates, closedDates } from '../lib/date-input';

const NONE: ClosedDates = new Map();

/** Locked and full dates (YYYY-MM-DD) for the date picker; a failure is only logged (spec section 8). */
export function useClosedDates(): ClosedDates {
  const [closed, setClosed] = useState<ClosedDates>(NONE);
  useEffect(() => {
    let active = true;
    import('@/lib/locked-dates')
      .then(({ getPublicClosedDates }) => getPublicClosedDates())
      .then(
        ({ lockedDates, fullDates }) => {
          if (active) setClosed(closedDates(lockedDates, fullDates));
        },
        (error: unknown) => console.error('Could not load the locked dates', error),
      );
    return () => {
      active = false;
    };
  }, []);
  return closed;
}
