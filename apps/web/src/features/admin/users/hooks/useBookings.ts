import type { CreateParticipantRequest, UserListResponse } from '@seaside/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BookingListParams,
  bookingKeys,
  createParticipant,
  deleteBooking,
  fetchBookings,
  fetchUpcomingLockedDates,
  updateBookingDate,
} from '../api/bookings';

export function useBookingList(params: BookingListParams) {
  return useQuery({
    queryKey: bookingKeys.list(params),
    queryFn: ({ signal }) => fetchBookings(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Locked dates as a Set of YYYY-MM-DD (empty while loading or when the call fails). */
export function useLockedDateSet(): Set<string> {
  const { data } = useQuery({
    queryKey: bookingKeys.lockedDates,
    queryFn: ({ signal }) => fetchUpcomingLockedDates(signal),
    select: (dates) => new Set(dates),
    staleTime: 60_000,
  });
  return data ?? EMPTY;
}
const EMPTY = new Set<string>();

export function useCreateParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateParticipantRequest) => createParticipant(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** Changes a booking's date; the new date is written into the cached page at once ("records it locally"). */
export function useChangeBookingDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, registrationDate }: { id: string; registrationDate: string }) =>
      updateBookingDate(id, registrationDate),
    onSuccess: (_data, { id, registrationDate }) => {
      queryClient.setQueriesData<UserListResponse>({ queryKey: bookingKeys.all }, (old) =>
        old && 'users' in old
          ? { ...old, users: old.users.map((u) => (u._id === id ? { ...u, registrationDate } : u)) }
          : old,
      );
      return queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBooking(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
