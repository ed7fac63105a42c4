import { API, displayDate, MESSAGES } from '@seaside/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a11yPage, expectAccessible, venueDay as isoIn, uniqueId as unique } from '../support/a11y.js';
import { adminToken, expectToast, signedInPage } from '../support/admin.js';
import { baseUrl, browserAvailable, DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.js';
import { waitForMail } from '../support/mail.js';

/** A booking paid on the built-in checkout, as a visitor makes one; returns the link of its confirmation mail. */
async function paidBooking(values: { email: string; fullName: string; date: string; players: number }) {
  const res = await fetch(`${baseUrl()}${API.payment.checkout}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: values.email,
      fullName: values.fullName,
      registrationDate: values.date,
      teamMemberCount: values.players,
      allowDuplicate: true,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
  const pay = await fetch(`${baseUrl()}${new URL(checkoutUrl).pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(pay.status).toBe(303);
  const mail = await waitForMail(values.email, /booking is confirmed/i);
  const link = /https?:\/\/\S+?\/booking\/manage\/[0-9a-f]{64}/.exec(mail)?.[0];
  expect(link, 'the confirmation mail links to the booking page').toBeTruthy();
  return new URL(link as string).pathname;
}

/** A day of the booking's month other than its own (the calendar opens on that month). */
function otherDayOfMonth(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const day = d > 15 ? d - 2 : d + 2;
  return `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

async function pickDay(page: Page, iso: string): Promise<void> {
  const day = String(Number(iso.slice(8, 10)));
  await page.getByRole('gridcell', { name: day, exact: true }).click();
}

describe.skipIf(!browserAvailable())("the customer's own booking page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('opens the link of the confirmation mail, moves the date, then cancels and sees the refund', async () => {
    const email = `manage-${unique()}@example.com`;
    const date = isoIn(40);
    const path = await paidBooking({ email, fullName: 'Grace Hopper', date, players: 3 });

    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(path);
    await page.getByRole('heading', { name: 'Your booking' }).waitFor();
    expect(await page.title()).toBe('Seaside Secrets | Your booking');
    await page.getByText('Grace Hopper').waitFor();
    await page.getByText('£30.00').first().waitFor();

    const next = otherDayOfMonth(date);
    await pickDay(page, next);
    await page.getByRole('button', { name: `Move to ${displayDate(next)}` }).click();
    await expectToast(page, `Your booking has moved to ${displayDate(next)}.`);
    await waitForMail(email, /New date/);

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your booking?' });
    await dialog.getByText('players will be cancelled. This cannot be undone.').waitFor();
    // A hurried double click cancels once and shows no error. Paid on the test checkout (the local
    // provider): nothing goes back to a card, and the page and the answer say so.
    await dialog.getByRole('button', { name: 'Cancel booking' }).dblclick();
    await expectToast(page, MESSAGES.manage.cancelledAfterTestCheckout);
    await page.getByText("It was paid on the site's test checkout, so no money was taken.").waitFor();
    await waitForMail(email, /booking is cancelled/);
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is accessible on a phone and a desktop, with its cancel dialog', async () => {
    const path = await paidBooking({
      email: `a11y-${unique()}@example.com`,
      fullName: 'Ada Axe',
      date: isoIn(35),
      players: 2,
    });
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await a11yPage(browser, viewport);
      await page.goto(path);
      await page.getByRole('heading', { name: 'Your booking' }).waitFor();
      await page.getByRole('grid').waitFor();
      await expectAccessible(page, `booking page at ${viewport.width}px`);
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      await page.getByRole('dialog', { name: 'Cancel your booking?' }).waitFor();
      await expectAccessible(page, `cancel dialog at ${viewport.width}px`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('after the cut-offs, gives the contact e-mail instead of the actions', async () => {
    const email = `late-${unique()}@example.com`;
    const path = await paidBooking({ email, fullName: 'Late Larry', date: isoIn(1), players: 2 });
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto(path);
    await page.getByRole('heading', { name: 'Your booking' }).waitFor();
    expect(await page.getByText('Changes are closed for this booking. Please contact').count()).toBe(1);
    expect(await page.getByText('Cancellations are closed for this booking. Please contact').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    await context.close();
  });

  it('staff cancel with a refund from the Booking List', async () => {
    const email = `staff-${unique()}@example.com`;
    const date = isoIn(50);
    await paidBooking({ email, fullName: 'Staff Cancel', date, players: 2 });
    const { page, context, errors } = await signedInPage(browser, await adminToken(), DESKTOP);
    await page.goto(`/admin/users?date=${date}`);
    await page.getByRole('button', { name: 'Cancel booking of Staff Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
    const refund = dialog.getByRole('switch', { name: 'Refund £20.00' });
    expect(await refund.isChecked()).toBe(true);
    // A hurried double click cancels once: no "already cancelled" error replaces the success.
    await dialog.getByRole('button', { name: 'Cancel booking' }).dblclick();
    await expectToast(page, 'Booking cancelled and £20.00 refunded');
    const row = page.getByTestId('booking-row').filter({ hasText: 'Staff Cancel' });
    await row.getByText('Cancelled').waitFor();
    await row.getByText('Refunded £20.00').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByText('This booking is already cancelled.').count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Cancel booking of Staff Cancel' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
