import { API, PAGES } from '@seaside/contract';
import { createHttpClient, errorStatus } from './http';

export const ACCESS_TOKEN_KEY = 'accessToken';
const TOKEN_CHANGED = 'seaside:access-token';

function readToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * The admin access token in local storage (spec section 3: key `accessToken`): the ONE token
 * store (the admin screens read it through features/admin/shared/lib/access-token). Changes are
 * announced, also those made by another tab, so the screens follow sign-in and sign-out.
 */
export const accessTokenStore = {
  get: readToken,
  set: (token: string): void => {
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    window.dispatchEvent(new Event(TOKEN_CHANGED));
  },
  clear: (): void => {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    window.dispatchEvent(new Event(TOKEN_CHANGED));
  },
  subscribe: (onChange: () => void): (() => void) => {
    window.addEventListener(TOKEN_CHANGED, onChange);
    window.addEventListener('storage', onChange);
    return () => {
      window.removeEventListener(TOKEN_CHANGED, onChange);
      window.removeEventListener('storage', onChange);
    };
  },
};

/** Serialises refreshes across the tabs of this browser (they share the refresh cookie). */
async function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return work();
  return await navigator.locks.request('seaside-admin-refresh', work);
}

/** For the refresh call itself: credentials, no admin token, no 401 handling. */
const sessionClient = /* @__PURE__ */ createHttpClient();

let refreshing: Promise<string> | null = null;

/**
 * One refresh at a time: concurrent 401s wait for the same new token. The refresh cookie
 * rotates and the server treats a replayed old one as theft (it ends the session), so when
 * another tab has refreshed meanwhile, its new token is used instead of refreshing again.
 */
function refreshAccessToken(failedToken: string | undefined): Promise<string> {
  refreshing ??= withRefreshLock(async () => {
    const stored = accessTokenStore.get();
    if (stored && stored !== failedToken) return stored;
    const { data } = await sessionClient.post<{ accessToken: string }>(API.user.refreshToken, {});
    accessTokenStore.set(data.accessToken);
    return data.accessToken;
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * The main API client (spec sections 7 and 8): bearer token from local storage on every request;
 * on a 401, one silent refresh per request, then the request is retried. A failed refresh clears
 * the token and goes to the admin login. Failures are logged with their status and stack (spec
 * section 8).
 */
export const apiClient = /* @__PURE__ */ createHttpClient({
  before: (headers) => {
    const token = accessTokenStore.get();
    if (token) headers.set('authorization', `Bearer ${token}`);
  },
  onUnauthorized: async (path, sent) => {
    if (path === API.user.login || path === API.user.refreshToken) return false;
    try {
      await refreshAccessToken(sent.get('authorization')?.replace(/^Bearer /, '') || undefined);
      return true;
    } catch (refreshError) {
      console.error('Session refresh failed; signing out.', refreshError);
      accessTokenStore.clear();
      window.location.assign(PAGES.adminLoginSessionEnded);
      throw refreshError;
    }
  },
  // An answer the screen expects and shows (a 4xx: duplicate booking, unknown link, send limit) is
  // a warning; an outage or a server fault (network, 5xx) is an error.
  onError: (error) => {
    const status = errorStatus(error);
    const log = status !== undefined && status < 500 ? console.warn : console.error;
    log(`API error ${status ?? 'network'}`, (error as Error).stack);
  },
});
