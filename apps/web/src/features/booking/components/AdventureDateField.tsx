import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '@/config/runtime';
import { venueToday } from '@/lib/venue-today';
import { useClosedDates } from '../hooks/useClosedDates';
import { dateProblem, formatDateTyping, parseDisplayDate, toDisplayDate } from '../lib/date-input';
import { FormField } from './FormField';
import styles from './FormField.module.css';

const loadCalendar = () => import('./DateCalendarPopover');
const DateCalendarPopover = lazy(loadCalendar);

/** Starts fetching the calendar (MUI X DateCalendar and dayjs) before the visitor opens it. */
export function preloadCalendar(): void {
  void loadCalendar();
}

export interface AdventureDateFieldProps {
  id: string;
  name: string;
  label: string;
  helperText: string;
  error?: string;
  /** The date the field starts with (YYYY-MM-DD), e.g. kept from before the payment page. */
  initialDate?: string | null;
  /**
   * The chosen date as YYYY-MM-DD, or null with the reason when the date is not acceptable, or
   * null without a reason while the field is empty or still being typed.
   */
  onDateChange: (date: string | null, error?: string) => void;
  /** The visitor is done with the field: the reason the date is missing or not acceptable, if any. */
  onBlur: (error?: string) => void;
}

/**
 * The "Date of adventure" field (product spec section 5): a text field that takes DD/MM/YYYY (typed
 * or pasted; the slashes are added as the digits come, and D/M/YYYY, DD.MM.YYYY or YYYY-MM-DD become
 * DD/MM/YYYY: see formatDateTyping), checked as it is completed, and a "Choose
 * date" button that opens a calendar with past, locked and full dates disabled. The calendar and its
 * date library are a separate chunk, loaded when the visitor starts on the form.
 */
export function AdventureDateField({
  id,
  name,
  label,
  helperText,
  error,
  initialDate,
  onDateChange,
  onBlur,
}: AdventureDateFieldProps) {
  const closedDates = useClosedDates();
  const { venueTimeZone } = useRuntimeConfig();
  const today = () => venueToday(venueTimeZone);
  const [text, setText] = useState(() => (initialDate ? toDisplayDate(initialDate) : ''));
  const [calendarOpen, setCalendarOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const report = (next: string) => {
    if (next.length < 'DD/MM/YYYY'.length) return onDateChange(null);
    const problem = dateProblem(next, today(), closedDates);
    onDateChange(problem ? null : parseDisplayDate(next), problem);
  };

  // The closed dates can arrive after a date was typed: check it again. A date the field starts
  // with is checked at once too (it may have passed, or been locked, since it was kept).
  const reportRef = useRef(report);
  reportRef.current = report;
  const hasInitialDate = Boolean(initialDate);
  useEffect(() => {
    if (closedDates.size > 0 || hasInitialDate) reportRef.current(inputRef.current?.value ?? '');
  }, [closedDates, hasInitialDate]);

  const change = (next: string) => {
    setText(next);
    report(next);
  };

  return (
    <>
      <FormField
        ref={inputRef}
        id={id}
        name={name}
        label={label}
        required
        helperText={helperText}
        error={error}
        value={text}
        placeholder="DD/MM/YYYY"
        inputProps={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 10 }}
        onFocus={preloadCalendar}
        onChange={(event) => change(formatDateTyping(event.target.value))}
        // Moving to the calendar button is still using the field (the button or the calendar reports).
        onBlur={(event) => {
          if (event.relatedTarget !== buttonRef.current) onBlur(dateProblem(text, today(), closedDates));
        }}
        endAdornment={
          <IconButton
            ref={buttonRef}
            edge="end"
            aria-label="Choose date"
            aria-haspopup="dialog"
            aria-expanded={calendarOpen}
            onPointerEnter={preloadCalendar}
            onClick={() => setCalendarOpen(true)}
            onBlur={(event) => {
              if (!calendarOpen && event.relatedTarget !== inputRef.current) {
                onBlur(dateProblem(text, today(), closedDates));
              }
            }}
          >
            <SvgIcon>
              <path d="M17 12h-5v5h5v-5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1h-2zm3 18H5V8h14v11z" />
            </SvgIcon>
          </IconButton>
        }
      />
      {calendarOpen ? (
        <Suspense
          fallback={
            <p role="status" className={styles.helper}>
              Loading calendar…
            </p>
          }
        >
          <DateCalendarPopover
            anchorEl={inputRef.current?.parentElement ?? null}
            value={parseDisplayDate(text)}
            closedDates={closedDates}
            today={today()}
            onPick={(iso) => {
              setCalendarOpen(false);
              change(toDisplayDate(iso));
            }}
            onClose={() => {
              setCalendarOpen(false);
              onBlur(dateProblem(text, today(), closedDates));
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
