import Popover from '@mui/material/Popover';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DATE_FORMAT_WIRE, DATE_PICKER_MAX } from '@seaside/contract';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';

const MAX_DATE = dayjs(DATE_PICKER_MAX);

export interface DateCalendarPopoverProps {
  anchorEl: HTMLElement | null;
  /** The date in the field (YYYY-MM-DD), if it is a whole date. */
  value: string | null;
  /** Dates that cannot be booked (locked or full). */
  closedDates: ReadonlyMap<string, string>;
  /** Today at the venue (YYYY-MM-DD): the first date that can be picked, whatever the device's zone. */
  today: string;
  onPick: (date: string) => void;
  onClose: () => void;
}

/**
 * The booking date field's calendar: MUI X DateCalendar in a popover, past and locked dates
 * disabled (past meaning before today at the venue), up to 2099-12-31. The popover holds the focus while open and gives it back to
 * the "Choose date" button when it closes.
 */
export default function DateCalendarPopover({
  anchorEl,
  value,
  closedDates,
  today,
  onPick,
  onClose,
}: DateCalendarPopoverProps) {
  const selected = value ? dayjs(value) : null;
  return (
    <Popover
      open
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': 'Choose date' } }}
    >
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <DateCalendar
          value={selected}
          referenceDate={selected ?? undefined}
          minDate={dayjs(today)}
          maxDate={MAX_DATE}
          shouldDisableDate={(day: Dayjs) => closedDates.has(day.format(DATE_FORMAT_WIRE))}
          onChange={(day: Dayjs | null, selection) => {
            if (selection === 'finish' && day?.isValid()) onPick(day.format(DATE_FORMAT_WIRE));
          }}
        />
      </LocalizationProvider>
    </Popover>
  );
}
