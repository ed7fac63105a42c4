import { DATE_FORMAT_WIRE, isDateInRange } from '@seaside/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

/**
 * The YYYY-MM-DD date a date picker's value stands for once it is a whole date in the pickers'
 * range (DATE_PICKER_MIN..DATE_PICKER_MAX) that the picker itself finds valid (`validationError`,
 * from its onChange); null while it is half typed, for example while a year typed digit by digit
 * is 0002, 0020 or 0202.
 */
export function completeDate(value: Dayjs | null, validationError: string | null = null): string | null {
  if (!value?.isValid() || validationError !== null) return null;
  const date = value.format(DATE_FORMAT_WIRE);
  return isDateInRange(date) ? date : null;
}

/**
 * A date field whose date is kept elsewhere (the address, a query's period): the field holds what
 * is typed, and `onDateChange` hears of a date only once it is complete (`completeDate`), or of
 * `undefined` when the field is emptied. While a year is typed digit by digit the field passes
 * through 0002, 0020 and 0202: asking the server for those answered 400, and sending them back to
 * the field made it re-read its value mid-typing, so that on a slow phone the last digit was lost
 * (year 0202). Spread the answer on the DatePicker: `<DatePicker {...useDateDraft(date, set)} />`.
 */
export function useDateDraft(date: string | undefined, onDateChange: (date: string | undefined) => void) {
  const [draft, setDraft] = useState<Dayjs | null>(date ? dayjs(date) : null);
  const [shownDate, setShownDate] = useState(date);
  // The date changed from elsewhere (Clear, back, a shared link, the server's today): show it.
  if (date !== shownDate) {
    setShownDate(date);
    if (date !== (completeDate(draft) ?? undefined)) setDraft(date ? dayjs(date) : null);
  }
  const onChange = (value: Dayjs | null, context: { validationError: string | null }) => {
    setDraft(value);
    if (!value) {
      onDateChange(undefined);
      return;
    }
    const complete = completeDate(value, context.validationError);
    if (complete) onDateChange(complete);
  };
  return { value: draft, onChange };
}
