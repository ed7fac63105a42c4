import { describe, expect, it } from 'vitest';
import { Batcher } from './batcher.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Batcher', () => {
  it('answers the items of one turn with one call, each with its own result, in order', async () => {
    const calls: number[][] = [];
    const batcher = new Batcher<number, number>(async (items) => {
      calls.push(items);
      return items.map((n) => n * 10);
    });
    expect(await Promise.all([1, 2, 2, 3].map((n) => batcher.submit(n)))).toEqual([10, 20, 20, 30]);
    expect(calls).toEqual([[1, 2, 2, 3]]);
  });

  it('while maxInFlight calls are busy, gathers the new items into the next call (group commit)', async () => {
    const calls: number[][] = [];
    let release: () => void = () => undefined;
    const batcher = new Batcher<number, number>(
      async (items) => {
        calls.push(items);
        if (calls.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return items;
      },
      { maxInFlight: 1, maxBatch: 3 },
    );
    const first = batcher.submit(0);
    await tick();
    const later = [1, 2, 3, 4, 5].map((n) => batcher.submit(n));
    await tick();
    await tick();
    expect(calls).toEqual([[0]]);
    release();
    expect(await Promise.all([first, ...later])).toEqual([0, 1, 2, 3, 4, 5]);
    // Split at maxBatch, one call at a time.
    expect(calls).toEqual([[0], [1, 2, 3], [4, 5]]);
  });

  it('with isolateFailures, runs a failed batch again item by item so only the bad item fails', async () => {
    const calls: string[][] = [];
    const batcher = new Batcher<string, string>(
      async (items) => {
        calls.push(items);
        if (items.includes('bad')) throw Object.assign(new Error('check constraint'), { code: '23514' });
        return items.map((s) => s.toUpperCase());
      },
      { isolateFailures: true },
    );
    const settled = await Promise.allSettled(['a', 'bad', 'c'].map((s) => batcher.submit(s)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(settled[2]).toEqual({ status: 'fulfilled', value: 'C' });
    expect(calls).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });

  it('does not retry item by item when the database is unreachable, nor without isolateFailures', async () => {
    for (const [options, error] of [
      [{ isolateFailures: true }, Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })],
      [{}, new Error('constraint')],
    ] as const) {
      let calls = 0;
      const batcher = new Batcher<number, number>(async () => {
        calls++;
        throw error;
      }, options);
      const settled = await Promise.allSettled([1, 2, 3].map((n) => batcher.submit(n)));
      expect(settled.every((s) => s.status === 'rejected')).toBe(true);
      expect(calls).toBe(1);
    }
  });
});
