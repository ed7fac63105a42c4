import type { CreateParticipantRequest, UserListResponse } from '@seaside/contract';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
    // A refused delete (a refund still owed) reads the list again too, so the row shows why.
    onSettled: () => invalidateBookings(queryClient),
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, refund }: { id: string; refund: boolean }) => cancelBooking(id, refund),
    onSuccess: () => invalidateBookings(queryClient),
  });
}

export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => retryRefund(id),
    onSuccess: () => invalidateBookings(queryClient),
  });
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
