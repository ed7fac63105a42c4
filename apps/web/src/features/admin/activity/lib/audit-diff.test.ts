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
      { field: 'registrationDate', before: '2026-07-01', after: '2026-07-02' },
      { field: 'answer', before: 'a, b', after: 'a, b, c' },
    ]);
  });

  it('shows every field of a record created or removed', () => {
    expect(changedFields(null, { isActive: true, deletedAt: null })).toEqual([{ field: 'isActive', after: 'true' }]);
    expect(changedFields({ date: '2026-08-01' }, null)).toEqual([{ field: 'date', before: '2026-08-01' }]);
    expect(changedFields({ hint: null }, { hint: undefined, x: 1 })).toEqual([{ field: 'x', before: '—', after: '1' }]);
    expect(changedFields(null, null)).toEqual([]);
  });

  it('compares lists of records as one value', () => {
    expect(changedFields([{ id: 'x', sequence: 2 }], [{ id: 'x', sequence: 1 }])).toEqual([
      { field: 'value', before: '[{"id":"x","sequence":2}]', after: '[{"id":"x","sequence":1}]' },
    ]);
    expect(showValue({ a: 1 })).toBe('{"a":1}');
  });

  it('words the action', () => {
    expect(actionText('booking.change-date')).toBe('Booking change date');
    expect(actionText('question.toggle_status')).toBe('Question toggle status');
  });
});
