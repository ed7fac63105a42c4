import { API, type PublicLockedDatesResponse } from '@seaside/contract';
import { apiClient } from './api-client';
import { checkBody } from './contract-check';

/** The one query key of the public locked dates, for every screen that caches them (admin). */
export const PUBLIC_LOCKED_DATES_KEY = ['locked-dates', 'public'] as const;

/**
 * GET /api/date/public-list: the dates from today on that cannot be booked (locked or full), for
 * the booking page's and the admin screens' calendars.
 */
export async function getPublicLockedDates(signal?: AbortSignal): Promise<string[]> {
  const { data } = await apiClient.get<Partial<PublicLockedDatesResponse>>(API.date.publicList, { signal });
  checkBody('publicLockedDatesResponseSchema', data, `GET ${API.date.publicList}`);
  return Array.isArray(data?.lockedDates) ? data.lockedDates : [];
}
