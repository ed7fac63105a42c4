import { CHUNK_LOAD_TIMEOUT_MS } from '@seaside/contract';

/** Why a page chunk could not be loaded: it did not answer in time, or the request failed. */
export type ChunkFailureType = 'timeout' | 'error';

/**
 * A lazily loaded page chunk failed (product spec section 8, Platform):
 * "Loading chunk N failed" with the failure type and the address.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly chunk: string;
  readonly type: ChunkFailureType;
  readonly request: string;

  constructor(chunk: string, type: ChunkFailureType, request: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunk} failed.\n(${type}: ${request})`, options);
    this.chunk = chunk;
    this.type = type;
    this.request = request;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError || (error instanceof Error && error.name === 'ChunkLoadError');
}

/** Browsers name the module that failed in the error text (Chrome, Firefox); Safari does not. */
function failedAddress(error: unknown, chunk: string): string {
  const text = error instanceof Error ? error.message : String(error);
  const match = /(https?:\/\/\S+|\/static\/\S+)/.exec(text);
  if (match?.[1]) return match[1].replace(/[).,]+$/, '');
  return new URL(`static/js/${chunk}`, document.baseURI).href;
}

/**
 * Runs a dynamic import with a timeout (CHUNK_LOAD_TIMEOUT_MS, 120 s) and turns any failure
 * into a ChunkLoadError that the route error element shows.
 *
 *   lazy: () => loadChunk('admin-users', () => import('@/features/admin/users/components/UsersPage'))
 */
export function loadChunk<T>(
  chunk: string,
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      reject(new ChunkLoadError(chunk, 'timeout', failedAddress(undefined, chunk)));
    }, timeoutMs);
    importer().then(
      (module) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        console.error(error);
        reject(new ChunkLoadError(chunk, 'error', failedAddress(error, chunk), { cause: error }));
      },
    );
  });
}
