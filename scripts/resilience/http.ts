/** HTTP to the servers under test (loopback only), with per-status counting and latencies. */

export interface Answer {
  status: number; // 0 = no answer (connection refused, reset or timeout)
  body: string;
  ms: number;
  setCookies: string[];
  json<T = Record<string, unknown>>(): T;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Raw body sent as is (webhooks are signed over the exact bytes). */
  raw?: string;
  timeoutMs?: number;
}

export async function request(base: string, path: string, options: RequestOptions = {}): Promise<Answer> {
  const url = new URL(path, base);
  if (url.hostname !== '127.0.0.1') throw new Error(`refusing to call ${url.host}: loopback only`);
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  try {
    const res = await fetch(url, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    return answer(res.status, text, performance.now() - started, res.headers.getSetCookie());
  } catch (error) {
    return answer(0, String(error), performance.now() - started, []);
  }
}

function answer(status: number, body: string, ms: number, setCookies: string[]): Answer {
  return {
    status,
    body,
    ms,
    setCookies,
    json<T>() {
      return JSON.parse(body) as T;
    },
  };
}

/** Counts answers by status (0 = no answer) and keeps latencies, per phase. */
export class Tally {
  readonly statuses = new Map<number, number>();
  readonly latencies: number[] = [];
  readonly samples: string[] = [];

  add(a: Answer, label = ''): Answer {
    this.statuses.set(a.status, (this.statuses.get(a.status) ?? 0) + 1);
    this.latencies.push(a.ms);
    if ((a.status >= 500 || a.status === 0) && this.samples.length < 5) {
      this.samples.push(`${label} ${a.status} ${a.body.slice(0, 160)}`);
    }
    return a;
  }

  get total(): number {
    let n = 0;
    for (const v of this.statuses.values()) n += v;
    return n;
  }

  count(predicate: (status: number) => boolean): number {
    let n = 0;
    for (const [status, v] of this.statuses) if (predicate(status)) n += v;
    return n;
  }

  get errors5xx(): number {
    return this.count((s) => s >= 500);
  }

  get status500(): number {
    return this.count((s) => s === 500);
  }

  get noAnswer(): number {
    return this.count((s) => s === 0);
  }

  percentile(p: number): number {
    if (this.latencies.length === 0) return 0;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  }

  summary(): string {
    return [...this.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s === 0 ? 'none' : s}:${n}`)
      .join(' ');
  }
}

/** Runs `work` over `items` with at most `limit` in flight. */
export async function pool<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    for (;;) {
      const i = next++;
      if (i >= items.length) return;
      results[i] = await work(items[i] as T, i);
    }
  });
  await Promise.all(runners);
  return results;
}

export function shuffle<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

export const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** A client address for X-Forwarded-For (the servers run with TRUST_PROXY=loopback, as behind a proxy on this machine). */
export function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
