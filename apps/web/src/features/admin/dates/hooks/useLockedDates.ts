import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tokenMobileNumber } from '../../auth/lib/access-token';
import {
  fetchLockedDates,
  fetchUpcomingLockedDates,
  LOCKED_DATES_KEY,
  lockDate,
  lockedDateKeys,
  unlockDate,
} from '../api/locked-dates';

export function useLockedDatePage(skip: number, limit: number) {
  return useQuery({
    queryKey: lockedDateKeys.page(skip, limit),
    queryFn: ({ signal }) => fetchLockedDates({ skip, limit, mobileNumber: tokenMobileNumber() }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUpcomingLockedDates(): Set<string> {
  const { data } = useQuery({
    queryKey: lockedDateKeys.upcoming,
    queryFn: ({ signal }) => fetchUpcomingLockedDates(signal),
    select: (dates) => new Set(dates),
  });
  return data ?? EMPTY;
}
const EMPTY = new Set<string>();

export function useLockDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => lockDate(date, tokenMobileNumber()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOCKED_DATES_KEY }),
  });
}

export function useUnlockDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => unlockDate(date, tokenMobileNumber()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOCKED_DATES_KEY }),
  });
}
