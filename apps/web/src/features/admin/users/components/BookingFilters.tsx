import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DATE_FORMAT_PICKER, type QuizStatusFilter } from '@seaside/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { wireDate } from '../lib/dates';

const QUIZ_OPTIONS: { value: QuizStatusFilter; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'completed', label: 'Completed' },
  { value: 'pending', label: 'Pending' },
];

interface Props {
  date?: string;
  quizStatus: QuizStatusFilter;
  onDateChange: (date: string | undefined) => void;
  onQuizStatusChange: (status: QuizStatusFilter) => void;
  onClear: () => void;
}

/**
 * The date filter's field holds what is typed; the address gets a date only once it is complete.
 * While a year is typed digit by digit the field passes through 0002, 0020 and 0202: those are
 * before the picker's minimum date, so they are validation errors and stay in the field. Sending
 * them to the address made the field re-read its value mid-typing, and on a slow phone the last
 * digit was lost (year 0202).
 */
function useDateFilterDraft(date: string | undefined, onDateChange: (date: string | undefined) => void) {
  const [draft, setDraft] = useState<Dayjs | null>(date ? dayjs(date) : null);
  const [shownDate, setShownDate] = useState(date);
  // The address changed from elsewhere (Clear, back, a shared link): show its date.
  if (date !== shownDate) {
    setShownDate(date);
    if (date !== (draft?.isValid() ? wireDate(draft) : undefined)) setDraft(date ? dayjs(date) : null);
  }
  const change = (value: Dayjs | null, validationError: string | null) => {
    setDraft(value);
    if (!value) onDateChange(undefined);
    else if (value.isValid() && validationError === null) onDateChange(wireDate(value));
  };
  return { draft, change };
}

/** Date filter, quiz status filter and Clear (which removes the date filter and goes to page 1). */
export function BookingFilters({ date, quizStatus, onDateChange, onQuizStatusChange, onClear }: Props) {
  const dateFilter = useDateFilterDraft(date, onDateChange);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <DatePicker
        label="Filter by date"
        format={DATE_FORMAT_PICKER}
        value={dateFilter.draft}
        onChange={(value, context) => dateFilter.change(value, context.validationError)}
        slotProps={{
          textField: { size: 'small', sx: { width: { xs: '100%', sm: 210 } } },
          field: { clearable: true },
        }}
      />
      <TextField
        select
        size="small"
        label="Quiz status"
        value={quizStatus}
        onChange={(e) => onQuizStatusChange(e.target.value as QuizStatusFilter)}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ width: { xs: '100%', sm: 170 } }}
      >
        {QUIZ_OPTIONS.map((o) => (
          <MenuItem key={o.label} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        color="primary"
        onClick={onClear}
        startIcon={<FilterAltOffOutlinedIcon />}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        Clear
      </Button>
    </Stack>
  );
}
