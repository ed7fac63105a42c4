import { describe, expect, it } from 'vitest';
import { KeptCopy } from './kept-copy.js';

/** A copy over a counter: each read answers the next number. */
function counting(aloneOnTheDatabase: boolean) {
  let reads = 0;
  let fail = false;
  const copy = new KeptCopy(async () => {
    reads++;
    if (fail) throw new Error('database down');
    return reads;
  }, aloneOnTheDatabase);
  return {
    copy,
    reads: () => reads,
    failNext: (value: boolean) => {
      fail = value;
    },
  };
}

describe('KeptCopy', () => {
  it('on PostgreSQL, keeps the value only while the listener is up', async () => {
    const { copy, reads } = counting(false);
    expect(await copy.get()).toBe(1);
    expect(await copy.get()).toBe(2);
    copy.reset(true);
    expect(await copy.get()).toBe(3);
    expect(await copy.get()).toBe(3);
    copy.reset(false);
    expect(await copy.get()).toBe(4);
    expect(await copy.get()).toBe(5);
    expect(reads()).toBe(5);
  });

  it('alone on its database (PGlite), keeps the value until told it changed', async () => {
    const { copy } = counting(true);
    expect(await copy.get()).toBe(1);
    expect(await copy.get()).toBe(1);
    copy.changed();
    expect(await copy.get()).toBe(2);
  });

  it('drops a read that was on its way when a change arrived', async () => {
    const { copy } = counting(true);
    const onItsWay = copy.get();
    copy.changed();
    expect(await onItsWay).toBe(1);
    expect(await copy.get()).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const { copy, failNext } = counting(true);
    failNext(true);
    await expect(copy.get()).rejects.toThrow('database down');
    failNext(false);
    expect(await copy.get()).toBe(2);
    expect(await copy.get()).toBe(2);
  });
});
