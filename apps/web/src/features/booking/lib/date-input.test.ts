import { MESSAGES } from '@seaside/contract';
import { describe, expect, it } from 'vitest';
import {
  closedDates,
  dateProblem,
  formatDateTyping,
  INVALID_DATE_MESSAGE,
  parseDisplayDate,
  toDisplayDate,
} from './date-input';

describe('the booking date field text', () => {
  it('adds the slashes as the digits come and keeps at most eight digits', () => {
    expect(formatDateTyping('1')).toBe('1');
    expect(formatDateTyping('123')).toBe('12/3');
    expect(formatDateTyping('12/03/2030')).toBe('12/03/2030');
    expect(formatDateTyping('1203203099')).toBe('12/03/2030');
    expect(formatDateTyping('ab')).toBe('');
  });

  it('reads whole, existing dates only', () => {
    expect(parseDisplayDate('29/02/2028')).toBe('2028-02-29');
    expect(parseDisplayDate('29/02/2027')).toBeNull();
    expect(parseDisplayDate('12/3/2030')).toBeNull();
    expect(toDisplayDate('2030-03-12')).toBe('12/03/2030');
  });

  it('names what is wrong with a date', () => {
    const today = '2030-06-15';
    const locked = closedDates(['2030-07-01'], ['2030-07-02', '2030-07-01']);
    expect(dateProblem('', today, locked)).toBe(MESSAGES.booking.dateRequired);
    expect(dateProblem('31/06/2030', today, locked)).toBe(INVALID_DATE_MESSAGE);
    expect(dateProblem('01/01/2100', today, locked)).toBe(INVALID_DATE_MESSAGE);
    expect(dateProblem('14/06/2030', today, locked)).toBe(MESSAGES.booking.datePast);
    expect(dateProblem('01/07/2030', today, locked)).toBe(MESSAGES.booking.dateLocked);
    expect(dateProblem('02/07/2030', today, locked)).toBe('Sorry, 02/07/2030 is fully booked.');
    expect(dateProblem('15/06/2030', today, locked)).toBeUndefined();
  });
});
