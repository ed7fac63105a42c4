import { API, API_TIMEOUT_MS, type PublicLockedDatesResponse } from '@seaside/contract';

/**
 * GET /api/date/public-list: locked dates from today on. With `fetch` rather than the axios client:
 * the booking page asks for them as it opens, and loading and starting axios then was the longest
 * main-thread task of that page on a phone (docs/performance.md); axios comes with the checkout.
 */
export async function getLockedDates(): Promise<string[]> {
  const res = await fetch(API.date.publicList, {
    credentials: 'include',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`GET ${API.date.publicList} answered ${res.status}`);
  const body = (await res.json()) as Partial<PublicLockedDatesResponse>;
  return Array.isArray(body.lockedDates) ? body.lockedDates : [];
}
