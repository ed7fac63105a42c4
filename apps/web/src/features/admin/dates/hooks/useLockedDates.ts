import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PUBLIC_LOCKED_DATES_KEY } from '@/lib/locked-dates';
import { tokenMobileNumber } from '../../shared/lib/access-token';
import { fetchLockedDates, LOCKED_DATES_KEY, lockDate, lockedDateKeys, unlockDate } from '../api/locked-dates';

export function useLockedDatePage(skip: number, limit: number) {
  return useQuery({
    queryKey: lockedDateKeys.page(skip, limit),
    queryFn: ({ signal }) => fetchLockedDates({ skip, limit, mobileNumber: tokenMobileNumber() }, signal),
    placeholderData: keepPreviousData,
  });
}

/** The table and every calendar's disabled dates. */
const invalidateLockedDates = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: LOCKED_DATES_KEY }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_LOCKED_DATES_KEY }),
  ]);

export function useLockDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => lockDate(date, tokenMobileNumber()),
    onSettled: () => invalidateLockedDates(queryClient),
  });
}

export function useUnlockDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => unlockDate(date, tokenMobileNumber()),
    onSettled: () => invalidateLockedDates(queryClient),
  });
}
