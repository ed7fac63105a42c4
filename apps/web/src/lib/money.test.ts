import { describe, expect, it } from 'vitest';
import { formatPounds, formatPrice } from './money';

const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

describe('formatPounds', () => {
  it('writes whole pounds as Intl en-GB does', () => {
    const amounts = [0, 1, 9, 10, 20, 99, 100, 999, 1000, 1010, 12_340, 99_990, 100_000, 1_234_560, 99_999_999_990];
    for (const amount of amounts) expect(formatPounds(amount)).toBe(intl.format(amount));
  });

  it('rounds a fraction of a pound as Intl does', () => {
    for (const amount of [0.4, 0.5, 1.5, 2.5, 1234.49, 1234.5, 999.5])
      expect(formatPounds(amount)).toBe(intl.format(amount));
  });
});

describe('formatPrice', () => {
  it('leaves out the pence of whole pounds and writes them otherwise, as a price is read', () => {
    expect(formatPrice(1000)).toBe('£10');
    expect(formatPrice(125_000)).toBe('£1,250');
    expect(formatPrice(1050)).toBe('£10.50');
    expect(formatPrice(3105)).toBe('£31.05');
    expect(formatPrice(99)).toBe('£0.99');
  });
});
