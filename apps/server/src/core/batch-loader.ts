import { Batcher } from './batcher.js';
import { mapPacked } from './packed-map.js';

/**
 * Coalesces the lookups that concurrent requests make in the same turn of the event loop into
 * one query (the DataLoader pattern, on core/batcher.ts): under load, one round trip to the
 * database answers dozens of requests; alone, a lookup waits only until the end of the current
 * I/O phase. Nothing is cached: every lookup reads the database as a lookup of its own would at
 * that moment.
 */
export class BatchLoader<K, V> {
  private readonly batcher: Batcher<K, V | undefined>;

  /** `loadMany` answers a batch of distinct keys; keys it leaves out resolve to undefined. */
  constructor(loadMany: (keys: K[]) => Promise<Map<K, V>>, maxBatch = 200) {
    this.batcher = new Batcher(
      async (keys) => {
        const found = await loadMany([...new Set(keys)]);
        return mapPacked(keys, (key) => found.get(key));
      },
      { maxBatch },
    );
  }

  load(key: K): Promise<V | undefined> {
    return this.batcher.submit(key);
  }
}
