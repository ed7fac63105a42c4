import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DATE_FORMAT_WIRE, DATE_PICKER_MAX, displayDate } from '@seaside/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import 'dayjs/locale/en-gb';
import { useRuntimeConfig } from '@/config/runtime';
import { venueToday } from '@/lib/venue-today';
import { useUnavailableDates } from '../hooks/useManagedBooking';
import { type CustomerRights, moveWarning, rightsLostByMove } from '../lib/rights-after-move';

export interface ChangeDateSectionProps {
  /** The booking's date (YYYY-MM-DD). */
  current: string;
  /** The change cut-off, written out. */
  deadline: string;
  /** The booking's deadlines as the server answered them, to warn before a move that closes them. */
  rights: CustomerRights;
  /** The move is on its way. */
  moving: boolean;
  /** Another change (a cancellation) is on its way: nothing here may be picked or sent meanwhile. */
  disabled: boolean;
  onMove: (date: string) => void;
}

/**
 * A calendar with past, locked and full dates disabled, and the button that moves the booking.
 * Past means before today at the venue, whatever the device's zone, as the server decides.
 */
export function ChangeDateSection({ current, deadline, rights, moving, disabled, onMove }: ChangeDateSectionProps) {
  const unavailable = useUnavailableDates(true);
  const { venueTimeZone } = useRuntimeConfig();
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked && picked !== current ? picked : null;
  const busy = moving || disabled;
  const warning = chosen ? moveWarning(rightsLostByMove(current, chosen, rights, new Date())) : null;
  return (
    <>
      <Typography color="text.secondary">
        You can move your adventure to another date until {deadline}. Pick a new date:
      </Typography>
      <Box
        sx={{
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 4,
          justifySelf: 'center',
          maxWidth: '100%',
          overflow: 'hidden',
        }}
      >
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
          <DateCalendar
            value={dayjs(picked ?? current)}
            readOnly={busy}
            referenceDate={dayjs(current)}
            minDate={dayjs(venueToday(venueTimeZone))}
            maxDate={dayjs(DATE_PICKER_MAX)}
            shouldDisableDate={(day: Dayjs) => {
              const date = day.format(DATE_FORMAT_WIRE);
              return date !== current && unavailable.has(date);
            }}
            onChange={(day: Dayjs | null) => {
              if (day?.isValid()) setPicked(day.format(DATE_FORMAT_WIRE));
            }}
          />
        </LocalizationProvider>
      </Box>
      {warning ? <Alert severity="warning">{warning}</Alert> : null}
      <Button
        variant="contained"
        color="secondary"
        disabled={!chosen || busy}
        onClick={() => chosen && onMove(chosen)}
        sx={{ justifySelf: 'start' }}
      >
        {!chosen
          ? 'Choose a new date'
          : moving
            ? `Moving to ${displayDate(chosen)}…`
            : `Move to ${displayDate(chosen)}`}
      </Button>
    </>
  );
}
