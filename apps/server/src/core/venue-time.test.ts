import { describe, expect, it } from 'vitest';
import { addDays, isPastDate, venueDate, venueInstant } from './venue-time.js';

describe('venue time', () => {
  it('gives the calendar date in the venue zone, not UTC', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(venueDate(new Date('2026-06-30T23:30:00Z'), 'Europe/London')).toBe('2026-07-01');
    expect(venueDate(new Date('2026-12-31T23:30:00Z'), 'Europe/London')).toBe('2026-12-31');
  });

  it('finds the instant of a wall-clock time, across daylight saving', () => {
    expect(venueInstant('2026-07-01', '09:00', 'Europe/London').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(venueInstant('2026-01-10', '09:00', 'Europe/London').toISOString()).toBe('2026-01-10T09:00:00.000Z');
    expect(venueInstant('2026-03-29', '09:00', 'Europe/London').toISOString()).toBe('2026-03-29T08:00:00.000Z');
  });

  it('calls a date past only when it is before today at the venue', () => {
    const now = new Date('2026-06-15T11:00:00Z');
    expect(isPastDate('2026-06-14', now, 'Europe/London')).toBe(true);
    expect(isPastDate('2026-06-15', now, 'Europe/London')).toBe(false);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});
