import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-diff';
import { FIELD_LABELS, fieldLabel, readableValue, wordsOf } from './audit-fields';

/** Every field the server writes into an audit record (the snapshots in apps/server/src/modules). */
const AUDITED_FIELDS = {
  booking: [
    'fullName',
    'email',
    'registrationDate',
    'teamMemberCount',
    'bookingSource',
    'isPaymentSuccessful',
    'accessCode',
    'deletedAt',
    'status',
    'refundStatus',
    'refundedAmountPence',
    'refundFailureReason',
  ],
  leaderboard: ['teamName', 'boardMonth', 'scoreSeconds', 'hiddenAt'],
  question: ['clue', 'hint', 'trivia', 'answer', 'sequence', 'isActive', 'isStart', 'type', 'order'],
  config: ['key', 'value', 'description', 'isActive'],
  dates: ['date', 'locked', 'lockedBy', 'lockedAt', 'capacity', 'defaultCapacity'],
  admin: ['sessionFamily'],
};

describe('the labels of audited fields', () => {
  it('names every field the server audits in readable English', () => {
    for (const field of Object.values(AUDITED_FIELDS).flat()) {
      expect(FIELD_LABELS[field], field).toBeTruthy();
      expect(fieldLabel(field)).not.toMatch(/[a-z][A-Z]|_/);
    }
    expect(fieldLabel('refundStatus')).toBe('Refund status');
    expect(fieldLabel('registrationDate')).toBe('Adventure date');
    expect(fieldLabel('refundedAmountPence')).toBe('Refund amount');
    expect(fieldLabel('isStart')).toBe('Starting clue');
  });

  it('turns an unknown field into words', () => {
    expect(fieldLabel('refundRetryCount')).toBe('Refund retry count');
    expect(fieldLabel('board_month_v2')).toBe('Board month v2');
    expect(wordsOf('providerURLPath')).toBe('Provider url path');
    expect(fieldLabel('x')).toBe('X');
    expect(fieldLabel('toString')).toBe('To string');
  });
});

describe('the values of audited fields', () => {
  it('reads amounts, dates, times, durations, yes/no and codes naturally', () => {
    expect(readableValue('refundedAmountPence', 2000)).toBe('£20.00');
    expect(readableValue('refundedAmountPence', 123_456)).toBe('£1,234.56');
    expect(readableValue('registrationDate', '2027-01-10')).toBe('10 Jan 2027');
    expect(readableValue('deletedAt', '2026-07-01T09:05:00.000Z')).toMatch(/^0[1-2] Jul 2026, \d{2}:05$/);
    expect(readableValue('boardMonth', '2026-07')).toBe('July 2026');
    expect(readableValue('scoreSeconds', 4320)).toBe('1 h 12 min');
    expect(readableValue('isPaymentSuccessful', false)).toBe('No');
    expect(readableValue('refundStatus', 'failed')).toBe('Failed');
    expect(readableValue('bookingSource', 'PARTNER')).toBe('Partner');
    expect(readableValue('teamMemberCount', 4)).toBeUndefined();
  });

  it('leaves text people wrote as it is, markup included', () => {
    const text = '<img src=x onerror="alert(1)"> failed';
    expect(readableValue('refundFailureReason', text)).toBeUndefined();
    expect(readableValue('status', 'not a code!')).toBeUndefined();
    expect(changedFields({ clue: 'old' }, { clue: text })).toEqual([
      { field: 'clue', label: 'Clue', before: 'old', after: text },
    ]);
  });

  it('tells a reorder by the clues that moved, with where they were, long clues cut', () => {
    const long = 'Find the bench where the old\nfisherman sits every morning watching boats';
    const pier = { id: 'a', clue: 'The pier' };
    const bench = { id: 'b', clue: long };
    const clock = { id: 'c', clue: 'The clock tower' };
    expect(changedFields({ order: [pier, bench, clock] }, { order: [bench, pier, clock] })).toEqual([
      {
        field: 'order',
        label: 'Clue order',
        after: '1. Find the bench where the old fisherman… (was 2) · 2. The pier (was 1)',
      },
    ]);
    expect(changedFields({ order: [pier, clock] }, { order: [pier, clock] })[0]?.after).toBe('No clue moved');
  });

  it('words a refund of a booking', () => {
    expect(
      changedFields(
        { status: 'cancelled', refundStatus: 'failed', refundedAmountPence: 2000, refundFailureReason: 'Declined' },
        { status: 'cancelled', refundStatus: 'pending', refundedAmountPence: 2000, refundFailureReason: null },
      ),
    ).toEqual([
      { field: 'refundStatus', label: 'Refund status', before: 'Failed', after: 'Pending' },
      { field: 'refundFailureReason', label: 'Refund failure reason', before: 'Declined', after: '—' },
    ]);
  });
});
