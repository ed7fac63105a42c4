import ButtonBase from '@mui/material/ButtonBase';
import {
  type BookingFormValues,
  displayDate,
  FEW_PLACES_LEFT,
  formatPrice,
  isAcceptableParticipantsInput,
  MESSAGES,
  MIN_PARTICIPANTS_BOOKING,
  PAGES,
  PARTICIPANTS_INPUT_MAX_LENGTH,
} from '@seaside/contract';
import { lazy, memo, Suspense } from 'react';
import { type Control, Controller, type UseFormReturn } from 'react-hook-form';
import { runtimeConfig } from '@/config/runtime';
import { AdventureDateField } from './AdventureDateField';
import styles from './BookingForm.module.css';
import { FormField, type FormFieldProps } from './FormField';

/*
 * The parts of the BOOK NOW form, each memoized: the form re-renders on every keystroke (and once
 * more as react-hook-form gets ready, within the page's first commit), and only the parts whose
 * props changed render again.
 */

const Spinner = lazy(() => import('@mui/material/CircularProgress'));

type FormControl = Control<BookingFormValues>;

export const DateField = memo(function DateField({
  control,
  setValue,
  setError,
  clearErrors,
}: { control: FormControl } & Pick<UseFormReturn<BookingFormValues>, 'setValue' | 'setError' | 'clearErrors'>) {
  return (
    <Controller
      name="registrationDate"
      control={control}
      render={({ field, fieldState }) => (
        <AdventureDateField
          id="registrationDate"
          name={field.name}
          initialDate={field.value}
          label="Date of adventure"
          helperText="DD/MM/YYYY"
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
  );
});

type TextName = 'participants' | 'fullName' | 'email';

interface TextSpec extends Omit<FormFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'> {
  /** What the field keeps of a change (null: the change is refused). */
  keep?: (raw: string) => string | null;
}

const TEXT_FIELDS: Record<TextName, TextSpec> = {
  participants: {
    id: 'participants',
    label: 'Number of participants',
    required: true,
    helperText: `Minimum ${MIN_PARTICIPANTS_BOOKING} players, adults only (18+)`,
    inputProps: {
      inputMode: 'numeric',
      pattern: '[0-9]*',
      maxLength: PARTICIPANTS_INPUT_MAX_LENGTH,
      autoComplete: 'off',
    },
    keep: (raw) => (isAcceptableParticipantsInput(raw.trim()) ? raw.trim() : null),
  },
  fullName: { id: 'fullName', label: 'Full name', required: true, autoComplete: 'name', helperText: 'The lead booker' },
  email: {
    id: 'email',
    type: 'email',
    label: 'Email address',
    required: true,
    autoComplete: 'email',
    helperText: 'Your confirmation and mission briefing are sent here',
    inputProps: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false },
  },
};

/** The participants, full name or e-mail field. */
export const TextField = memo(function TextField({ control, name }: { control: FormControl; name: TextName }) {
  const { keep, ...spec } = TEXT_FIELDS[name];
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormField
          {...field}
          {...spec}
          onChange={(event) => {
            const value = keep ? keep(event.target.value) : event.target.value;
            if (value !== null) field.onChange(value);
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
});

/**
 * Under the date (booking-lifecycle.md section 2): "Only N places left" when 10 or fewer remain,
 * or, when the group is larger than what remains, why it cannot book (PAY NOW is disabled then):
 * the date is fully booked when none remain, else only N places are left.
 */
export const PlacesLeft = memo(function PlacesLeft({
  date,
  placesLeft,
  participants,
}: {
  date?: string | null;
  placesLeft?: number;
  participants: number;
}) {
  if (!date || placesLeft === undefined) return null;
  // A full date takes no group, whatever its size (also while the participants field is empty).
  const full = placesLeft <= 0;
  const tooMany = full || participants > placesLeft;
  if (!tooMany && placesLeft > FEW_PLACES_LEFT) return null;
  return (
    <p role="status" className={tooMany ? `${styles.placesLeft} ${styles.tooMany}` : styles.placesLeft}>
      {full
        ? MESSAGES.booking.soldOutNone(displayDate(date))
        : tooMany
          ? MESSAGES.booking.soldOutSome(placesLeft, displayDate(date))
          : MESSAGES.booking.fewPlacesLeft(placesLeft)}
    </p>
  );
});

/** The required adults-only confirmation (booking-lifecycle.md section 3), with the terms a click away. */
export const AdultsConsent = memo(function AdultsConsent({ control }: { control: FormControl }) {
  return (
    <Controller
      name="adultsConfirmed"
      control={control}
      render={({ field }) => (
        <div className={styles.consent}>
          <input
            id="adultsConfirmed"
            type="checkbox"
            name={field.name}
            ref={field.ref}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            required
          />
          <p>
            <label htmlFor="adultsConfirmed">{MESSAGES.booking.adultsConfirm}</label>{' '}
            <a href={PAGES.terms} target="_blank" rel="noopener">
              Read our terms
            </a>
          </p>
        </div>
      )}
    />
  );
});

/** The total for the group (announced as it changes). */
export const BookingTotal = memo(function BookingTotal({ participants }: { participants: number }) {
  const price = runtimeConfig.pricePerPlayerPence;
  const total = Number.isFinite(participants) ? participants * price : 0;
  return (
    <div role="status" aria-live="polite" className={styles.total}>
      <p className={styles.amount}>Total: {formatPrice(total)}</p>
      <p className={styles.note}>
        {participants > 0 ? `${participants} × ${formatPrice(price)} per player` : `${formatPrice(price)} per player`}
      </p>
    </div>
  );
});

/**
 * PAY NOW, and below it why it cannot be pressed yet (what is still `missing`, as "a date", or a
 * field to correct), or where the payment happens.
 */
export const PayNow = memo(function PayNow({
  disabled,
  submitting,
  missing,
}: {
  disabled: boolean;
  submitting: boolean;
  missing: readonly string[];
}) {
  return (
    <>
      <ButtonBase
        type="submit"
        disabled={disabled}
        aria-busy={submitting}
        aria-describedby="pay-now-note"
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
      <p id="pay-now-note" className={styles.footnote}>
        {missing.length > 0
          ? `Still needed: ${new Intl.ListFormat('en-GB').format(missing)}.`
          : disabled && !submitting
            ? 'Please correct the fields marked above.'
            : "You pay securely on our payment provider's page."}
      </p>
    </>
  );
});
