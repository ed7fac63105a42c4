import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import {
  type BookingFormValues,
  type CheckoutRequest,
  DEFAULT_PARTICIPANTS,
  isAcceptableParticipantsInput,
  MESSAGES,
  MIN_PARTICIPANTS_BOOKING,
  PARTICIPANTS_INPUT_MAX_LENGTH,
  PRICE_PER_PARTICIPANT_GBP,
  totalPriceGbp,
} from '@seaside/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, type FieldPath, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useToast } from '@/components/feedback';
import { useLockedDates } from '../hooks/useLockedDates';
import { formatPounds } from '../lib/pounds';
import { AdventureDateField, loadPicker } from './AdventureDateField';
import { FormField } from './FormField';

const m = MESSAGES.booking;

// The dialog, the spinner and the HTTP client are fetched when they are needed, outside the page's
// first-load chunk; the date picker (dayjs + MUI X) and the validation (zod) once the visitor
// starts on the form.
const DuplicateBookingDialog = lazy(() =>
  import('./DuplicateBookingDialog').then((mod) => ({ default: mod.DuplicateBookingDialog })),
);
const Spinner = lazy(() => import('@mui/material/CircularProgress'));
const bookingApi = () => import('../api/booking-api');
const validation = () => import('../lib/booking-validation');

/** zodResolver(bookingFormSchema), loaded on first use (zod stays out of the first-load chunk). */
const lazyResolver: Resolver<BookingFormValues> = async (values, context, options) =>
  (await validation()).bookingResolver(values, context, options);

/** Server field names → form field names (server errors shown on the right input). */
const SERVER_FIELDS: Record<string, FieldPath<BookingFormValues>> = {
  teamMemberCount: 'participants',
  registrationDate: 'registrationDate',
  fullName: 'fullName',
  email: 'email',
};

const DATE_LABEL = 'Date of adventure';
const DATE_HELP = 'DD/MM/YYYY';

/** The BOOK NOW form (product spec sections 2, 4, 5), validated with the shared zod schema. */
export function BookingForm() {
  const toast = useToast();
  const lockedDates = useLockedDates();
  const [submitting, setSubmitting] = useState(false);
  const [pendingDuplicate, setPendingDuplicate] = useState<CheckoutRequest | null>(null);

  const {
    control,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: lazyResolver,
    mode: 'onTouched',
    defaultValues: {
      participants: String(DEFAULT_PARTICIPANTS),
      registrationDate: null,
      fullName: '',
      email: '',
    } satisfies BookingFormValues,
  });
  const values = useWatch({ control });

  // The visitor starts on the form: fetch the validation and date-picker code meanwhile (the
  // resolver and the date field wait for them if needed).
  const prepare = () => {
    void validation();
    void loadPicker();
  };

  // Back from the payment page (bfcache): the form is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const participants = Number(values.participants || 0);
  const total = Number.isFinite(participants) ? totalPriceGbp(participants) : 0;
  const hasErrors = Object.keys(errors).length > 0;
  // Product spec section 5: participants > 1, name and e-mail not blank, a date, no field error.
  const canPay =
    participants >= MIN_PARTICIPANTS_BOOKING &&
    Boolean(values.fullName?.trim()) &&
    Boolean(values.email?.trim()) &&
    Boolean(values.registrationDate) &&
    !hasErrors &&
    !submitting;

  const submit = async (body: CheckoutRequest) => {
    setSubmitting(true);
    try {
      const { postCheckout } = await bookingApi();
      const { checkoutUrl } = await postCheckout(body);
      // Stay busy while the browser leaves for the payment page.
      window.location.assign(checkoutUrl);
      return;
    } catch (error) {
      const { errorStatus, serverMessage, serverFieldErrors } = await bookingApi();
      const status = errorStatus(error);
      const message = serverMessage(error, '');
      if (status === 409 && message === m.duplicateBooking) {
        setPendingDuplicate(body);
      } else if (status === 409) {
        toast.error(message || m.checkoutConflictFallback);
      } else {
        for (const [field, text] of Object.entries(serverFieldErrors(error))) {
          const name = SERVER_FIELDS[field];
          if (name) setError(name, { type: 'server', message: text });
        }
        toast.error(m.checkoutFailed);
      }
    }
    setSubmitting(false);
  };

  const onValid = handleSubmit((form) => {
    const count = Number(form.participants);
    return submit({
      email: form.email,
      registrationDate: form.registrationDate as string,
      teamMemberCount: count,
      amount: totalPriceGbp(count),
      fullName: form.fullName,
      allowDuplicate: false,
    });
  });

  return (
    <>
      <Box
        component="form"
        noValidate
        onSubmit={onValid}
        aria-labelledby="book-now-title"
        onFocus={prepare}
        onPointerDown={prepare}
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <Controller
          name="participants"
          control={control}
          render={({ field, fieldState }) => (
            <FormField
              {...field}
              id="participants"
              label="Number of participants"
              required
              onChange={(event) => {
                const raw = event.target.value.trim();
                if (isAcceptableParticipantsInput(raw)) field.onChange(raw);
              }}
              error={fieldState.error?.message}
              helperText={`Minimum ${MIN_PARTICIPANTS_BOOKING} players, adults only (18+)`}
              inputProps={{
                inputMode: 'numeric',
                pattern: '[0-9]*',
                maxLength: PARTICIPANTS_INPUT_MAX_LENGTH,
                autoComplete: 'off',
              }}
            />
          )}
        />

        <Controller
          name="registrationDate"
          control={control}
          render={({ field, fieldState }) => (
            <AdventureDateField
              id="registrationDate"
              name={field.name}
              label={DATE_LABEL}
              lockedDates={lockedDates}
              helperText={DATE_HELP}
              error={fieldState.error?.message}
              onBlur={(error) => {
                if (error) setError(field.name, { type: 'picker', message: error });
              }}
              onDateChange={(date, error) => {
                setValue(field.name, date, { shouldValidate: Boolean(date), shouldTouch: true, shouldDirty: true });
                if (error) setError(field.name, { type: 'picker', message: error });
                else if (!date) clearErrors(field.name);
              }}
            />
          )}
        />

        <Controller
          name="fullName"
          control={control}
          render={({ field, fieldState }) => (
            <FormField
              {...field}
              id="fullName"
              label="Full name"
              required
              autoComplete="name"
              error={fieldState.error?.message}
              helperText="The lead booker"
            />
          )}
        />

        <Controller
          name="email"
          control={control}
          render={({ field, fieldState }) => (
            <FormField
              {...field}
              id="email"
              type="email"
              label="Email address"
              required
              autoComplete="email"
              error={fieldState.error?.message}
              helperText="Your confirmation and mission briefing are sent here"
              inputProps={{ inputMode: 'email', autoCapitalize: 'none', spellCheck: false }}
            />
          )}
        />

        <Box
          role="status"
          aria-live="polite"
          sx={{
            display: 'flex',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
            px: 2.5,
            py: 2,
            borderRadius: 3,
            bgcolor: 'background.default',
            border: '1px dashed',
            borderColor: 'sand.dark',
          }}
        >
          <Box component="p" sx={{ m: 0, fontWeight: 700, fontSize: '1.3rem', fontFamily: 'serif' }}>
            Total: {formatPounds(total)}
          </Box>
          <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
            {participants > 0
              ? `${participants} × £${PRICE_PER_PARTICIPANT_GBP} per player`
              : `£${PRICE_PER_PARTICIPANT_GBP} per player`}
          </Box>
        </Box>

        <ButtonBase
          type="submit"
          disabled={!canPay}
          aria-busy={submitting}
          sx={{
            width: '100%',
            gap: 1.25,
            py: 1.75,
            px: 4,
            borderRadius: 999,
            typography: 'button',
            fontSize: '1.05rem',
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            transition: 'background-color 150ms',
            '&:hover': { bgcolor: 'secondary.dark' },
            '&.Mui-disabled': { bgcolor: 'action.disabledBackground', color: 'action.disabled' },
          }}
        >
          {submitting ? (
            <Suspense fallback={null}>
              <Spinner size={18} color="inherit" aria-hidden />
            </Suspense>
          ) : null}
          PAY NOW
        </ButtonBase>
        <Box component="p" sx={{ m: 0, mt: -1, typography: 'body2', color: 'text.secondary', textAlign: 'center' }}>
          You pay securely on our payment provider&apos;s page.
        </Box>
      </Box>

      {pendingDuplicate ? (
        <Suspense fallback={null}>
          <DuplicateBookingDialog
            open
            onCancel={() => setPendingDuplicate(null)}
            onProceed={() => {
              const body = pendingDuplicate;
              setPendingDuplicate(null);
              void submit({ ...body, allowDuplicate: true });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
