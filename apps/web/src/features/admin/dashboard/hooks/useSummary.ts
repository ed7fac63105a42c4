import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchSummary, type Period, summaryKeys } from '../api/summary';

export function useSummary(period: Period | null) {
  return useQuery({
    queryKey: summaryKeys.period(period ?? { from: '', to: '' }),
    queryFn: ({ signal }) => fetchSummary(period as Period, signal),
    enabled: period !== null,
    placeholderData: keepPreviousData,
    // Any booking change, on another screen or by another member of staff, moves the figures:
    // coming back reads them again (the last ones stay on screen meanwhile).
    refetchOnMount: 'always',
  });
}
