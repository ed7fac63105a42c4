import { describe, expect, it } from 'vitest';
import { moveWarning, rightsLostByMove } from './rights-after-move';

// A booking on 20 June with both cut-offs 48 hours before 00:00 (London, UTC+1 in summer).
const rights = { changeDeadline: '2026-06-17T23:00:00.000Z', cancelDeadline: '2026-06-17T23:00:00.000Z' };
const now = new Date('2026-06-15T10:00:00Z');

describe('rightsLostByMove', () => {
  it('keeps both rights on a date past the cut-offs, and loses them on a date within them', () => {
    expect(rightsLostByMove('2026-06-20', '2026-06-18', rights, now)).toEqual({ change: false, cancel: false });
    expect(rightsLostByMove('2026-06-20', '2026-06-17', rights, now)).toEqual({ change: true, cancel: true });
    expect(rightsLostByMove('2026-06-20', '2026-06-16', rights, now)).toEqual({ change: true, cancel: true });
  });

  it('reads each deadline on its own, and a closed cancellation as nothing to lose', () => {
    // Refunds until 24 hours before: moved to the 17th, cancelling stays open until 00:00 on the 16th.
    const shorterRefund = { ...rights, cancelDeadline: '2026-06-18T23:00:00.000Z' };
    expect(rightsLostByMove('2026-06-20', '2026-06-17', shorterRefund, now)).toEqual({ change: true, cancel: false });
    expect(rightsLostByMove('2026-06-20', '2026-06-17', { ...rights, cancelDeadline: null }, now)).toEqual({
      change: true,
      cancel: false,
    });
  });
});

describe('moveWarning', () => {
  it('names what the move takes away', () => {
    expect(moveWarning({ change: false, cancel: false })).toBeNull();
    expect(moveWarning({ change: true, cancel: true })).toBe(
      'This date is close: once your booking is moved, it can no longer be changed or cancelled online.',
    );
    expect(moveWarning({ change: true, cancel: false })).toMatch(/no longer be changed online\.$/);
    expect(moveWarning({ change: false, cancel: true })).toMatch(/no longer be cancelled online\.$/);
  });
});
