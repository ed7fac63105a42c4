import { describe, expect, it } from 'vitest';
import { formatPence, formatPounds, formatPrice } from './money.js';

const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const intlWhole = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

describe('formatPounds', () => {
  it('writes whole pounds as Intl en-GB does', () => {
    const amounts = [0, 1, 9, 10, 20, 99, 100, 999, 1000, 1010, 12_340, 99_990, 100_000, 1_234_560, 99_999_999_990];
    for (const amount of [...amounts, ...amounts.map((a) => -a).filter((a) => a !== 0)])
      expect(formatPounds(amount)).toBe(intlWhole.format(amount));
  });

  it('rounds a fraction of a pound', () => {
    expect(formatPounds(0.4)).toBe('£0');
    expect(formatPounds(1234.49)).toBe('£1,234');
    expect(formatPounds(1234.5)).toBe('£1,235');
    expect(formatPounds(2.5)).toBe('£3');
    expect(formatPounds(-2.5)).toBe(intlWhole.format(-2.5));
    expect(formatPounds(-12.5)).toBe('-£13');
  });
});

describe('formatPence', () => {
  it('writes pounds and pence as Intl en-GB does, below zero too', () => {
    const amounts = [0, 1, 5, 99, 100, 105, 4000, 4050, 123_450, 100_000_00, 123_456_789];
    for (const pence of [...amounts, ...amounts.map((p) => -p).filter((p) => p !== 0)])
      expect(formatPence(pence)).toBe(intl.format(pence / 100));
  });

  it('takes pence computed from pounds without a float tail', () => {
    expect(formatPence(40.1 * 100)).toBe('£40.10');
    expect(formatPence(0.29 * 100)).toBe('£0.29');
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
