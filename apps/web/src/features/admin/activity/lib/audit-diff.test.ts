import { describe, expect, it } from 'vitest';
import { actionText, changedFields, showValue } from './audit-diff';

describe('the readable before/after of an audit record', () => {
  it('lists only the fields that changed', () => {
    expect(
      changedFields(
        { registrationDate: '2026-07-01', fullName: 'Ada', answer: ['a', 'b'] },
        { registrationDate: '2026-07-02', fullName: 'Ada', answer: ['a', 'b', 'c'] },
      ),
    ).toEqual([
      { field: 'registrationDate', label: 'Adventure date', before: '01 Jul 2026', after: '02 Jul 2026' },
      { field: 'answer', label: 'Answers', before: 'a, b', after: 'a, b, c' },
    ]);
  });

  it('shows every field of a record created or removed', () => {
    expect(changedFields(null, { isActive: true, deletedAt: null })).toEqual([
      { field: 'isActive', label: 'Active', after: 'Yes' },
    ]);
    expect(changedFields({ date: '2026-08-01' }, null)).toEqual([
      { field: 'date', label: 'Date', before: '01 Aug 2026' },
    ]);
    expect(changedFields({ hint: null }, { hint: undefined, x: 1 })).toEqual([
      { field: 'x', label: 'X', before: '—', after: '1' },
    ]);
    expect(changedFields(null, null)).toEqual([]);
  });

  it('compares lists of records as one value', () => {
    expect(changedFields([{ id: 'x', sequence: 2 }], [{ id: 'x', sequence: 1 }])).toEqual([
      { field: 'value', label: 'Value', before: '[{"id":"x","sequence":2}]', after: '[{"id":"x","sequence":1}]' },
    ]);
    expect(showValue({ a: 1 })).toBe('{"a":1}');
  });

  it('words the action', () => {
    expect(actionText('booking.change-date')).toBe('Booking change date');
    expect(actionText('question.toggle_status')).toBe('Question toggle status');
  });
});
