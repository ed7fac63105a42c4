import { API, type CapacityResponse, type MessageResponse } from '@seaside/contract';
import { apiClient } from '@/lib/api-client';
import { checkBody } from '@/lib/contract-check';

/** GET /api/date/capacity: the default and the dates with their own capacity, with places taken. */
export async function fetchCapacity(signal?: AbortSignal): Promise<CapacityResponse> {
  const { data } = await apiClient.get<CapacityResponse>(API.date.capacity, { signal });
  checkBody('capacityResponseSchema', data, `GET ${API.date.capacity}`);
  return data;
}

export async function setDefaultCapacity(defaultCapacity: number): Promise<MessageResponse> {
  const { data } = await apiClient.put<MessageResponse>(API.date.capacity, { defaultCapacity });
  return data;
}

export async function setDateCapacity(date: string, capacity: number): Promise<MessageResponse> {
  const { data } = await apiClient.put<MessageResponse>(API.date.capacityOfDate(date), { capacity });
  return data;
}

export async function removeDateCapacity(date: string): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>(API.date.capacityOfDate(date));
  return data;
}
