import { API, type AuditListResponse } from '@seaside/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay as isoIn, uniqueId as unique } from '../support/a11y.js';
import { expectToast } from '../support/admin.js';
import { browserAvailable, DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.js';
import { startStripeServer } from '../support/stripe.js';

/** What Stripe answers when it refuses a refund (booking-lifecycle.md section 5: a failed refund keeps its reason). */
const REFUSAL = 'This charge cannot be refunded because the card it was paid with has been closed by its bank.';

/** A page of the Stripe server signed in as staff. */
async function staffPage(browser: Browser, token: string, viewport: { width: number; height: number }) {
  const opened = await openPage(browser, viewport);
  await opened.context.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
  return opened;
}

/** Something is wider than its box: the page on a phone, or the Booking List's table on a desktop. */
const scrollsSideways = (page: Page, selector = 'html') =>
  page.evaluate((s) => {
    const el = document.querySelector(s);
    return !el || el.scrollWidth > el.clientWidth;
  }, selector);

describe.skipIf(!browserAvailable())('a failed refund in the Booking List', () => {
  let browser: Browser;
  let stripe: Awaited<ReturnType<typeof startStripeServer>>;
  beforeAll(async () => {
    [browser, stripe] = await Promise.all([launchBrowser(), startStripeServer()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stripe?.stop();
  });

  /**
   * A paid booking of `fullName` that staff cancelled with a refund Stripe refused: a paid
   * booking, then the cancellation while the Stripe server refuses refunds, once the refund
   * worker has recorded the refusal. Stripe takes refunds again afterwards.
   */
  async function refusedRefund(token: string, date: string, fullName: string) {
    const booking = await stripe.paidBooking(token, {
      email: `refused-${unique()}@example.com`,
      fullName,
      date,
      players: 2,
    });
    stripe.double.refuseRefunds = REFUSAL;
    await stripe.api(API.user.cancel(booking._id), { method: 'POST', token, json: { refund: true } });
    await stripe.waitForBooking(token, date, fullName, (b) => b.refundStatus === 'failed');
    stripe.double.refuseRefunds = undefined;
    return booking;
  }

  it('shows the refusal with its reason; Retry (even double-clicked) queues one refund, which is then made', async () => {
    const token = await stripe.adminToken();
    const date = isoIn(45);
    const fullName = 'Rosalind Franklin'; // the Stripe server is this file's own: the name is unique on it
    // A booking still active on the same day, as the list usually has one.
    await stripe.paidBooking(token, {
      email: `active-${unique()}@example.com`,
      fullName: 'Ada Lovelace',
      date,
      players: 4,
    });
    const booking = await refusedRefund(token, date, fullName);
    const listUrl = `${stripe.baseUrl}/admin/users?date=${date}`;

    // On a phone: the card shows the refusal (as text) and Retry, and nothing runs off the screen.
    {
      const { page, context, errors } = await staffPage(browser, token, PHONE);
      await page.goto(listUrl);
      const card = page.getByTestId('booking-row').filter({ hasText: fullName });
      await card.getByText('Refund failed £20.00').waitFor();
      await card.getByText(REFUSAL).waitFor();
      await card.getByRole('button', { name: `Retry the refund of ${fullName}` }).waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    }

    const { page, context, errors } = await staffPage(browser, token, DESKTOP);
    await page.goto(listUrl);
    const row = page.getByTestId('booking-row').filter({ hasText: fullName });
    await row.getByText('Cancelled').waitFor();
    await row.getByText('Refund failed £20.00').waitFor();
    await row.getByText(REFUSAL).waitFor();
    expect(await scrollsSideways(page, '.MuiTableContainer-root'), 'the table fits: Actions stay in view').toBe(false);

    // Stripe takes refunds again, but its first answer is an outage: the retried refund stays
    // pending for the worker's backoff, long enough to see that state in the list.
    stripe.double.failNext = 3; // the SDK's request and its two retries
    const refundsBefore = stripe.double.refunds.length;
    await row.getByRole('button', { name: `Retry the refund of ${fullName}` }).dblclick();
    await expectToast(page, 'The refund will be tried again.');
    await row.getByText('Refund pending £20.00').waitFor();
    expect(await row.getByRole('button', { name: /^Retry/ }).count()).toBe(0);
    expect(await page.getByText('The refund could not be retried.').count()).toBe(0);

    // One retry recorded, however many clicks.
    const audit = await stripe.api<AuditListResponse>(`${API.audit.list}?entityType=booking&limit=100`, { token });
    const retries = audit.entries.filter((e) => e.entityId === booking._id && e.action === 'booking.refund-retry');
    expect(retries).toHaveLength(1);

    // The worker tries again after its backoff; Stripe makes the refund, once.
    await stripe.waitForBooking(token, date, fullName, (b) => b.refundStatus === 'refunded', 40_000);
    await page.reload();
    await row.getByText('Refunded £20.00').waitFor();
    expect(await row.getByText(REFUSAL).count()).toBe(0);
    const made = stripe.double.refunds.slice(refundsBefore).filter((r) => r.metadata.bookingId === booking._id);
    expect(made).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a refund made in Stripe's dashboard that failed on the still active booking, with Retry", async () => {
    const token = await stripe.adminToken();
    const date = isoIn(47);
    const fullName = 'Mary Somerville';
    const booking = await stripe.paidBooking(token, {
      email: `dashboard-${unique()}@example.com`,
      fullName,
      date,
      players: 2,
    });
    await stripe.webhook(stripe.double.event('charge.refunded', stripe.double.refundInDashboard(booking.sessionId)));
    const refund = stripe.double.refunds.at(-1);
    if (!refund) throw new Error('the double made no refund');
    await stripe.webhook(stripe.double.event('refund.failed', stripe.double.failRefund(refund.id, 'declined')));
    await stripe.waitForBooking(token, date, fullName, (b) => b.refundStatus === 'failed');

    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await staffPage(browser, token, viewport);
      await page.goto(`${stripe.baseUrl}/admin/users?date=${date}`);
      const row = page.getByTestId('booking-row').filter({ hasText: fullName });
      await row.getByText('Refund failed £20.00').waitFor();
      await row.getByText('The card issuer declined the refund').waitFor();
      await row.getByRole('button', { name: `Retry the refund of ${fullName}` }).waitFor();
      expect(await row.getByText('Cancelled').count()).toBe(0);
      expect(await scrollsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('reads the refund on the Activity page: labelled fields, pounds and words, on a phone and a desktop', async () => {
    const token = await stripe.adminToken();
    const booking = await refusedRefund(token, isoIn(46), 'Dorothy Hodgkin');
    await stripe.api(API.user.refund(booking._id), { method: 'POST', token });
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await staffPage(browser, token, viewport);
      await page.goto(`${stripe.baseUrl}/admin/activity`);
      const list = page.getByRole('list', { name: 'Activity' });
      const retried = list.getByRole('listitem').filter({ hasText: 'Booking refund retry' }).first();
      await retried.waitFor();
      await retried.getByText('Refund status').waitFor();
      await retried.getByText('Failed').waitFor();
      await list.getByText(REFUSAL).first().waitFor();
      expect(await list.getByText('refundStatus').count()).toBe(0);
      expect(await scrollsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
