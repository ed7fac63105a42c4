import { describe, expect, it } from 'vitest';
import { venueToday } from './venue-today';

describe('today at the venue', () => {
  it("is the venue's calendar day, whatever the device's zone", () => {
    // 07:37 UTC on 26 November: still the 25th in Los Angeles, already the 26th in London.
    const now = new Date('2026-11-26T07:37:00Z');
    expect(venueToday('Europe/London', now)).toBe('2026-11-26');
    expect(venueToday('America/Los_Angeles', now)).toBe('2026-11-25');
    // 23:30 UTC on 30 June is already 1 July in London (summer time).
    expect(venueToday('Europe/London', new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });
});
