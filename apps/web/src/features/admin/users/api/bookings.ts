import {
  API,
  type CreateParticipantRequest,
  type MessageResponse,
  type QuizStatusFilter,
  type UserListResponse,
} from '@seaside/contract';
import { apiClient } from '@/lib/api-client';
import { checkBody } from '@/lib/contract-check';

export interface BookingListParams {
  page: number;
  limit: number;
  quizStatusFilter: QuizStatusFilter;
  registrationDate?: string;
}

export const bookingKeys = {
  all: ['admin', 'bookings'] as const,
  list: (params: BookingListParams) => [...bookingKeys.all, 'list', params] as const,
};

/** GET /api/user/list: one page of bookings, filtered and paged by the server (tagged with its page). */
export async function fetchBookings(
  params: BookingListParams,
  signal?: AbortSignal,
): Promise<UserListResponse & { page: number }> {
  const { data } = await apiClient.get<UserListResponse>(API.user.list, {
    params: {
      page: params.page,
      limit: params.limit,
      quizStatusFilter: params.quizStatusFilter,
      ...(params.registrationDate ? { registrationDate: params.registrationDate } : {}),
    },
    signal,
  });
  checkBody('userListResponseSchema', data, `GET ${API.user.list}`);
  return { ...data, page: params.page };
}

export async function createParticipant(body: CreateParticipantRequest): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>(API.user.createParticipant, body);
  return data;
}

export async function updateBookingDate(id: string, registrationDate: string): Promise<MessageResponse> {
  const { data } = await apiClient.patch<MessageResponse>(API.user.update(id), { registrationDate });
  return data;
}

export async function deleteBooking(id: string): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>(API.user.deleteParticipant(id));
  return data;
}

/** POST /api/user/admin/cancel/{id} */
export async function cancelBooking(id: string, refund: boolean): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>(API.user.cancel(id), { refund });
  return data;
}

/** POST /api/user/admin/refund/{id}: try a failed refund again. */
export async function retryRefund(id: string): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>(API.user.refund(id), {});
  return data;
}
