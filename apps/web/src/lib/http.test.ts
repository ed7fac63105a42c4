import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, errorRetryAfter, errorStatus, getBlob, HttpError, serverMessage } from './http';

vi.mock('@seaside/contract', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seaside/contract')>()),
  API_TIMEOUT_MS: 50,
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers only when its signal aborts (then rejects with the signal's reason). */
function hangingFetch() {
  return vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

// The paths here are made up (deliberately not in the contract's map): the client is generic.
describe('createHttpClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with credentials and query parameters, and returns the parsed body and status', async () => {
    const fetchMock = vi.fn(async () => json(201, { ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createHttpClient();
    const res = await client.post<{ ok: number }>('/api/x', { a: 1 }, { params: { page: 2, skip: undefined } });
    expect(res).toEqual({ data: { ok: 1 }, status: 201, headers: expect.any(Headers) });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x?page=2');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('declares no JSON body on a request without one', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const res = await createHttpClient().patch('/api/toggle');
    expect(res).toEqual({ data: undefined, status: 204, headers: expect.any(Headers) });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('content-type')).toBe(false);
  });

  it('turns an error answer into an HttpError with its status and parsed body', async () => {
    vi.stubGlobal('fetch', async () => json(409, { message: 'Taken.', errors: { email: 'Bad.' } }));
    const error = await createHttpClient()
      .get('/api/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).body).toEqual({ message: 'Taken.', errors: { email: 'Bad.' } });
    expect(errorStatus(error)).toBe(409);
    expect(serverMessage(error, 'fallback')).toBe('Taken.');
    expect(errorRetryAfter(error)).toBeUndefined();
  });

  it('keeps the wait a refused request names in its Retry-After header', async () => {
    const headers = { 'content-type': 'application/json', 'retry-after': '3' };
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ message: 'Slow down.' }), { status: 429, headers }),
    );
    const error = await createHttpClient()
      .post('/api/x', {})
      .catch((e: unknown) => e);
    expect(errorRetryAfter(error)).toBe(3);
  });

  it('falls back when the error answer has no message, and for failures that are not answers', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await createHttpClient()
      .get('/api/x')
      .catch((e: unknown) => e);
    expect(serverMessage(error, 'fallback')).toBe('fallback');
    expect(errorStatus(error)).toBe(502);
    expect(serverMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it("gives up after the spec's timeout", async () => {
    vi.stubGlobal('fetch', hangingFetch());
    await expect(createHttpClient().get('/api/slow')).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it("stops when the caller's signal aborts, before the timeout", async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const pending = createHttpClient().get('/api/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it("keeps the timeout beside a caller's signal, without AbortSignal.any (Safari before 17.4)", async () => {
    const any = AbortSignal.any;
    Reflect.deleteProperty(AbortSignal, 'any');
    try {
      vi.stubGlobal('fetch', hangingFetch());
      const pending = createHttpClient().get('/api/slow', { signal: new AbortController().signal });
      await expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
    } finally {
      AbortSignal.any = any;
    }
  });

  it('retries a 401 once when onUnauthorized allows it, running `before` again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, { message: 'Expired.' }))
      .mockResolvedValueOnce(json(401, { message: 'Still expired.' }));
    vi.stubGlobal('fetch', fetchMock);
    const before = vi.fn();
    const onUnauthorized = vi.fn(async () => true);
    const error = await createHttpClient({ before, onUnauthorized })
      .get('/api/x')
      .catch((e: unknown) => e);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(before).toHaveBeenCalledTimes(2);
    expect(serverMessage(error, '')).toBe('Still expired.');
  });

  it('passes every failure to onError, except a request its caller cancelled', async () => {
    vi.stubGlobal('fetch', async () => json(500, {}));
    const onError = vi.fn();
    await expect(createHttpClient({ onError }).delete('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(onError).toHaveBeenCalledWith(expect.any(HttpError));

    vi.stubGlobal('fetch', hangingFetch());
    onError.mockClear();
    const controller = new AbortController();
    const pending = createHttpClient({ onError }).get('/api/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('getBlob', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the contents, and an HttpError for an error answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(new Response('png'))
        .mockResolvedValueOnce(new Response('', { status: 404 })),
    );
    expect(await (await getBlob('/images/a.png')).text()).toBe('png');
    await expect(getBlob('/images/missing.png')).rejects.toMatchObject({ status: 404 });
  });
});
