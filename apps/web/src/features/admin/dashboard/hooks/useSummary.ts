import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchSummary, type Period, summaryKeys } from '../api/summary';

export function useSummary(period: Period | null) {
  return useQuery({
    queryKey: summaryKeys.period(period ?? { from: '', to: '' }),
    queryFn: ({ signal }) => fetchSummary(period as Period, signal),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}
