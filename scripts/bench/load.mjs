/**
 * The bench's load generators, on node:http with keep-alive connections.
 *
 * - `openLoop`: requests leave at fixed times whatever happened to the earlier ones, and each
 *   latency is counted from the time the request was due, so a slow answer or a queue shows in
 *   the figures instead of slowing the load down (what users arriving on their own do).
 * - `closedLoop`: a fixed number of clients, each sending its next request when the previous one
 *   has answered: the most a server does at that concurrency.
 *
 * A request is `{ method, path, headers, body }`, built by the stream's `next(i)` for its i-th send.
 * An answer 2xx is ok, 429 a refusal, anything else (or no answer within 10 s) an error.
 */
import http from 'node:http';

const TIMEOUT_MS = 10_000;

/** The percentile p (0 to 100) of ascending sorted values, nearest rank. */
export function percentile(sorted, p) {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const round1 = (ms) => Math.round(ms * 10) / 10;

/** Sends one request; resolves with its status (0 when it got no answer) and never rejects. */
function send(agent, port, { method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', (error) => resolve({ status: 0, text: String(error) }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    req.on('error', (error) => resolve({ status: 0, text: String(error) }));
    req.end(payload);
  });
}

/** Counts of one stream, and the latencies of its answers. */
class Tally {
  latencies = [];
  ok = 0;
  refused = 0;
  errors = 0;
  example = '';

  add(answer, ms) {
    this.latencies.push(ms);
    if (answer.status >= 200 && answer.status < 300) this.ok++;
    else if (answer.status === 429) this.refused++;
    else this.errors++;
    if (!this.example && (answer.status < 200 || answer.status >= 300))
      this.example = `${answer.status} ${answer.text.slice(0, 200)}`;
  }

  figures(seconds) {
    const sorted = this.latencies.sort((a, b) => a - b);
    return {
      sent: sorted.length,
      perSecond: Math.round(this.ok / seconds),
      p50: round1(percentile(sorted, 50)),
      p90: round1(percentile(sorted, 90)),
      p99: round1(percentile(sorted, 99)),
      max: round1(sorted.at(-1) ?? 0),
      refused: this.refused,
      errors: this.errors,
      ...(this.example ? { example: this.example } : {}),
    };
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Open loop: each stream `{ name, port, rate, next }` sends `rate` requests a second, evenly
 * spaced, for `seconds`; the streams' first sends are staggered within their first interval.
 * Returns each stream's figures, and the lag of the sends behind their schedule (this process
 * being late to send: it is counted in the latencies too, and shows whether the driver kept up).
 */
export async function openLoop({ streams, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const schedule = [];
  streams.forEach((stream, s) => {
    const interval = 1000 / stream.rate;
    const offset = (interval * s) / streams.length;
    for (let i = 0; i < stream.rate * seconds; i++) schedule.push({ at: offset + i * interval, stream, i });
  });
  schedule.sort((a, b) => a.at - b.at);
  const tallies = new Map(streams.map((stream) => [stream, new Tally()]));
  const lags = [];
  const inFlight = new Set();
  const start = performance.now() + 20;
  let next = 0;
  await new Promise((done) => {
    const dispatch = () => {
      const now = performance.now() - start;
      while (next < schedule.length && schedule[next].at <= now) {
        const { at, stream, i } = schedule[next++];
        lags.push(now - at);
        const due = start + at;
        const sent = send(agent, stream.port, stream.next(i)).then((answer) => {
          tallies.get(stream).add(answer, performance.now() - due);
          inFlight.delete(sent);
        });
        inFlight.add(sent);
      }
      if (next < schedule.length) setTimeout(dispatch, Math.max(0, schedule[next].at - (performance.now() - start)));
      else done();
    };
    setTimeout(dispatch, 20);
  });
  await Promise.all(inFlight);
  agent.destroy();
  lags.sort((a, b) => a - b);
  return {
    streams: Object.fromEntries(streams.map((stream) => [stream.name, tallies.get(stream).figures(seconds)])),
    lagP99: round1(percentile(lags, 99)),
    lagMax: round1(lags.at(-1) ?? 0),
  };
}

/**
 * Closed loop: `connections` clients each send `next(i)` to `port` back to back for `seconds`;
 * only answers that arrive within the window count.
 */
export async function closedLoop({ port, connections, seconds, next }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const tally = new Tally();
  let i = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const sentAt = performance.now();
      const answer = await send(agent, port, next(i++));
      if (performance.now() <= end) tally.add(answer, performance.now() - sentAt);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  agent.destroy();
  return tally.figures(seconds);
}
