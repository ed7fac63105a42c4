import { useQuery } from '@tanstack/react-query';
import { getPublicLockedDates, PUBLIC_LOCKED_DATES_KEY } from '@/lib/locked-dates';

const EMPTY: ReadonlySet<string> = new Set();

/** The dates the calendars disable (YYYY-MM-DD; empty while loading or when the call fails). */
export function usePublicLockedDates(): ReadonlySet<string> {
  const { data } = useQuery({
    queryKey: PUBLIC_LOCKED_DATES_KEY,
    queryFn: ({ signal }) => getPublicLockedDates(signal),
    select: (dates) => new Set(dates),
  });
  return data ?? EMPTY;
}
