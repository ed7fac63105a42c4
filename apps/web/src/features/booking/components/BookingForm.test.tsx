// @vitest-environment jsdom
import { MESSAGES } from '@seaside/contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/feedback';
import { BookingForm } from './BookingForm';

const m = MESSAGES.booking;

/** A day `days` from today as YYYY-MM-DD and as typed (DDMMYYYY). */
function day(days: number): { iso: string; typed: string } {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const [yyyy, mm, dd] = [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0'));
  return { iso: `${yyyy}-${mm}-${dd}`, typed: `${dd}${mm}${yyyy}` };
}

const LOCKED = day(60);
const payNow = () => screen.getByRole('button', { name: 'PAY NOW' }) as HTMLButtonElement;
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

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
      vi.fn(async () => Response.json({ lockedDates: [LOCKED.iso] })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('enables PAY NOW only with 2 or more participants, a date, a name and an e-mail', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(payNow().disabled).toBe(true);
    await user.type(field(/Date of adventure/), day(30).typed);
    expect(field(/Date of adventure/).value).toBe(day(30).typed.replace(/^(\d\d)(\d\d)/, '$1/$2/'));
    await user.type(field(/Full name/), 'Ada Lovelace');
    await user.type(field(/Email address/), 'ada@example.com');
    await waitFor(() => expect(payNow().disabled).toBe(false));

    const participants = field(/Number of participants/);
    await user.clear(participants);
    await user.type(participants, '1');
    await user.tab();
    await waitFor(() => expect(payNow().disabled).toBe(true));
    await user.clear(participants);
    await user.type(participants, '4');
    await waitFor(() => expect(payNow().disabled).toBe(false));
    expect(screen.getByText('Total: £40')).toBeTruthy();
  });

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
});
