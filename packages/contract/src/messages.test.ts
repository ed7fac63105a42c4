import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';

describe("staff's warning before overbooking a date", () => {
  it('says the date is full when it is, and otherwise how many places the group is short of', () => {
    expect(MESSAGES.dates.groupDoesNotFit(2, 4, 4)).toBe('This date is full: 4 of 4 places are taken.');
    expect(MESSAGES.dates.groupDoesNotFit(6, 0, 4)).toBe('Only 4 of 4 places are left on this date, for a group of 6.');
    expect(MESSAGES.dates.groupDoesNotFit(3, 2, 4)).toBe('Only 2 of 4 places are left on this date, for a group of 3.');
    expect(MESSAGES.dates.groupDoesNotFit(2, 3, 4)).toBe('Only 1 of 4 place is left on this date, for a group of 2.');
  });
});
