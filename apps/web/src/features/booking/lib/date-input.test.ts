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

  it('pads a one-digit day or month when a separator is typed after it', () => {
    expect(formatDateTyping('7/')).toBe('07/');
    expect(formatDateTyping('07/1/')).toBe('07/01/');
    expect(formatDateTyping('7-')).toBe('07/');
    expect(formatDateTyping('7.1.')).toBe('07/01/');
    expect(formatDateTyping('7 1 ')).toBe('07/01/');
    // A separator after a whole day or month is the slash; on an empty field it is ignored.
    expect(formatDateTyping('12/')).toBe('12/');
    expect(formatDateTyping('/7')).toBe('7');
    expect(formatDateTyping('07//')).toBe('07/');
  });

  it('reads D/M/YYYY, DD.MM.YYYY and YYYY-MM-DD as that date, typed or pasted', () => {
    expect(formatDateTyping('7/12/2026')).toBe('07/12/2026');
    expect(formatDateTyping('7/1/2026')).toBe('07/01/2026');
    expect(formatDateTyping('07.12.2026')).toBe('07/12/2026');
    expect(formatDateTyping('7-12-2026')).toBe('07/12/2026');
    expect(formatDateTyping('2026-12-07')).toBe('07/12/2026');
    expect(formatDateTyping(' 2026-12-07 ')).toBe('07/12/2026');
    expect(formatDateTyping('2026-1-07')).toBe('07/01/2026');
    // A two-digit year is left as typed (and refused as incomplete), never scrambled.
    expect(formatDateTyping('7/12/26')).toBe('07/12/26');
  });

  it('ends as the typed date whichever way it is typed one key at a time', () => {
    const typeInto = (keys: string) => [...keys].reduce((shown, key) => formatDateTyping(shown + key), '');
    expect(typeInto('7/12/2026')).toBe('07/12/2026');
    expect(typeInto('7/1/2026')).toBe('07/01/2026');
    expect(typeInto('07.12.2026')).toBe('07/12/2026');
    expect(typeInto('2026-12-07')).toBe('07/12/2026');
    expect(typeInto('2026/12/07')).toBe('07/12/2026');
    expect(typeInto('2026-')).toBe('2026-');
    expect(typeInto('2026-12-0')).toBe('2026-12-0');
    // Plain digits are a day, a month and a year, as before.
    expect(typeInto('07122026')).toBe('07/12/2026');
    expect(typeInto('20261207')).toBe('20/26/1207');
    // A day in the 20s then a month is not a year.
    expect(typeInto('20/12/2026')).toBe('20/12/2026');
    expect(typeInto('19/05/2026')).toBe('19/05/2026');
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
