import { useSyncExternalStore } from 'react';

/** Local-storage key of the admin access token (product spec section 3). */
export const ACCESS_TOKEN_KEY = 'accessToken';

const CHANGE_EVENT = 'seaside:access-token';

function notify(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function getAccessToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAccessToken(token: string): void {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
  notify();
}

/** Removes only the token (e.g. after a failed refresh, product spec section 8). */
export function removeAccessToken(): void {
  window.localStorage.removeItem(ACCESS_TOKEN_KEY);
  notify();
}

/** Logout clears local storage entirely (product spec section 4). */
export function clearAdminStorage(): void {
  window.localStorage.clear();
  notify();
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange); // other tabs
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored token, re-rendering when it is set or cleared (also from another tab). */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribe, getAccessToken, () => null);
}
