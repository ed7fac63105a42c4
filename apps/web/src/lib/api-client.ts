import { API, API_TIMEOUT_MS, PAGES } from '@seaside/contract';
import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

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
 * store (the admin screens read it through features/admin/auth/lib/access-token). Changes are
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

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

function createClient(): AxiosInstance {
  return axios.create({
    baseURL: import.meta.env.VITE_API_BASE_URL ?? '',
    timeout: API_TIMEOUT_MS,
    withCredentials: true,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * The main API client (spec section 7): bearer token from local storage on every request; on a
 * 401, one silent refresh per request, then the request is retried. A failed refresh clears the
 * token and goes to the admin login.
 */
export const apiClient = createClient();

let refreshing: Promise<string> | null = null;

/** Serialises refreshes across the tabs of this browser (they share the refresh cookie). */
async function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return work();
  return await navigator.locks.request('seaside-admin-refresh', work);
}

/**
 * One refresh at a time: concurrent 401s wait for the same new token. The refresh cookie
 * rotates and the server treats a replayed old one as theft (it ends the session), so when
 * another tab has refreshed meanwhile, its new token is used instead of refreshing again.
 */
function refreshAccessToken(failedToken: string | undefined): Promise<string> {
  refreshing ??= withRefreshLock(async () => {
    const stored = accessTokenStore.get();
    if (stored && stored !== failedToken) return stored;
    const res = await axios.post<{ accessToken: string }>(
      API.user.refreshToken,
      {},
      { withCredentials: true, timeout: API_TIMEOUT_MS, baseURL: apiClient.defaults.baseURL },
    );
    accessTokenStore.set(res.data.accessToken);
    return res.data.accessToken;
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

apiClient.interceptors.request.use((config) => {
  const token = accessTokenStore.get();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

apiClient.interceptors.response.use(undefined, async (error: AxiosError) => {
  const original = error.config as RetriableConfig | undefined;
  const isAuthCall = original?.url === API.user.login || original?.url === API.user.refreshToken;
  if (error.response?.status === 401 && original && !original._retried && !isAuthCall) {
    original._retried = true;
    try {
      const sent = String(original.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
      const token = await refreshAccessToken(sent || undefined);
      original.headers.set('Authorization', `Bearer ${token}`);
      return apiClient(original);
    } catch (refreshError) {
      console.error('Session refresh failed; signing out.', refreshError);
      accessTokenStore.clear();
      window.location.assign(PAGES.adminLogin);
      return Promise.reject(refreshError);
    }
  }
  console.error(`API error ${error.response?.status ?? 'network'}`, error.stack);
  return Promise.reject(error);
});

/** The player API (a separate host in the spec; same origin here): credentials sent, no admin token. */
export const playerClient = createClient();

/** The server's `message` from an error response, or `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof AxiosError) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

export function errorStatus(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}
