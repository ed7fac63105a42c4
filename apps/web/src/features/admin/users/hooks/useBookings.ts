import type { CreateParticipantRequest, UserListResponse } from '@seaside/contract';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { saveBlob } from '@/lib/http';
import { PUBLIC_LOCKED_DATES_KEY } from '@/lib/locked-dates';
import { CAPACITY_KEY } from '../../shared/api/date-capacity';
import {
  type BookingListParams,
  bookingKeys,
  cancelBooking,
  createParticipant,
  deleteBooking,
  exportBookings,
  fetchBookings,
  retryRefund,
  updateBookingDate,
} from '../api/bookings';

export function useBookingList(params: BookingListParams) {
  return useQuery({
    queryKey: bookingKeys.list(params),
    queryFn: ({ signal }) => fetchBookings(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The lists, the calendars' disabled dates and the places taken per date. */
const invalidateBookings = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_LOCKED_DATES_KEY }),
    queryClient.invalidateQueries({ queryKey: CAPACITY_KEY }),
  ]);

export function useCreateParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateParticipantRequest) => createParticipant(body),
    onSuccess: () => invalidateBookings(queryClient),
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
      return invalidateBookings(queryClient);
    },
  });
}

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBooking(id),
    onSuccess: () => invalidateBookings(queryClient),
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, refund }: { id: string; refund: boolean }) => cancelBooking(id, refund),
    onSuccess: () => invalidateBookings(queryClient),
  });
}

/**
 * Retries a failed refund. `claim(id)` is false while a retry of that booking is on its way: a
 * double click reaches the handler before the button shows disabled, and the second request
 * would only be refused ("Only a failed refund can be tried again").
 */
export function useRetryRefund() {
  const queryClient = useQueryClient();
  const inFlight = useRef(new Set<string>());
  const mutation = useMutation({
    mutationFn: (id: string) => retryRefund(id),
    onSuccess: () => invalidateBookings(queryClient),
    onSettled: (_data, _error, id) => {
      inFlight.current.delete(id);
    },
  });
  const claim = (id: string) => {
    if (inFlight.current.has(id)) return false;
    inFlight.current.add(id);
    return true;
  };
  return { ...mutation, claim };
}

/** Downloads the list with the filters in force as CSV. */
export function useExportBookings() {
  return useMutation({
    mutationFn: async (filters: Pick<BookingListParams, 'quizStatusFilter' | 'registrationDate'>) => {
      const { file, fileName } = await exportBookings(filters);
      saveBlob(file, fileName);
    },
  });
}
