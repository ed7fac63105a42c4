import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getManagedBooking, getUnavailableDates, postCancel, postChangeDate } from '../api/manage-api';

const bookingKey = (token: string) => ['managed-booking', token] as const;

/** The booking behind the manage token, with what the customer may do (a 404 is not retried). */
export function useManagedBooking(token: string) {
  return useQuery({
    queryKey: bookingKey(token),
    queryFn: ({ signal }) => getManagedBooking(token, signal),
    retry: false,
    // The booking may have changed in another tab or by staff: coming back to the tab reads it
    // again, so a cancellation never confirms a date the booking no longer has.
    refetchOnWindowFocus: 'always',
  });
}

/** Locked and full dates for the change-date calendar; a failure leaves only past dates disabled. */
export function useUnavailableDates(enabled: boolean) {
  const query = useQuery({
    queryKey: ['unavailable-dates'],
    queryFn: ({ signal }) => getUnavailableDates(signal),
    enabled,
  });
  return new Set(query.data ?? []);
}

/** Moving and cancelling; each reloads the booking afterwards, whatever the answer. */
export function useManageActions(token: string) {
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: bookingKey(token) });
  const changeDate = useMutation({
    mutationFn: (date: string) => postChangeDate(token, date),
    onSettled: reload,
  });
  const cancel = useMutation({ mutationFn: () => postCancel(token), onSettled: reload });
  return { changeDate, cancel };
}
