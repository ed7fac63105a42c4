import type { FastifyBaseLogger } from 'fastify';

export interface PollingLoopOptions {
  /** One round of work; returns how many items it took. */
  round: () => Promise<number>;
  /** What the loop works on, for its log line. */
  name: string;
  log: FastifyBaseLogger;
  pollMs: number;
  /** A round that took this many items may have left more due: the next one starts at once. */
  batchSize: number;
}

/**
 * Runs a worker's rounds one after another: every `pollMs`, at once after a full batch, and soon
 * after `poke()` (new work was committed). The work itself claims its rows in the database, so any
 * number of processes may run the same loop; the loop holds no state beyond its timer.
 */
export class PollingLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(private readonly o: PollingLoopOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a round soon (after an enqueue). */
  poke(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.o
        .round()
        .catch((error) => {
          this.o.log.error({ err: error }, `${this.o.name} worker round failed`);
          return 0;
        })
        .then((count) => {
          this.running = undefined;
          if (!this.stopped) this.schedule(count === this.o.batchSize ? 0 : this.o.pollMs);
        });
    }, delay);
    this.timer.unref();
  }
}

/** Exponential backoff of attempt n (1-based): base × 2^(n-1), capped at one hour. */
export function backoffDelayMs(baseMs: number, attempt: number): number {
  return Math.min(baseMs * 2 ** (attempt - 1), 3_600_000);
}
