import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './storable-input.js';

describe('findUnstorableText', () => {
  it.each([
    ['plain text and numbers', { name: 'Zoë 👩‍👩‍👧', n: 3, list: ['a', null, true] }, undefined],
    ['a NUL in a field', { name: 'a\u0000b' }, 'name'],
    ['a lone high surrogate', { name: 'a\ud800' }, 'name'],
    ['a lone low surrogate', { name: '\udc00b' }, 'name'],
    ['a NUL in an array element', { ids: ['ok', 'x\u0000'] }, 'ids.1'],
    ['a NUL in a nested field', { a: { b: [{ c: '\u0000' }] } }, 'a.b.0.c'],
    ['a NUL in a key', { 'x\u0000': 1 }, 'x\u0000'],
    ['a NUL in the value itself', '\u0000', ''],
  ])('%s', (_label, value, path) => {
    expect(findUnstorableText(value)).toBe(path);
  });

  it('leaves raw bytes alone (a webhook body is checked by its signature)', () => {
    expect(findUnstorableText(Buffer.from([0, 0xed, 0xa0, 0x80]))).toBeUndefined();
  });

  it('walks a deeply nested value without running out of stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^(0\.)+0$/);
  });
});
