import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DATE_FORMAT_PICKER, type QuizStatusFilter } from '@seaside/contract';
import { useDateDraft } from '../../shared/hooks/useDateDraft';

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

/** Date filter, quiz status filter and Clear (which removes the date filter and goes to page 1). */
export function BookingFilters({ date, quizStatus, onDateChange, onQuizStatusChange, onClear }: Props) {
  // The field holds what is typed; the address gets a date only once it is complete.
  const dateFilter = useDateDraft(date, onDateChange);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <DatePicker
        label="Filter by date"
        format={DATE_FORMAT_PICKER}
        {...dateFilter}
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
