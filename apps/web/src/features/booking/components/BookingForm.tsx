import {
  type BookingFormValues,
  type CheckoutRequest,
  DEFAULT_PARTICIPANTS,
  MESSAGES,
  MIN_PARTICIPANTS_BOOKING,
} from '@seaside/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { type FieldPath, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useToast } from '@/components/feedback';
import { runtimeConfig } from '@/config/runtime';
import { useOneAtATime } from '@/hooks/useOneAtATime';
import { usePlacesLeft } from '../hooks/usePlacesLeft';
import { readBookingDraft, saveBookingDraft } from '../lib/booking-draft';
import { preloadCalendar } from './AdventureDateField';
import { AdultsConsent, BookingTotal, DateField, PayNow, PlacesLeft, TextField } from './BookingFields';
import styles from './BookingForm.module.css';

const m = MESSAGES.booking;

// The dialog and the HTTP client are fetched when they are needed, outside the page's first-load
// chunk; the date picker (dayjs + MUI X) and the validation (zod) once the visitor starts on the form.
const DuplicateBookingDialog = lazy(() =>
  import('./DuplicateBookingDialog').then((mod) => ({ default: mod.DuplicateBookingDialog })),
);
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

/** The BOOK NOW form (product spec sections 2, 4, 5), validated with the shared zod schema. */
export function BookingForm() {
  const toast = useToast();
  const oneAtATime = useOneAtATime();
  const [submitting, setSubmitting] = useState(false);
  const [pendingDuplicate, setPendingDuplicate] = useState<CheckoutRequest | null>(null);
  // Set when this tab started a checkout and came back from the payment page.
  const [draft] = useState(() => readBookingDraft('checkout'));
  const [typed] = useState(() => readBookingDraft('typing'));

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
      ...(typed ?? draft),
      adultsConfirmed: false,
    } satisfies BookingFormValues,
  });
  const values = useWatch({ control });
  const { participants: typedParticipants = '', registrationDate = null, fullName = '', email = '' } = values;
  useEffect(() => {
    saveBookingDraft('typing', { participants: typedParticipants, registrationDate, fullName, email });
  }, [typedParticipants, registrationDate, fullName, email]);
  const { placesLeft: placesOnDate, refresh: refreshPlacesLeft } = usePlacesLeft(values.registrationDate);
  // The checkout this tab started holds its places until it expires; the visitor's next checkout
  // for that date and e-mail supersedes it (the server expires it first), so they are free to them.
  const ownHold =
    draft?.registrationDate === values.registrationDate &&
    draft?.email.trim().toLowerCase() === values.email?.trim().toLowerCase()
      ? Number(draft?.participants) || 0
      : 0;
  const placesLeft = placesOnDate === undefined ? undefined : placesOnDate + ownHold;

  // The visitor starts on the form: fetch the validation and date-picker code meanwhile (the
  // resolver and the date field wait for them if needed).
  const prepare = () => {
    void validation();
    preloadCalendar();
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
  const hasErrors = Object.keys(errors).length > 0;
  const groupFits = placesLeft === undefined || participants <= placesLeft;
  // Product spec section 5: participants > 1, name and e-mail not blank, a date, no field error;
  // booking-lifecycle.md: every player confirmed 18 or over, and the group fits on the date.
  const canPay =
    participants >= MIN_PARTICIPANTS_BOOKING &&
    values.adultsConfirmed === true &&
    groupFits &&
    Boolean(values.fullName?.trim()) &&
    Boolean(values.email?.trim()) &&
    Boolean(values.registrationDate) &&
    !hasErrors &&
    !submitting;

  // What PAY NOW still waits for, in the order of the form (a field with an error says so itself).
  const missing = [
    participants < MIN_PARTICIPANTS_BOOKING && `at least ${MIN_PARTICIPANTS_BOOKING} players`,
    !values.registrationDate && 'a date',
    !values.fullName?.trim() && 'your full name',
    !values.email?.trim() && 'your email address',
    values.adultsConfirmed !== true && 'the 18 or over confirmation',
  ].filter((item): item is string => Boolean(item));

  // A double click on PAY NOW posts once: every post is a booking holding places until it expires.
  const submit = (body: CheckoutRequest) =>
    oneAtATime(bookingApi, 'checkout', async () => {
      setSubmitting(true);
      try {
        const { postCheckout } = await bookingApi();
        const { checkoutUrl } = await postCheckout(body);
        saveBookingDraft('checkout', {
          participants: String(body.teamMemberCount),
          registrationDate: body.registrationDate,
          fullName: body.fullName,
          email: body.email,
        });
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
          // SOLD_OUT among them: the places left have changed since they were read.
          refreshPlacesLeft();
          toast.error(message || m.checkoutConflictFallback);
        } else if (status === 429) {
          // Too many checkouts from this connection: the server's message says how long to wait.
          toast.error(message || m.checkoutFailed);
        } else {
          for (const [field, text] of Object.entries(serverFieldErrors(error))) {
            const name = SERVER_FIELDS[field];
            if (name) setError(name, { type: 'server', message: text });
          }
          toast.error(m.checkoutFailed);
        }
      }
      setSubmitting(false);
    });

  const onValid = handleSubmit((form) => {
    const count = Number(form.participants);
    if (placesLeft !== undefined && count > placesLeft) return;
    return submit({
      email: form.email,
      registrationDate: form.registrationDate as string,
      teamMemberCount: count,
      // The server prices the group itself and refuses a checkout whose amount differs.
      amount: (count * runtimeConfig.pricePerPlayerPence) / 100,
      fullName: form.fullName,
      allowDuplicate: false,
      adultsConfirmed: form.adultsConfirmed,
    });
  });

  return (
    <>
      <form
        noValidate
        onSubmit={onValid}
        aria-labelledby="book-now-title"
        onFocus={prepare}
        onPointerDown={prepare}
        className={styles.form}
      >
        <TextField control={control} name="participants" />
        <DateField control={control} setValue={setValue} setError={setError} clearErrors={clearErrors} />
        <PlacesLeft date={values.registrationDate} placesLeft={placesLeft} participants={participants} />
        <TextField control={control} name="fullName" />
        <TextField control={control} name="email" />
        <BookingTotal participants={participants} />
        <AdultsConsent control={control} />
        <PayNow disabled={!canPay} submitting={submitting} missing={missing} />
      </form>

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
