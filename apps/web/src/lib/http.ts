import { API_TIMEOUT_MS } from '@seaside/contract';

/** Query parameters; `undefined` values are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  params?: QueryParams;
  /** The caller's cancellation, combined with the spec's timeout. */
  signal?: AbortSignal;
  /** `include` unless a call of the spec says otherwise (checkout: `omit`). */
  credentials?: RequestCredentials;
  /** `blob` reads a successful answer as a file (e.g. a CSV download) instead of JSON. */
  as?: 'json' | 'blob';
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** A non-2xx answer: its status and its parsed body (the server's `{ message, errors }`). */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The seconds a 429 or 503 asks to wait (its Retry-After header), when it says. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: unknown, route: string, retryAfterSeconds?: number) {
    super(`${route} answered ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface HttpClientOptions {
  /** Runs before every attempt of a request, e.g. to add the bearer token. */
  before?: (headers: Headers) => void;
  /**
   * On a 401: resolves true to send the request once more (`before` runs again), false to fail it
   * with the 401; a rejection fails it with that error.
   */
  onUnauthorized?: (path: string, sent: Headers) => Promise<boolean>;
  /** Sees every failed request before the caller does. */
  onError?: (error: unknown) => void;
}

/**
 * The spec's timeout (50 s) combined with the caller's signal: aborts with the first one's reason.
 * By hand because `AbortSignal.any` needs Safari 17.4 and the build targets Safari 16.4.
 */
function timeoutSignal(signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  if (!signal) return timeout;
  const combined = new AbortController();
  for (const source of [signal, timeout]) {
    if (source.aborted) combined.abort(source.reason);
    else source.addEventListener('abort', () => combined.abort(source.reason), { once: true });
  }
  return combined.signal;
}

function send(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  return fetch(url, { ...init, signal: timeoutSignal(signal) });
}

/** JSON when the body is JSON, the text otherwise, `undefined` when empty. */
async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function withParams(url: string, params?: QueryParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined) query.append(key, String(value));
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * The web app's one HTTP layer: JSON in and out, credentials sent, the spec's timeout, and an
 * `HttpError` for every non-2xx answer. The API clients (lib/api-client) are built on it.
 */
export function createHttpClient({ before, onUnauthorized, onError }: HttpClientOptions = {}) {
  const baseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '';

  async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}) {
    const attempt = async (retried: boolean): Promise<HttpResponse<T>> => {
      const headers = new Headers({ accept: 'application/json' });
      // Only with a body: Fastify refuses an empty body declared as JSON.
      if (body !== undefined) headers.set('content-type', 'application/json');
      before?.(headers);
      const res = await send(
        withParams(baseUrl + path, options.params),
        {
          method,
          headers,
          credentials: options.credentials ?? 'include',
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        options.signal,
      );
      if (res.ok && options.as === 'blob')
        return { data: (await res.blob()) as T, status: res.status, headers: res.headers };
      const data = await readBody(res);
      if (res.ok) return { data: data as T, status: res.status, headers: res.headers };
      if (res.status === 401 && !retried && onUnauthorized && (await onUnauthorized(path, headers))) {
        return attempt(true);
      }
      const retryAfter = Number.parseInt(res.headers.get('retry-after') ?? '', 10);
      throw new HttpError(res.status, data, `${method} ${path}`, Number.isNaN(retryAfter) ? undefined : retryAfter);
    };
    try {
      return await attempt(false);
    } catch (error) {
      // A request its caller cancelled (a query no longer needed) is no error worth reporting.
      if (!options.signal?.aborted) onError?.(error);
      throw error;
    }
  }

  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  };
}

/**
 * The player API (a separate host in the spec; same origin here): credentials sent, no admin
 * token. Here rather than beside the admin client so the player pages load none of its code.
 */
export const playerClient = /* @__PURE__ */ createHttpClient();

/** A file's contents as a Blob (a path on this site or a data URL), e.g. to save an image. */
export async function getBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const res = await send(url, {}, signal);
  if (!res.ok) throw new HttpError(res.status, undefined, `GET ${url}`);
  return res.blob();
}

/** The file name an answer's Content-Disposition gives (`attachment; filename="…"`), or `fallback`. */
export function attachmentName(headers: Headers, fallback: string): string {
  return /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

/** Saves a blob as a file named `filename` (a blob URL makes `download` work in every browser). */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  saveLink(href, filename);
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Follows `href` as a download named `filename`. */
export function saveLink(href: string, filename: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** The server's `message` from an error answer, or `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  const message = (error instanceof HttpError ? (error.body as { message?: unknown } | undefined) : undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/** The status of an error answer; `undefined` for a network failure, a timeout or a cancellation. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}

/** The seconds a failed request asks to wait before trying again, when it says. */
export function errorRetryAfter(error: unknown): number | undefined {
  return error instanceof HttpError ? error.retryAfterSeconds : undefined;
}
