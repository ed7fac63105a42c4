import {
  API,
  type AvailabilityResponse,
  type CheckoutRequest,
  type CheckoutResponse,
  type VerifySessionResponse,
} from '@seaside/contract';
import { apiClient } from '@/lib/api-client';
import { checkBody } from '@/lib/contract-check';
import { HttpError } from '@/lib/http';

export { errorStatus, serverMessage } from '@/lib/http';

/** POST /api/payment/checkout (spec section 7: JSON, no credentials). */
export async function postCheckout(body: CheckoutRequest): Promise<CheckoutResponse> {
  const res = await apiClient.post<CheckoutResponse>(API.payment.checkout, body, { credentials: 'omit' });
  checkBody('checkoutResponseSchema', res.data, `POST ${API.payment.checkout}`);
  return res.data;
}

/** GET /api/date/availability for one date: the places it has left. */
export async function getPlacesLeft(date: string, signal?: AbortSignal): Promise<number | undefined> {
  const res = await apiClient.get<AvailabilityResponse>(API.date.availability, {
    params: { from: date, to: date },
    signal,
  });
  checkBody('availabilityResponseSchema', res.data, `GET ${API.date.availability}`);
  return res.data.days[0]?.remaining;
}

/** GET /api/payment/verify-session?sessionId=… */
export async function getPaymentStatus(sessionId: string): Promise<VerifySessionResponse> {
  const res = await apiClient.get<VerifySessionResponse>(API.payment.verifySession, { params: { sessionId } });
  checkBody('verifySessionResponseSchema', res.data, `GET ${API.payment.verifySession}`);
  return res.data;
}

/** Field errors of a 400 answer (`errors` of the error body), or none. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
