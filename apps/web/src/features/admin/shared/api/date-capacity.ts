import { API, type DateCapacityResponse } from '@seaside/contract';
import { apiClient } from '@/lib/api-client';
import { checkBody } from '@/lib/contract-check';

/** Every capacity query starts with this key: a booking or capacity change refreshes them all. */
export const CAPACITY_KEY = ['admin', 'capacity'] as const;
export const capacityKeys = {
  overview: [...CAPACITY_KEY, 'overview'] as const,
  date: (date: string) => [...CAPACITY_KEY, 'date', date] as const,
};

/** GET /api/date/capacity/{date}: one date's capacity and places taken. */
export async function fetchDateCapacity(date: string, signal?: AbortSignal): Promise<DateCapacityResponse> {
  const { data } = await apiClient.get<DateCapacityResponse>(API.date.capacityOfDate(date), { signal });
  checkBody('dateCapacityResponseSchema', data, `GET ${API.date.capacityOfDate.pattern}`);
  return data;
}
