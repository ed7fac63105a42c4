import { API, API_TIMEOUT_MS, type PublicLockedDatesResponse } from '@seaside/contract';
import { checkBody } from './contract-check';

/** The one query key of the public locked dates, for every screen that caches them (admin). */
export const PUBLIC_LOCKED_DATES_KEY = ['locked-dates', 'public'] as const;

/**
 * GET /api/date/public-list: the dates from today on that cannot be booked (locked or full), for
 * the booking page's and the admin screens' calendars. With `fetch` rather than the axios client:
 * the booking page asks for them as it opens, and loading and starting axios then was the longest
 * main-thread task of that page on a phone (docs/performance.md).
 */
export async function getPublicLockedDates(signal?: AbortSignal): Promise<string[]> {
  const res = await fetch(API.date.publicList, {
    credentials: 'include',
    headers: { accept: 'application/json' },
    signal: signal ?? AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`GET ${API.date.publicList} answered ${res.status}`);
  const body = (await res.json()) as Partial<PublicLockedDatesResponse>;
  checkBody('publicLockedDatesResponseSchema', body, `GET ${API.date.publicList}`);
  return Array.isArray(body.lockedDates) ? body.lockedDates : [];
}
