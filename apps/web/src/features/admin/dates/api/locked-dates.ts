import { API, type DateListResponse, type MessageResponse } from '@seaside/contract';
import { apiClient } from '@/lib/api-client';
import { checkBody } from '@/lib/contract-check';

/** Every query of this screen's table starts with this key. */
export const LOCKED_DATES_KEY = ['admin', 'locked-dates'] as const;
export const lockedDateKeys = {
  page: (skip: number, limit: number) => [...LOCKED_DATES_KEY, 'page', skip, limit] as const,
};

/** The spec sends the token's mobileNumber on these calls; the server ignores it (identity = token). */
export async function fetchLockedDates(
  params: { skip: number; limit: number; mobileNumber?: string },
  signal?: AbortSignal,
): Promise<DateListResponse> {
  const { data } = await apiClient.get<DateListResponse>(API.date.list, { params, signal });
  checkBody('dateListResponseSchema', data, `GET ${API.date.list}`);
  return data;
}

export async function lockDate(lockedDate: string, mobileNumber?: string): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>(API.date.lock, { lockedDate, mobileNumber });
  return data;
}

export async function unlockDate(date: string, mobileNumber?: string): Promise<MessageResponse> {
  const { data } = await apiClient.patch<MessageResponse>(API.date.delete, { date, mobileNumber });
  return data;
}
