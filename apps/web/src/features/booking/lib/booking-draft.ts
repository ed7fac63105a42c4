import type { BookingFormValues } from '@seaside/contract';

const DRAFT_KEY = 'seaside:booking-draft';

/** What the visitor typed, kept while they are on the payment page (not the adults-only consent: it is given again). */
export type BookingDraft = Pick<BookingFormValues, 'participants' | 'registrationDate' | 'fullName' | 'email'>;

/**
 * Keeps the form's values for this tab until the payment is confirmed, so a visitor who comes
 * back from the payment page (browser Back, or Cancel there) finds the form as they left it
 * rather than empty. sessionStorage: the tab's own, gone when it closes.
 */
export function saveBookingDraft(draft: BookingDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, quota): the form simply starts empty next time.
  }
}

/** The kept values, or undefined when there are none (or they are not what this form stores). */
export function readBookingDraft(): BookingDraft | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return undefined;
    const { participants, registrationDate, fullName, email } = parsed as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      participants: text(participants),
      registrationDate: typeof registrationDate === 'string' ? registrationDate : null,
      fullName: text(fullName),
      email: text(email),
    };
  } catch {
    return undefined;
  }
}

/** The booking is paid: nothing to come back to. */
export function clearBookingDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}
