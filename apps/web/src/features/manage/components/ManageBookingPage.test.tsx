// @vitest-environment jsdom
import { API, type ManageBookingResponse, PAGES } from '@seaside/contract';
import { focusManager } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, type ToastViewProps } from '@/components/feedback';
import { queryClient } from '@/lib/react-query';
import { ManageBookingPage } from './ManageBookingPage';

/** Whether the page config says payments go through the built-in test checkout (PAYMENT_PROVIDER=local). */
const site = vi.hoisted(() => ({ testCheckout: false }));
vi.mock('@/config/runtime', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/runtime')>();
  return { ...actual, useRuntimeConfig: () => ({ ...actual.DEFAULT_RUNTIME_CONFIG, ...site }) };
});

const TOKEN = 'a'.repeat(64);
/** The first render loads MUI and the calendar: slower than findBy's default second on a busy machine. */
const WAIT = { timeout: 8000 };
const booking = (over: Partial<ManageBookingResponse> = {}): ManageBookingResponse => ({
  booking: {
    fullName: '<b>Ada</b>',
    email: 'ada@example.com',
    registrationDate: '2026-07-01',
    teamMemberCount: 3,
    amount: 30,
    status: 'active',
    refundStatus: 'none',
  },
  canChangeDate: true,
  canCancel: true,
  changeDeadline: '2026-06-28T23:00:00.000Z',
  cancelDeadline: '2026-06-28T23:00:00.000Z',
  ...over,
});

/** Answers the page's calls: the booking (then `after` once something was posted) and the dates. */
function serve(first: ManageBookingResponse | number, after?: ManageBookingResponse) {
  const posted: string[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://site.test').pathname;
      if (path === API.date.publicList) return json({ lockedDates: [], fullDates: [] });
      if (init?.method === 'POST') {
        posted.push(path);
        return json({ message: 'Your booking is cancelled. £30.00 will be refunded to your card.', refundAmount: 30 });
      }
      const current = posted.length > 0 && after ? after : first;
      return typeof current === 'number'
        ? json({ message: 'This booking link is not valid.' }, current)
        : json(current);
    }),
  );
  return posted;
}

const toasts: string[] = [];
function ToastSpy({ toast }: ToastViewProps) {
  if (toast.open && !toasts.includes(toast.message)) toasts.push(toast.message);
  return null;
}

function renderPage() {
  render(
    <ToastProvider View={ToastSpy}>
      <MemoryRouter initialEntries={[PAGES.manageBookingFor(TOKEN)]}>
        <Routes>
          <Route path={PAGES.manageBooking} element={<ManageBookingPage />} />
        </Routes>
      </MemoryRouter>
    </ToastProvider>,
  );
}

describe('ManageBookingPage', { timeout: 30_000 }, () => {
  const scrolledTo: Element[] = [];
  // jsdom lays nothing out: record what the page asks to bring into view.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this);
  };
  afterEach(() => {
    cleanup();
    queryClient.clear();
    vi.unstubAllGlobals();
    toasts.length = 0;
    site.testCheckout = false;
  });

  it('after the test checkout, says no money was taken and promises no card refund, before or after the cancellation', async () => {
    site.testCheckout = true;
    serve(booking());
    renderPage();
    await screen.findByText('<b>Ada</b>', {}, WAIT);
    expect(screen.queryByText(/refund/)).toBeNull();
    expect(screen.getByText('Nothing: no money was taken')).toBeTruthy();
    expect(screen.getByText('£30.00')).toBeTruthy();
    cleanup();
    queryClient.clear();

    serve(booking({ booking: { ...booking().booking, status: 'cancelled', refundStatus: 'refunded' } }));
    renderPage();
    await screen.findByText(
      "This booking is cancelled. It was paid on the site's test checkout, so no money was taken.",
      {},
      WAIT,
    );
    expect(screen.queryByText(/to your card/)).toBeNull();
  });

  it('reads the booking again when the customer comes back to the tab (another tab may have moved it)', async () => {
    serve(booking());
    renderPage();
    await screen.findByText(/Wednesday,? 1 July 2026/, {}, WAIT);
    serve(booking({ booking: { ...booking().booking, registrationDate: '2026-07-03' } }));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await screen.findByText(/Friday,? 3 July 2026/, {}, WAIT);
    focusManager.setFocused(undefined);
  });

  it('keeps the booking it read when a later read fails, with a note and Try again; a link no longer valid replaces it', async () => {
    serve(booking());
    renderPage();
    await screen.findByText(/Wednesday,? 1 July 2026/, {}, WAIT);
    serve(503);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await screen.findByText(
      /We could not check your booking again just now\. It is shown as it was last read/,
      {},
      WAIT,
    );
    expect(screen.getByText(/Wednesday,? 1 July 2026/)).toBeTruthy();
    // Nothing is sent from a booking that may have changed since.
    expect((screen.getByRole('button', { name: 'Cancel booking' }) as HTMLButtonElement).disabled).toBe(true);

    serve(booking({ booking: { ...booking().booking, registrationDate: '2026-07-03' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/Friday,? 3 July 2026/, {}, WAIT);
    expect(screen.queryByText(/shown as it was last read/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Cancel booking' }) as HTMLButtonElement).disabled).toBe(false);

    serve(404);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await screen.findByText('This booking link is not valid.', {}, WAIT);
    focusManager.setFocused(undefined);
  });

  it('shows the booking as text and the deadlines in the venue time; cancels after the confirmation', async () => {
    const posted = serve(
      booking(),
      booking({
        booking: { ...booking().booking, status: 'cancelled', refundStatus: 'refunded' },
        canChangeDate: false,
        canCancel: false,
      }),
    );
    renderPage();
    await screen.findByText('<b>Ada</b>', {}, WAIT);
    expect(screen.getByText(/Wednesday,? 1 July 2026/)).toBeTruthy();
    expect(screen.getByText(/another date until Monday,? 29 June 2026 at 00:00 BST/)).toBeTruthy();
    expect(screen.getByText(/full refund of £30.00 until Monday,? 29 June 2026 at 00:00 BST/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your booking?' }, WAIT);
    expect(within(dialog).getByText(/£30.00 refunded to your card/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const notice = await screen.findByText(
      'This booking is cancelled. £30.00 has been refunded to your card.',
      {},
      WAIT,
    );
    expect(posted).toEqual([API.manage.cancel(TOKEN)]);
    // The shorter page brings its new state into view and gives it the focus.
    const alert = notice.closest('[role="alert"]');
    expect(scrolledTo).toContain(alert);
    expect(document.activeElement).toBe(alert);
    expect(toasts).toContain('Your booking is cancelled. £30.00 will be refunded to your card.');
  });

  it('promises no refund for a booking arranged with staff (amount 0)', async () => {
    serve(booking({ booking: { ...booking().booking, amount: 0 } }));
    renderPage();
    await screen.findByText('<b>Ada</b>', {}, WAIT);
    expect(screen.getByText('Arranged with our team')).toBeTruthy();
    expect(screen.getByText(/^You can cancel until Monday,? 29 June 2026 at 00:00 BST\.$/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your booking?' }, WAIT);
    expect(within(dialog).getByText(/will be cancelled\. This cannot be undone\./)).toBeTruthy();
    expect(within(dialog).queryByText(/refund/)).toBeNull();
  });

  it('after the cut-offs, gives the contact e-mail instead of the actions', async () => {
    serve(booking({ canChangeDate: false, canCancel: false }));
    renderPage();
    await screen.findByText('<b>Ada</b>', {}, WAIT);
    const sentences = screen
      .getAllByText(
        (_text, node) => node?.tagName === 'P' && /are closed for this booking/.test(node.textContent ?? ''),
      )
      .map((node) => node.textContent);
    expect(sentences).toEqual([
      'Changes are closed for this booking. Please contact hello@example.com.',
      'Cancellations are closed for this booking. Please contact hello@example.com.',
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'hello@example.com' })).toHaveLength(2);
  });

  it('says when the link is not valid', async () => {
    serve(404);
    renderPage();
    await screen.findByText('This booking link is not valid.', {}, WAIT);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
