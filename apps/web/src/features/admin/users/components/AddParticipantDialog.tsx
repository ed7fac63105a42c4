import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  BOOKING_SOURCES,
  createParticipantRequestSchema,
  DATE_FORMAT_PICKER,
  DEFAULT_BOOKING_SOURCE,
  MAX_PARTICIPANTS_BOOKING,
  MESSAGES,
  MIN_PARTICIPANTS_ADMIN,
} from '@seaside/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useToast } from '@/components/feedback';
import { useRuntimeConfig } from '@/config/runtime';
import { useOneAtATime } from '@/hooks/useOneAtATime';
import { serverMessage } from '@/lib/http';
import { venueToday } from '@/lib/venue-today';
import { DialogButtons } from '../../shared/DialogButtons';
import { dismissUnlessDirty } from '../../shared/dismiss';
import { FullDateWarning } from '../../shared/FullDateWarning';
import { completeDate } from '../../shared/hooks/useDateDraft';
import { useCreateParticipant } from '../hooks/useBookings';
import { isPast, wireDate } from '../lib/dates';

const a = MESSAGES.admin;
const DATE_REQUIRED = 'Please choose a date.';
const DATE_INVALID = 'Please enter a valid date.';

/**
 * The contract's request schema, with the date kept as the picker's value (a Dayjs) and checked
 * for what the form can know itself (not past at the venue, in `timeZone`; not locked), then sent
 * as YYYY-MM-DD.
 */
function formSchema(lockedDates: ReadonlySet<string>, timeZone: string) {
  return createParticipantRequestSchema.extend({
    registrationDate: z
      .custom<Dayjs | null>((v) => v === null || dayjs.isDayjs(v), DATE_REQUIRED)
      .superRefine((value, ctx) => {
        const message = !value
          ? DATE_REQUIRED
          : !value.isValid()
            ? DATE_INVALID
            : isPast(value, venueToday(timeZone))
              ? a.datePast
              : lockedDates.has(wireDate(value))
                ? a.dateLocked
                : undefined;
        if (message) ctx.addIssue({ code: 'custom', message });
      })
      .transform((value) => (value?.isValid() ? wireDate(value) : '')),
  });
}
type FormInput = z.input<ReturnType<typeof formSchema>>;
type FormOutput = z.output<ReturnType<typeof formSchema>>;

const EMPTY: FormInput = {
  fullName: '',
  email: '',
  teamMemberCount: MIN_PARTICIPANTS_ADMIN,
  registrationDate: null,
  bookingSource: DEFAULT_BOOKING_SOURCE,
};

interface Props {
  open: boolean;
  lockedDates: ReadonlySet<string>;
  onClose: () => void;
}

/**
 * Add Participant (product spec sections 2, 5 and 8): validation texts, DIRECT/PARTNER, inline
 * server error, and a warning when the group does not fit on the chosen date.
 */
export function AddParticipantDialog({ open, lockedDates, onClose }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  const create = useCreateParticipant();
  const oneAtATime = useOneAtATime();
  const { venueTimeZone } = useRuntimeConfig();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => formSchema(lockedDates, venueTimeZone), [lockedDates, venueTimeZone]);
  const { control, handleSubmit, reset, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const [pickedDate, players] = useWatch({ control, name: ['registrationDate', 'teamMemberCount'] });
  // The places are asked for once the field holds a whole date, not for each half-typed one
  // (the year passes through 0002, 0020 and 0202, which the server refuses).
  const warnDate = completeDate(pickedDate ?? null);
  // A count the field refuses (0, 2.5, 100000) gets its own error, not a capacity warning too.
  const warnPlayers = createParticipantRequestSchema.shape.teamMemberCount.safeParse(players).data ?? 0;

  const close = () => {
    if (create.isPending) return;
    reset(EMPTY);
    setServerError(null);
    onClose();
  };

  // A double click submits once: a second participant would be a second booking.
  const submit = handleSubmit((values) =>
    oneAtATime(create.mutateAsync, '', async () => {
      setServerError(null);
      try {
        const { message } = await create.mutateAsync(values);
        toast.success(message);
        reset(EMPTY);
        onClose();
      } catch (error) {
        setServerError(serverMessage(error, a.addParticipantFailed));
      }
    }),
  );

  return (
    <Dialog
      open={open}
      // A backdrop click or Escape does not throw typed work away: Cancel does.
      onClose={dismissUnlessDirty(formState.isDirty, close)}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="add-participant-title"
    >
      <form noValidate onSubmit={submit} aria-label="Add participant">
        <DialogTitle id="add-participant-title">Add Participant</DialogTitle>
        <DialogContent>
          <Stack spacing={0.75} sx={{ pt: 1 }}>
            {serverError ? (
              <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
                {serverError}
              </Alert>
            ) : null}
            <Controller
              name="fullName"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="Full name"
                  autoComplete="off"
                  required
                  fullWidth
                  autoFocus
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                />
              )}
            />
            <Controller
              name="email"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="Email"
                  type="email"
                  autoComplete="off"
                  required
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                />
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.75, sm: 2.25 }}>
              <Controller
                name="teamMemberCount"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))}
                    label="Team members"
                    type="number"
                    required
                    fullWidth
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? ' '}
                    slotProps={{ htmlInput: { min: MIN_PARTICIPANTS_ADMIN, max: MAX_PARTICIPANTS_BOOKING, step: 1 } }}
                  />
                )}
              />
              <Controller
                name="bookingSource"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    select
                    label="Booking source"
                    required
                    fullWidth
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? ' '}
                  >
                    {BOOKING_SOURCES.map((source) => (
                      <MenuItem key={source} value={source}>
                        {source}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
            <Controller
              name="registrationDate"
              control={control}
              render={({ field, fieldState }) => (
                <DatePicker
                  label="Registration date"
                  format={DATE_FORMAT_PICKER}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  onClose={field.onBlur}
                  minDate={dayjs(venueToday(venueTimeZone))}
                  shouldDisableDate={(day) => lockedDates.has(wireDate(day))}
                  slotProps={{
                    textField: {
                      name: field.name,
                      required: true,
                      fullWidth: true,
                      onBlur: field.onBlur,
                      error: Boolean(fieldState.error),
                      helperText: fieldState.error?.message ?? ' ',
                    },
                  }}
                />
              )}
            />
            <FullDateWarning date={warnDate} players={warnPlayers} />
          </Stack>
        </DialogContent>
        <DialogButtons
          label="Add Participant"
          color="secondary"
          busy={create.isPending}
          onCancel={close}
          sx={{ px: 3, pb: 2.5 }}
        />
      </form>
    </Dialog>
  );
}
