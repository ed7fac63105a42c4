/**
 * Coalesces the lookups that concurrent requests make in the same turn of the event loop into
 * one query (the DataLoader pattern): under load, one round trip to the database answers dozens
 * of requests; alone, a lookup waits only until the end of the current I/O phase. Nothing is
 * cached: every lookup reads the database as a lookup of its own would at that moment.
 */
export class BatchLoader<K, V> {
  private queue: Map<K, { resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[]> | undefined;

  /** `loadMany` answers a batch of distinct keys; keys it leaves out resolve to undefined. */
  constructor(
    private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxBatch = 200,
  ) {}

  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      if (!this.queue) {
        this.queue = new Map();
        // After the I/O callbacks of this turn: the requests parsed together are answered together.
        setImmediate(() => this.flush());
      }
      const waiting = this.queue.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.queue.set(key, [{ resolve, reject }]);
      if (this.queue.size >= this.maxBatch) this.flush();
    });
  }

  private flush(): void {
    const batch = this.queue;
    if (!batch || batch.size === 0) return;
    this.queue = undefined;
    this.loadMany([...batch.keys()]).then(
      (found) => {
        for (const [key, waiting] of batch) for (const w of waiting) w.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const waiting of batch.values()) for (const w of waiting) w.reject(error);
      },
    );
  }
}
