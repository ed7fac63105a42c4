import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { type BookingRecord, MESSAGES } from '@seaside/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useRuntimeConfig } from '@/config/runtime';
import { venueToday } from '@/lib/venue-today';
import { isPast, wireDate } from '../lib/dates';

interface Props {
  anchorEl: HTMLElement | null;
  booking: BookingRecord | null;
  lockedDates: ReadonlySet<string>;
  onClose: () => void;
  /** A different, not past, not locked date was picked. */
  onPick: (booking: BookingRecord, date: string) => void;
}

/**
 * The per-row date change (product spec sections 4 and 5): a calendar where locked dates are
 * disabled and past dates are refused with "Cannot select past dates". Past means before today at
 * the venue, whatever the device's zone, as the server decides.
 */
export function DateChangePopover({ anchorEl, booking, lockedDates, onClose, onPick }: Props) {
  const { venueTimeZone } = useRuntimeConfig();
  const [error, setError] = useState<string | null>(null);
  const current = booking ? dayjs(booking.registrationDate) : null;

  const close = () => {
    setError(null);
    onClose();
  };

  const pick = (value: Dayjs | null) => {
    if (!booking || !value?.isValid()) return;
    const date = wireDate(value);
    if (date === booking.registrationDate) return close();
    if (isPast(value, venueToday(venueTimeZone))) {
      setError(MESSAGES.admin.datePastSelect);
      return;
    }
    if (lockedDates.has(date)) {
      setError(MESSAGES.admin.dateLocked);
      return;
    }
    setError(null);
    onPick(booking, date);
  };

  const today = venueToday(venueTimeZone);
  return (
    <Popover
      open={Boolean(anchorEl && booking)}
      anchorEl={anchorEl}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{ paper: { sx: { borderRadius: 3, maxWidth: 'calc(100vw - 16px)' } } }}
    >
      {booking ? (
        <Box sx={{ pt: 2 }}>
          <Typography variant="subtitle2" component="h2" sx={{ px: 3, fontWeight: 700 }}>
            New date for {booking.fullName}
          </Typography>
          <DateCalendar
            value={current}
            onChange={(value, selectionState) => {
              if (selectionState === 'finish') pick(value);
            }}
            views={['year', 'month', 'day']}
            openTo="day"
            shouldDisableDate={(day) => lockedDates.has(wireDate(day)) && wireDate(day) !== booking.registrationDate}
            slotProps={{
              day: (ownerState) => ({
                // Past days look unavailable; picking one explains why it is refused.
                sx: isPast(ownerState.day, today) && !ownerState.isDaySelected ? { color: 'text.disabled' } : undefined,
              }),
            }}
          />
          {error ? (
            <Alert severity="error" role="alert" sx={{ mx: 2, mb: 2, mt: -1 }}>
              {error}
            </Alert>
          ) : (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 3, pb: 2, mt: -1 }}>
              Greyed-out days are past or locked.
            </Typography>
          )}
        </Box>
      ) : null}
    </Popover>
  );
}
