import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { completeDate } from './useDateDraft';

describe('completeDate', () => {
  it('gives the YYYY-MM-DD date of a whole date in the pickers’ range', () => {
    expect(completeDate(dayjs('2026-11-20'))).toBe('2026-11-20');
    expect(completeDate(dayjs('1900-01-01'))).toBe('1900-01-01');
    expect(completeDate(dayjs('2099-12-31'))).toBe('2099-12-31');
  });

  it('gives nothing for an empty, half-typed or out-of-range date, or one the picker refuses', () => {
    expect(completeDate(null)).toBeNull();
    expect(completeDate(dayjs('not a date'))).toBeNull();
    // A year typed digit by digit: 0002, 0020, 0202.
    for (const year of [2, 20, 202]) expect(completeDate(dayjs('2026-11-20').year(year))).toBeNull();
    expect(completeDate(dayjs('1899-12-31'))).toBeNull();
    expect(completeDate(dayjs('2100-01-01'))).toBeNull();
    expect(completeDate(dayjs('2026-11-20'), 'minDate')).toBeNull();
  });
});
