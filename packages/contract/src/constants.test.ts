import { describe, expect, it } from 'vitest';
import { formatDeadline, longDate } from './constants.js';

describe('dates as texts say them', () => {
  it('writes a wire date out without a zone shift', () => {
    expect(longDate('2026-07-01')).toMatch(/^Wednesday,? 1 July 2026$/);
  });

  it("writes a deadline in the venue's time, with the zone's name", () => {
    expect(formatDeadline('2026-06-28T23:00:00.000Z', 'Europe/London')).toMatch(/^Monday,? 29 June 2026 at 00:00 BST$/);
    expect(formatDeadline(new Date('2026-11-24T00:00:00Z'), 'Europe/London')).toMatch(
      /^Tuesday,? 24 November 2026 at 00:00 GMT$/,
    );
  });
});
