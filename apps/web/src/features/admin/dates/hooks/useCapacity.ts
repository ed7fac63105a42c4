import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PUBLIC_LOCKED_DATES_KEY } from '@/lib/locked-dates';
import { CAPACITY_KEY, capacityKeys } from '../../shared/api/date-capacity';
import { fetchCapacity, removeDateCapacity, setDateCapacity, setDefaultCapacity } from '../api/capacity';

export function useCapacity() {
  return useQuery({ queryKey: capacityKeys.overview, queryFn: ({ signal }) => fetchCapacity(signal) });
}

/** The capacity views and the calendars' closed dates (a capacity decides which dates are full). */
const invalidateCapacity = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: CAPACITY_KEY }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_LOCKED_DATES_KEY }),
  ]);

export function useSetDefaultCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (capacity: number) => setDefaultCapacity(capacity),
    onSettled: () => invalidateCapacity(queryClient),
  });
}

export function useSetDateCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, capacity }: { date: string; capacity: number }) => setDateCapacity(date, capacity),
    onSettled: () => invalidateCapacity(queryClient),
  });
}

export function useRemoveDateCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => removeDateCapacity(date),
    onSettled: () => invalidateCapacity(queryClient),
  });
}
