import { API, type ManageBookingResponse, type ManageCancelResponse, type MessageResponse } from '@seaside/contract';
import { apiClient } from '@/lib/api-client';
import { checkBody } from '@/lib/contract-check';
import { getPublicClosedDates } from '@/lib/locked-dates';

export { errorStatus, serverMessage } from '@/lib/http';

/** GET /api/booking/manage/{token} */
export async function getManagedBooking(token: string, signal?: AbortSignal): Promise<ManageBookingResponse> {
  const res = await apiClient.get<ManageBookingResponse>(API.manage.get(token), { signal, credentials: 'omit' });
  checkBody('manageBookingResponseSchema', res.data, 'GET /api/booking/manage/{token}');
  return res.data;
}

/** POST /api/booking/manage/{token}/change-date */
export async function postChangeDate(token: string, registrationDate: string): Promise<MessageResponse> {
  const res = await apiClient.post<MessageResponse>(
    API.manage.changeDate(token),
    { registrationDate },
    { credentials: 'omit' },
  );
  return res.data;
}

/** POST /api/booking/manage/{token}/cancel */
export async function postCancel(token: string): Promise<ManageCancelResponse> {
  const res = await apiClient.post<ManageCancelResponse>(API.manage.cancel(token), undefined, { credentials: 'omit' });
  checkBody('manageCancelResponseSchema', res.data, 'POST /api/booking/manage/{token}/cancel');
  return res.data;
}

/**
 * The dates nobody can move to: locked and full (booking-lifecycle.md section 2); past dates the
 * calendar disables itself.
 */
export async function getUnavailableDates(signal?: AbortSignal): Promise<string[]> {
  const { lockedDates, fullDates } = await getPublicClosedDates(signal);
  return [...lockedDates, ...fullDates];
}
