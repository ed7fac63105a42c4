import type { BookingFormValues } from '@seaside/contract';

/**
 * Two drafts per tab (sessionStorage: the tab's own, gone when it closes):
 * - `typing`: the form as the visitor fills it, so a reload or an accidental Back and Forward
 *   does not empty it;
 * - `checkout`: the values of the checkout this tab started, kept until the payment is confirmed.
 *   A visitor back from the payment page (browser Back, or Cancel there) finds the form as they
 *   left it, and the form counts the places that checkout holds as theirs.
 */
const DRAFT_KEYS = { typing: 'seaside:booking-typed', checkout: 'seaside:booking-checkout' } as const;
export type DraftKind = keyof typeof DRAFT_KEYS;

/** What the visitor typed (not the adults-only consent: it is given again). */
export type BookingDraft = Pick<BookingFormValues, 'participants' | 'registrationDate' | 'fullName' | 'email'>;

export function saveBookingDraft(kind: DraftKind, draft: BookingDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEYS[kind], JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, quota): the form simply starts empty next time.
  }
}

/** The kept values, or undefined when there are none (or they are not what this form stores). */
export function readBookingDraft(kind: DraftKind): BookingDraft | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEYS[kind]) ?? 'null');
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
export function clearBookingDrafts(): void {
  try {
    for (const key of Object.values(DRAFT_KEYS)) sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
