import { API, PAGES } from '@seaside/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenStore, apiClient } from './api-client';
import { HttpError } from './http';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { url: string; authorization: string | null };

/** Any admin route: the fake server guards every call but the refresh. */
const PROTECTED = API.user.list;

/**
 * A server whose admin routes accept only `valid`, and whose refresh answers `refresh()`;
 * `onRefused` runs as it refuses a request.
 */
function fakeServer(refresh: () => Response, onRefused?: () => void) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const authorization = new Headers(init.headers).get('authorization');
    calls.push({ url, authorization });
    if (url === API.user.refreshToken) return refresh();
    if (authorization === 'Bearer valid') return json(200, { data: 'ok' });
    onRefused?.();
    return json(401, { message: 'Unauthorized' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, refreshes: () => calls.filter((c) => c.url === API.user.refreshToken).length };
}

describe('apiClient: bearer token and refresh on 401', () => {
  const storage = new Map<string, string>();
  const assign = vi.fn();

  beforeEach(() => {
    storage.clear();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    });
    vi.stubGlobal('window', { dispatchEvent: vi.fn(), location: { assign } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    assign.mockReset();
  });

  it('sends the stored token, refreshes once on a 401, stores the new token and retries', async () => {
    accessTokenStore.set('expired');
    const server = fakeServer(() => json(200, { accessToken: 'valid' }));
    const res = await apiClient.get<{ data: string }>(PROTECTED);
    expect(res.data).toEqual({ data: 'ok' });
    expect(server.calls.map((c) => c.authorization)).toEqual(['Bearer expired', null, 'Bearer valid']);
    expect(accessTokenStore.get()).toBe('valid');
  });

  it('shares one refresh between concurrent 401s', async () => {
    accessTokenStore.set('expired');
    const server = fakeServer(() => json(200, { accessToken: 'valid' }));
    const answers = await Promise.all([apiClient.get(PROTECTED), apiClient.get(PROTECTED)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(server.refreshes()).toBe(1);
  });

  it('uses the newer token another tab stored instead of refreshing again', async () => {
    accessTokenStore.set('expired');
    // Another tab refreshes while this request is on its way.
    const server = fakeServer(
      () => json(200, { accessToken: 'never' }),
      () => storage.set('accessToken', 'valid'),
    );
    expect((await apiClient.get(PROTECTED)).status).toBe(200);
    expect(server.refreshes()).toBe(0);
  });

  it('clears the token and goes to the admin login when the refresh fails', async () => {
    accessTokenStore.set('expired');
    const server = fakeServer(() => json(401, { message: 'Session ended.' }));
    await expect(apiClient.get(PROTECTED)).rejects.toBeInstanceOf(HttpError);
    expect(server.refreshes()).toBe(1);
    expect(accessTokenStore.get()).toBeNull();
    expect(assign).toHaveBeenCalledWith(PAGES.adminLoginSessionEnded);
  });

  it('retries a request only once, and never refreshes for the login call', async () => {
    accessTokenStore.set('expired');
    const server = fakeServer(() => json(200, { accessToken: 'still-refused' }));
    await expect(apiClient.get(PROTECTED)).rejects.toMatchObject({ status: 401 });
    expect(server.refreshes()).toBe(1);
    await expect(apiClient.post(API.user.login, {})).rejects.toMatchObject({ status: 401 });
    expect(server.refreshes()).toBe(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('logs an answer the screen expects (4xx) as a warning, and a server fault or outage as an error', async () => {
    const answers = [json(409, { message: 'DUPLICATE_BOOKING' }), json(500, { message: 'Oops' })];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift() ?? Promise.reject(new TypeError('offline'))),
    );
    for (let i = 0; i < 3; i++) await expect(apiClient.get(API.payment.verifySession)).rejects.toBeTruthy();
    expect(vi.mocked(console.warn).mock.calls.map(([text]) => text)).toEqual(['API error 409']);
    expect(vi.mocked(console.error).mock.calls.map(([text]) => text)).toEqual(['API error 500', 'API error network']);
  });
});
