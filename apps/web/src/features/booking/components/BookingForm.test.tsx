// @vitest-environment jsdom
import { API, MESSAGES, PAGES } from '@seaside/contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/feedback';
import { BookingForm } from './BookingForm';

// The price the server configured (PRICE_PER_PLAYER, £12.50 here) is what the form shows and posts.
vi.mock('@/config/runtime', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/runtime')>();
  return { ...actual, runtimeConfig: { ...actual.DEFAULT_RUNTIME_CONFIG, pricePerPlayerPence: 1250 } };
});

const m = MESSAGES.booking;

/** A day `days` from today as YYYY-MM-DD and as typed (DDMMYYYY). */
function day(days: number): { iso: string; typed: string } {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const [yyyy, mm, dd] = [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0'));
  return { iso: `${yyyy}-${mm}-${dd}`, typed: `${dd}${mm}${yyyy}` };
}

const LOCKED = day(60);
const FULL = day(61);
const FEW_LEFT = day(30);
// Full since the closed dates were loaded: only its places say so.
const FILLED = day(32);
const payNow = () => screen.getByRole('button', { name: 'PAY NOW' }) as HTMLButtonElement;
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const adults = () => screen.getByRole('checkbox', { name: /I confirm every player is 18 or over\./ });

/** Types a date, a name and an e-mail, as a visitor fills the form in. */
async function fillIn(user: ReturnType<typeof userEvent.setup>, typedDate: string, fullName: string, email: string) {
  await user.type(field(/Date of adventure/), typedDate);
  await user.type(field(/Full name/), fullName);
  await user.type(field(/Email address/), email);
}

function renderForm() {
  render(
    <ToastProvider View={() => null}>
      <BookingForm />
    </ToastProvider>,
  );
}

describe('BookingForm: the BOOK NOW rules', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const { pathname, searchParams } = new URL(url, 'http://localhost');
        if (pathname === API.date.availability) {
          const date = searchParams.get('from');
          const remaining = date === FEW_LEFT.iso ? 5 : date === FILLED.iso ? 0 : 40;
          return Response.json({ days: [{ date, remaining, locked: false }] });
        }
        if (pathname === API.payment.checkout) return Response.json({ checkoutUrl: 'http://localhost/pay' });
        return Response.json({ lockedDates: [LOCKED.iso], fullDates: [FULL.iso] });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('enables PAY NOW only with 2 or more participants, a date, a name, an e-mail and the adults-only box ticked', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(payNow().disabled).toBe(true);
    await user.type(field(/Date of adventure/), day(31).typed);
    expect(field(/Date of adventure/).value).toBe(day(31).typed.replace(/^(\d\d)(\d\d)/, '$1/$2/'));
    await user.type(field(/Full name/), 'Ada Lovelace');
    await user.type(field(/Email address/), 'ada@example.com');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(payNow().disabled).toBe(true);
    await user.click(adults());
    await waitFor(() => expect(payNow().disabled).toBe(false));
    await user.click(adults());
    await waitFor(() => expect(payNow().disabled).toBe(true));
    await user.click(adults());
    await waitFor(() => expect(payNow().disabled).toBe(false));

    const participants = field(/Number of participants/);
    await user.clear(participants);
    await user.type(participants, '1');
    await user.tab();
    await waitFor(() => expect(payNow().disabled).toBe(true));
    await user.clear(participants);
    await user.type(participants, '4');
    await waitFor(() => expect(payNow().disabled).toBe(false));
    expect(screen.getByText('Total: £50')).toBeTruthy();
    expect(screen.getByText('4 × £12.50 per player')).toBeTruthy();
    // Many steps typed one key at a time: slow on a busy machine.
  }, 15_000);

  it('refuses a past date, an impossible date and a locked date, and asks for a missing one', async () => {
    const user = userEvent.setup();
    renderForm();
    const date = field(/Date of adventure/);
    await user.type(date, '01012020');
    expect(await screen.findByText(m.datePast)).toBeTruthy();

    await user.clear(date);
    await user.type(date, '31022099');
    expect(await screen.findByText('Enter a valid date (DD/MM/YYYY).')).toBeTruthy();

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await user.clear(date);
    await user.type(date, LOCKED.typed);
    expect(await screen.findByText(m.dateLocked)).toBeTruthy();

    // Past the field and its calendar button without a date.
    await user.clear(date);
    await user.tab();
    await user.tab();
    expect(await screen.findByText(m.dateRequired)).toBeTruthy();
    expect(payNow().disabled).toBe(true);
  });

  it('links the adults-only confirmation to /terms', () => {
    renderForm();
    const link = screen.getByRole('link', { name: 'Read our terms' }) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(PAGES.terms);
  });

  it('says a full date is fully booked', async () => {
    const user = userEvent.setup();
    renderForm();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await user.type(field(/Date of adventure/), FULL.typed);
    const shown = FULL.typed.replace(/^(\d\d)(\d\d)/, '$1/$2/');
    expect(await screen.findByText(`Sorry, ${shown} is fully booked.`)).toBeTruthy();
  });

  it('says a date with no places left is fully booked, whatever the group', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field(/Date of adventure/), FILLED.typed);
    const shown = FILLED.typed.replace(/^(\d\d)(\d\d)/, '$1/$2/');
    expect(await screen.findByText(`Sorry, ${shown} is fully booked.`)).toBeTruthy();
    expect(payNow().disabled).toBe(true);
    await user.clear(field(/Number of participants/));
    expect(screen.getByText(`Sorry, ${shown} is fully booked.`)).toBeTruthy();
    expect(screen.queryByText(/0 places/)).toBeNull();
  });

  it('shows "Only N places left" and refuses a larger group before posting', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field(/Date of adventure/), FEW_LEFT.typed);
    expect(await screen.findByText('Only 5 places left')).toBeTruthy();
    await user.type(field(/Full name/), 'Ada Lovelace');
    await user.type(field(/Email address/), 'ada@example.com');
    await user.click(adults());
    await waitFor(() => expect(payNow().disabled).toBe(false));

    const participants = field(/Number of participants/);
    await user.clear(participants);
    await user.type(participants, '6');
    const shown = FEW_LEFT.typed.replace(/^(\d\d)(\d\d)/, '$1/$2/');
    expect(await screen.findByText(`Sorry, only 5 places are left on ${shown}.`)).toBeTruthy();
    expect(payNow().disabled).toBe(true);
    expect(screen.getByText('Please correct the fields marked above.')).toBeTruthy();
    await user.type(field(/Email address/), '{Enter}');
    const posted = vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes(API.payment.checkout));
    expect(posted).toHaveLength(0);
  });

  it('says under PAY NOW what is still needed, until nothing is', async () => {
    const user = userEvent.setup();
    renderForm();
    const note = () => document.getElementById('pay-now-note')?.textContent;
    expect(note()).toBe('Still needed: a date, your full name, your email address and the 18 or over confirmation.');
    await fillIn(user, day(43).typed, 'Ada Lovelace', 'ada@example.com');
    expect(note()).toBe('Still needed: the 18 or over confirmation.');
    await user.click(adults());
    await waitFor(() => expect(payNow().disabled).toBe(false));
    expect(note()).toBe("You pay securely on our payment provider's page.");
    expect(payNow().getAttribute('aria-describedby')).toBe('pay-now-note');
  });

  it('keeps what was typed through a reload, or Back and Forward, before any checkout', async () => {
    const user = userEvent.setup();
    renderForm();
    const date = day(42);
    await fillIn(user, date.typed, 'Grace Hopper', 'grace@example.com');
    cleanup();

    renderForm();
    expect(field(/Date of adventure/).value).toBe(date.typed.replace(/^(\d\d)(\d\d)/, '$1/$2/'));
    expect(field(/Full name/).value).toBe('Grace Hopper');
    expect(field(/Email address/).value).toBe('grace@example.com');
    // Nothing was held for this visitor: the places left are everyone's.
    expect(sessionStorage.getItem('seaside:booking-checkout')).toBeNull();
  });

  it("counts the places this tab's open checkout holds as free for the same visitor on the way back", async () => {
    sessionStorage.setItem(
      'seaside:booking-checkout',
      JSON.stringify({
        participants: '4',
        registrationDate: FEW_LEFT.iso,
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
      }),
    );
    const user = userEvent.setup();
    renderForm();
    // 5 left for everyone else, plus the 4 this visitor's checkout holds.
    expect(await screen.findByText('Only 9 places left')).toBeTruthy();
    const participants = field(/Number of participants/);
    await user.clear(participants);
    await user.type(participants, '8');
    await user.click(adults());
    await waitFor(() => expect(payNow().disabled).toBe(false));
    // Another e-mail is another visitor: their hold is not theirs.
    await user.clear(field(/Email address/));
    await user.type(field(/Email address/), 'grace@example.com');
    await waitFor(() => expect(payNow().disabled).toBe(true));
  });

  it("shows the server's reason when checkout is refused for too many payments waiting", async () => {
    const waiting = MESSAGES.booking.tooManyOpenCheckouts(3, 600);
    const checkoutFetch = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (url, init) =>
      String(url).includes(API.payment.checkout)
        ? Response.json({ message: waiting, code: 'RATE_LIMITED' }, { status: 429 })
        : (checkoutFetch as typeof fetch)(url, init),
    );
    const shown: string[] = [];
    const user = userEvent.setup();
    render(
      <ToastProvider
        View={({ toast }) => {
          shown.push(toast.message);
          return null;
        }}
      >
        <BookingForm />
      </ToastProvider>,
    );
    await fillIn(user, day(41).typed, 'Ada Lovelace', 'ada@example.com');
    await user.click(adults());
    await waitFor(() => expect(payNow().disabled).toBe(false));
    await user.click(payNow());
    await waitFor(() => expect(shown).toContain(waiting));
    expect(payNow().disabled).toBe(false);
  });

  it('keeps what was typed while the visitor is on the payment page, and fills the form again on the way back', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    renderForm();
    const date = day(40);
    await fillIn(user, date.typed, 'Ada Lovelace', 'ada@example.com');
    await user.click(adults());
    await waitFor(() => expect(payNow().disabled).toBe(false));
    await user.click(payNow());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/pay'));
    const [, init] = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes(API.payment.checkout)) ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ teamMemberCount: 2, amount: 25 });
    cleanup();

    // Back from the payment page: the page loads again, the form holds the same booking.
    renderForm();
    expect(field(/Date of adventure/).value).toBe(date.typed.replace(/^(\d\d)(\d\d)/, '$1/$2/'));
    expect(field(/Full name/).value).toBe('Ada Lovelace');
    expect(field(/Email address/).value).toBe('ada@example.com');
    expect(field(/Number of participants/).value).toBe('2');
    // The adults-only confirmation is given again.
    expect((adults() as HTMLInputElement).checked).toBe(false);
    await user.click(adults());
    await waitFor(() => expect(payNow().disabled).toBe(false));
  });
});
