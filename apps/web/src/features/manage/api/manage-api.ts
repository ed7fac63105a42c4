import {
  API,
  type ManageBookingResponse,
  type ManageCancelResponse,
  type MessageResponse,
  type PublicLockedDatesResponse,
} from '@seaside/contract';
import { apiClient } from '@/lib/api-client';
import { checkBody } from '@/lib/contract-check';

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
 * The dates nobody can move to: locked, and full when the public list says which are
 * (`fullDates`, booking-lifecycle.md section 2); past dates the calendar disables itself.
 */
export async function getUnavailableDates(signal?: AbortSignal): Promise<string[]> {
  const { data } = await apiClient.get<Partial<PublicLockedDatesResponse> & { fullDates?: unknown }>(
    API.date.publicList,
    { signal },
  );
  const locked = Array.isArray(data?.lockedDates) ? data.lockedDates : [];
  const full = Array.isArray(data?.fullDates) ? data.fullDates.filter((d): d is string => typeof d === 'string') : [];
  return [...locked, ...full];
}
