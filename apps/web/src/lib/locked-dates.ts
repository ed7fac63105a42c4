import { API, type PublicLockedDatesResponse } from '@seaside/contract';
import { apiClient } from './api-client';
import { checkBody } from './contract-check';

/** The one query key of the public locked dates, for every screen that caches them (admin). */
export const PUBLIC_LOCKED_DATES_KEY = ['locked-dates', 'public'] as const;

/**
 * GET /api/date/public-list: the dates from today on that cannot be booked (locked or full), for
 * the booking page's and the admin screens' calendars.
 */
export async function getPublicClosedDates(signal?: AbortSignal): Promise<PublicLockedDatesResponse> {
  const { data } = await apiClient.get<Partial<PublicLockedDatesResponse>>(API.date.publicList, { signal });
  checkBody('publicLockedDatesResponseSchema', data, `GET ${API.date.publicList}`);
  return {
    lockedDates: Array.isArray(data?.lockedDates) ? data.lockedDates : [],
    fullDates: Array.isArray(data?.fullDates) ? data.fullDates : [],
  };
}

/** Only the locked dates (staff may still book a full date, so their calendars disable only these). */
export async function getPublicLockedDates(signal?: AbortSignal): Promise<string[]> {
  return (await getPublicClosedDates(signal)).lockedDates;
}
