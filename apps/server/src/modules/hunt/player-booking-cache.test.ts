import { describe, expect, it } from 'vitest';
import type { PlayerBookingRow } from '../bookings/bookings.repository.js';
import { PlayerBookingCache } from './player-booking-cache.js';

const booking = (token: string, registrationDate = '2026-06-15'): PlayerBookingRow => ({
  id: `id-${token}`,
  accessToken: token,
  fullName: 'The Gulls',
  teamMemberCount: 4,
  registrationDate,
  deletedAt: null,
});

/** A cache over a fake table; `reads` counts the tokens read from it. */
function cacheOver(table: Map<string, PlayerBookingRow>, maxEntries?: number) {
  const reads: string[] = [];
  let gate: Promise<void> = Promise.resolve();
  const cache = new PlayerBookingCache(async (tokens) => {
    reads.push(...tokens);
    const rows = tokens.flatMap((token) => (table.has(token) ? [table.get(token) as PlayerBookingRow] : []));
    await gate;
    return rows;
  }, maxEntries);
  const hold = () => {
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    return () => {
      release();
      gate = Promise.resolve();
    };
  };
  return { cache, reads, hold };
}

describe('PlayerBookingCache', () => {
  it('reads the database every time while no change listener is up', async () => {
    const table = new Map([['a', booking('a')]]);
    const { cache, reads } = cacheOver(table);
    await cache.get('a');
    await cache.get('a');
    expect(reads).toEqual(['a', 'a']);
    cache.reset(false);
    await cache.get('a');
    expect(reads).toHaveLength(3);
  });

  it('keeps a booking while listening, until its change is heard', async () => {
    const table = new Map([
      ['a', booking('a')],
      ['b', booking('b')],
    ]);
    const { cache, reads } = cacheOver(table);
    cache.reset(true);
    await cache.get('a');
    await cache.get('b');
    expect(await cache.get('a')).toEqual(booking('a'));
    expect(reads).toEqual(['a', 'b']);

    table.set('a', booking('a', '2026-07-01'));
    cache.changed('a');
    expect((await cache.get('a'))?.registrationDate).toBe('2026-07-01');
    await cache.get('b');
    expect(reads).toEqual(['a', 'b', 'a']);

    cache.changed('*');
    await cache.get('b');
    expect(reads).toEqual(['a', 'b', 'a', 'b']);
  });

  it('does not keep unknown tokens: a booking made a moment later is found', async () => {
    const table = new Map<string, PlayerBookingRow>();
    const { cache } = cacheOver(table);
    cache.reset(true);
    expect(await cache.get('new')).toBeUndefined();
    table.set('new', booking('new'));
    expect(await cache.get('new')).toEqual(booking('new'));
  });

  it('does not keep a read that was on its way when a change was heard (it may predate the change)', async () => {
    const table = new Map([['a', booking('a')]]);
    const { cache, reads, hold } = cacheOver(table);
    cache.reset(true);
    const release = hold();
    const reading = cache.get('a');
    await new Promise((resolve) => setImmediate(resolve));
    cache.changed('a');
    release();
    await reading;
    await cache.get('a');
    expect(reads).toEqual(['a', 'a']);
  });

  it('forgets everything when the listener is lost, and keeps nothing until it is back', async () => {
    const table = new Map([['a', booking('a')]]);
    const { cache, reads } = cacheOver(table);
    cache.reset(true);
    await cache.get('a');
    cache.reset(false);
    await cache.get('a');
    await cache.get('a');
    expect(reads).toEqual(['a', 'a', 'a']);
  });

  it('holds at most maxEntries bookings, dropping the oldest', async () => {
    const table = new Map(['a', 'b', 'c'].map((token) => [token, booking(token)]));
    const { cache, reads } = cacheOver(table, 2);
    cache.reset(true);
    for (const token of ['a', 'b', 'c', 'c', 'b', 'a']) await cache.get(token);
    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });
});
