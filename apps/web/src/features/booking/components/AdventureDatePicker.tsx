import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { DATE_FORMAT_PICKER, DATE_FORMAT_WIRE, DATE_PICKER_MAX, DATE_PICKER_MIN, MESSAGES } from '@seaside/contract';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import { useCallback, useState } from 'react';
import { FieldFrame } from './FieldFrame';

const m = MESSAGES.booking;
const MIN_DATE = dayjs(DATE_PICKER_MIN);
const MAX_DATE = dayjs(DATE_PICKER_MAX);
export const INVALID_DATE_MESSAGE = 'Enter a valid date (DD/MM/YYYY).';

/** The message for a date the picker refuses (undefined when the date is acceptable). */
function pickerErrorMessage(error: DateValidationError): string | undefined {
  switch (error) {
    case null:
      return undefined;
    case 'disablePast':
      return m.datePast;
    case 'shouldDisableDate':
      return m.dateLocked;
    default:
      return INVALID_DATE_MESSAGE;
  }
}

export interface AdventureDatePickerProps {
  id: string;
  name: string;
  label: string;
  lockedDates: ReadonlySet<string>;
  /**
   * The chosen date as YYYY-MM-DD, or null with the reason when the picker refuses it, or null
   * without a reason while the field is empty or still being typed.
   */
  onDateChange: (date: string | null, error?: string) => void;
  /** Focus left the field: the reason the date is missing or not acceptable, if any. */
  onBlur: (error?: string) => void;
  error?: string;
  helperText: string;
}

/**
 * The "Date of adventure" picker (product spec section 5): MUI DatePicker, DD/MM/YYYY, no past
 * dates, locked dates disabled, 1900-01-01..2099-12-31. Loaded lazily: the date library and the
 * calendar are the heaviest part of the booking page.
 */
export function AdventureDatePicker({
  id,
  name,
  label,
  lockedDates,
  onDateChange,
  onBlur,
  error,
  helperText,
}: AdventureDatePickerProps) {
  const [value, setValue] = useState<Dayjs | null>(null);
  const isLocked = useCallback((day: Dayjs) => lockedDates.has(day.format(DATE_FORMAT_WIRE)), [lockedDates]);

  const report = (next: Dayjs | null, validation: DateValidationError) => {
    if (!next?.isValid()) return onDateChange(null); // empty, or still being typed
    const message = pickerErrorMessage(validation);
    onDateChange(message ? null : next.format(DATE_FORMAT_WIRE), message);
  };
  const blur = () => {
    if (!value) return onBlur(m.dateRequired);
    if (!value.isValid()) return onBlur(INVALID_DATE_MESSAGE);
    onBlur();
  };

  const invalid = Boolean(error);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <FieldFrame
        id={id}
        labelId={`${id}-label`}
        label={label}
        required
        invalid={invalid}
        message={error ?? helperText}
      >
        <DatePicker
          value={value}
          format={DATE_FORMAT_PICKER}
          disablePast
          minDate={MIN_DATE}
          maxDate={MAX_DATE}
          shouldDisableDate={isLocked}
          onChange={(next, context) => {
            setValue(next);
            report(next, context.validationError);
          }}
          // Also fires when the locked dates arrive after a date was chosen.
          onError={(validation, current) => report(current, validation)}
          onClose={blur}
          slotProps={{
            textField: {
              id,
              name,
              required: true,
              fullWidth: true,
              onBlur: blur,
              error: invalid,
              // The label and helper live outside the field (same layout as the other fields).
              InputProps: { 'aria-labelledby': `${id}-label`, 'aria-describedby': `${id}-helper` },
              sx: {
                '& .MuiPickersOutlinedInput-root': { bgcolor: 'background.paper' },
                '& .MuiPickersOutlinedInput-notchedOutline': {
                  borderColor: invalid ? undefined : 'rgba(22, 33, 62, 0.28)',
                },
              },
            },
          }}
        />
      </FieldFrame>
    </LocalizationProvider>
  );
}
