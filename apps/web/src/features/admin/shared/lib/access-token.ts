import { accessTokenStore } from '@/lib/api-client';

/**
 * The admin access token (product spec section 3: local storage key `accessToken`). There is
 * ONE store, `accessTokenStore` of lib/api-client, which the API client also uses for the bearer
 * header and the silent refresh; these helpers (and hooks/useAccessToken) give the admin screens their view of it.
 */
export const getAccessToken = (): string | null => accessTokenStore.get();
export const setAccessToken = (token: string): void => accessTokenStore.set(token);

/** Logout clears local storage entirely (product spec section 4). */
export function clearAdminStorage(): void {
  try {
    window.localStorage.clear();
  } finally {
    accessTokenStore.clear();
  }
}

/**
 * The `mobileNumber` claim of the stored token (spec section 3: the date-management calls send
 * it). Only read for display and for those calls; the server takes the identity from the token.
 */
export function tokenMobileNumber(token: string | null = getAccessToken()): string | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { mobileNumber?: unknown };
    return typeof claims.mobileNumber === 'string' ? claims.mobileNumber : undefined;
  } catch {
    return undefined;
  }
}
