import { describe, expect, it } from 'vitest';
import { customerDeadlines } from './customer-deadlines.js';

const london = { venueTimeZone: 'Europe/London', changeCutoffHours: 48, refundCutoffHours: 24 };

describe('customer deadlines', () => {
  it('count back from 00:00 venue time of the adventure date', () => {
    // 1 July 2026 starts at 23:00Z the day before (BST).
    expect(customerDeadlines('2026-07-01', london)).toEqual({
      change: new Date('2026-06-28T23:00:00Z'),
      cancel: new Date('2026-06-29T23:00:00Z'),
    });
    expect(customerDeadlines('2026-12-10', london).change).toEqual(new Date('2026-12-08T00:00:00Z'));
  });

  it('are whole hours, so a cut-off across the clock change ends an hour off the wall clock', () => {
    // 30 March 2026 starts at 23:00Z (BST); 48 hours earlier is 23:00Z on 27 March, 23:00 GMT.
    expect(customerDeadlines('2026-03-30', london).change).toEqual(new Date('2026-03-27T23:00:00Z'));
  });
});
