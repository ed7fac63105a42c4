import { sanitiseAccessCode } from '@seaside/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillBoxes, sanitiseCode } from './access-code';

describe('sanitiseCode', () => {
  it('keeps the first four hex characters, upper-cased', () => {
    expect(sanitiseCode(' ab-9z f7 ')).toBe('AB9F');
    expect(sanitiseCode('xyz')).toBe('');
  });

  it('is the same rule as the contract', () => {
    fc.assert(fc.property(fc.string({ maxLength: 20 }), (s) => sanitiseCode(s) === sanitiseAccessCode(s)));
  });
});

describe('fillBoxes', () => {
  it('fills from the index and moves focus to the next box', () => {
    expect(fillBoxes(['', '', '', ''], 1, 'AB')).toEqual({ boxes: ['', 'A', 'B', ''], next: 3 });
    expect(fillBoxes(['1', '2', '3', '4'], 0, 'ABCD')).toEqual({ boxes: ['A', 'B', 'C', 'D'], next: 3 });
    expect(fillBoxes(['', '', '', ''], 3, 'EF')).toEqual({ boxes: ['', '', '', 'E'], next: 3 });
  });
});
