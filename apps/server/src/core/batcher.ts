import { isDatabaseUnavailable } from './db-errors.js';
import { mapPacked } from './packed-map.js';

export interface BatcherOptions {
  /** Most items handed to one call of `run` (a bigger queue is split). */
  maxBatch?: number;
  /**
   * Most calls of `run` at once. While they are all busy, new items wait and go together in the
   * next call, so a busy database gets fewer, bigger batches (group commit) instead of a queue.
   */
  maxInFlight?: number;
  /**
   * When a batch of several items fails with an error the database reported about the work (not
   * an outage), run its items again one at a time, so an item that fails on its own (a
   * constraint, say) fails only its own request. Only for `run`s that are atomic: a failed call
   * must have changed nothing.
   */
  isolateFailures?: boolean;
}

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the items that concurrent requests submit in the same turn of the event loop and
 * hands them to `run` together: one round trip (one statement, or one transaction and one
 * commit) answers dozens of requests under load, while a request alone waits only until the
 * end of the current I/O phase. Each request still gets its own answer, and nothing is answered
 * before `run` has finished (a write is durable when its request is told so).
 */
export class Batcher<I, O> {
  private queue: Waiting<I, O>[] = [];
  private scheduled = false;
  private inFlight = 0;
  private readonly maxBatch: number;
  private readonly maxInFlight: number;
  private readonly isolateFailures: boolean;

  /** `run` answers a batch with one result per item, in the items' order. */
  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    options: BatcherOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 200;
    this.maxInFlight = options.maxInFlight ?? Number.POSITIVE_INFINITY;
    this.isolateFailures = options.isolateFailures ?? false;
  }

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // After the I/O callbacks of this turn: the requests parsed together are answered together.
        setImmediate(() => {
          this.scheduled = false;
          this.flush();
        });
      }
    });
  }

  private flush(): void {
    while (this.queue.length > 0 && this.inFlight < this.maxInFlight) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight++;
      this.settle(batch).finally(() => {
        this.inFlight--;
        this.flush();
      });
    }
  }

  private async settle(batch: Waiting<I, O>[]): Promise<void> {
    try {
      const results = await this.run(mapPacked(batch, (w) => w.item));
      for (const [i, w] of batch.entries()) w.resolve(results[i] as O);
    } catch (error) {
      if (!this.isolateFailures || batch.length === 1 || isDatabaseUnavailable(error)) {
        for (const w of batch) w.reject(error);
        return;
      }
      for (const w of batch) await this.settle([w]);
    }
  }
}
