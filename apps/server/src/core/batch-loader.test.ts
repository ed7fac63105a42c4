import { describe, expect, it } from 'vitest';
import { BatchLoader } from './batch-loader.js';

describe('BatchLoader', () => {
  it('answers the lookups of one turn with one call, each with its own value', async () => {
    const calls: string[][] = [];
    const loader = new BatchLoader<string, number>(async (keys) => {
      calls.push(keys);
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, k.length]));
    });
    const results = await Promise.all(['a', 'bb', 'a', 'missing', 'ccc'].map((k) => loader.load(k)));
    expect(results).toEqual([1, 2, 1, undefined, 3]);
    expect(calls).toEqual([['a', 'bb', 'missing', 'ccc']]);
    // A later turn is a new batch.
    expect(await loader.load('dddd')).toBe(4);
    expect(calls).toHaveLength(2);
  });

  it('splits at the batch size and passes a failure to every waiting lookup of that batch', async () => {
    const sizes: number[] = [];
    const loader = new BatchLoader<number, number>(async (keys) => {
      sizes.push(keys.length);
      if (keys.includes(13)) throw new Error('database down');
      return new Map(keys.map((k) => [k, k * 2]));
    }, 10);
    const settled = await Promise.allSettled(Array.from({ length: 25 }, (_, i) => loader.load(i)));
    expect(sizes).toEqual([10, 10, 5]);
    expect(settled.filter((s) => s.status === 'rejected')).toHaveLength(10);
    expect(settled[20]).toEqual({ status: 'fulfilled', value: 40 });
    // The loader keeps working after a failed batch.
    expect(await loader.load(13 + 100)).toBe(226);
  });
});
