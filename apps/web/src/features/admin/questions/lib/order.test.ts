import type { Question } from '@seaside/contract';
import { describe, expect, it } from 'vitest';
import { answerChips, applyLocalOrder, moveItem, nextSequence, sameOrder } from './order';

const q = (id: string, sequence = 1) => ({ _id: id, sequence }) as Question;

describe('question order helpers', () => {
  it('applies a local order, dropping deleted ids and appending new ones', () => {
    const server = [q('a'), q('b'), q('c'), q('d')];
    expect(applyLocalOrder(server, null).map((x) => x._id)).toEqual(['a', 'b', 'c', 'd']);
    expect(applyLocalOrder(server, ['c', 'a', 'x', 'b']).map((x) => x._id)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('moves items and compares orders', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });

  it('gives a new question the highest sequence plus 1', () => {
    expect(nextSequence([])).toBe(1);
    expect(nextSequence([q('a', 3), q('b', 9), q('c', 2)])).toBe(10);
  });

  it('shows three answer chips then "+N more"', () => {
    expect(answerChips(['a', 'b'], 3)).toEqual({ visible: ['a', 'b'], more: 0 });
    expect(answerChips(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ visible: ['a', 'b', 'c'], more: 2 });
  });
});
