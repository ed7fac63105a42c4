import { API, PAGES } from '@seaside/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken } from '../support/admin.js';
import { baseUrl, browserAvailable, DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.js';
import { E2E_ADMIN } from '../support/global-setup.js';
import { waitForMail } from '../support/mail.js';

/** A date `days` ahead, as YYYY-MM-DD and as typed in the date field (DDMMYYYY; the field adds the slashes). */
function futureDate(days: number): { iso: string; typed: string } {
  const iso = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { iso, typed: `${d}${m}${y}` };
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function typeDate(page: Page, typed: string): Promise<void> {
  await page.getByRole('textbox', { name: /Date of adventure/ }).click();
  await page.keyboard.type(typed, { delay: 20 });
}

async function fillForm(
  page: Page,
  values: { participants?: string; date: string; name: string; email: string; adults?: boolean },
): Promise<void> {
  if (values.participants !== undefined) await page.getByLabel('Number of participants').fill(values.participants);
  await typeDate(page, values.date);
  await page.getByLabel('Full name').fill(values.name);
  await page.getByLabel('Email address').fill(values.email);
  await page.getByLabel('Email address').blur();
  if (values.adults !== false) await adultsCheckbox(page).check();
}

/** The booking form's required adults-only confirmation (booking-lifecycle.md section 3). */
function adultsCheckbox(page: Page) {
  return page.getByRole('checkbox', { name: 'I confirm every player is 18 or over.' });
}

async function api(pathname: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const { json, ...rest } = init;
  return fetch(`${baseUrl()}${pathname}`, {
    ...rest,
    headers: { 'content-type': 'application/json', ...(rest.headers ?? {}) },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
}

describe.skipIf(!browserAvailable())('booking and payment', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('books from the home page, pays on the built-in checkout and gets "Payment confirmed!" and the mail', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    const email = `journey-${unique()}@example.com`;
    const date = futureDate(45);

    await page.goto(PAGES.home);
    await page
      .getByRole('link', { name: /book now/i })
      .last()
      .click();
    await page.waitForURL(`**${PAGES.bookNow}`);
    await page.getByRole('heading', { name: 'BOOK NOW' }).waitFor();
    expect(await page.title()).toBe('Seaside Secrets | Book Now');
    // The logo panel shows on large screens.
    await page.getByRole('img', { name: 'Seaside Secrets logo' }).waitFor();

    const participants = page.getByLabel('Number of participants');
    expect(await participants.inputValue()).toBe('2');
    await expect(page.getByText('Total: £20').isVisible()).resolves.toBe(true);
    const payNow = page.getByRole('button', { name: 'PAY NOW' });
    expect(await payNow.isDisabled()).toBe(true);

    await fillForm(page, { participants: '3', date: date.typed, name: 'Ada Lovelace', email });
    await page.getByText('Total: £30').waitFor();
    // A hurried double click posts one checkout: each would be a booking holding 3 places.
    const checkouts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(API.payment.checkout)) checkouts.push(request.url());
    });
    await payNow.dblclick();

    await page.waitForURL(/\/checkout\/lcs_/);
    expect(checkouts).toHaveLength(1);
    const checkoutText = await page.locator('body').innerText();
    expect(checkoutText).toContain('£30.00');
    expect(checkoutText).toContain('3 players');
    expect(checkoutText).toContain('Ada Lovelace');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await page.waitForURL(/\/success\?session_id=lcs_/);
    await page.getByRole('heading', { name: 'Payment confirmed!' }).waitFor();
    expect(await page.title()).toBe('Seaside Secrets | Payment');
    await page.getByText("You've successfully registered. A confirmation email has been sent to your inbox").waitFor();
    await page.getByText('Booking succesfully').waitFor();
    await page.getByRole('link', { name: 'Back Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const mail = await waitForMail(email, /booking is confirmed/i);
    expect(mail).toContain('3 players');
    expect(mail).toContain('£30.00');
    expect(mail).toContain('adventure.ics');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks before a duplicate booking: Cancel keeps the form, "Yes, Proceed" goes to payment', async () => {
    const email = `dup-${unique()}@example.com`;
    const date = futureDate(50);
    // A paid booking for that e-mail and date.
    const first = await api(API.payment.checkout, {
      method: 'POST',
      json: { email, registrationDate: date.iso, teamMemberCount: 2, amount: 20, fullName: 'Grace Hopper' },
    });
    expect(first.status).toBe(200);
    const { checkoutUrl } = (await first.json()) as { checkoutUrl: string };
    const paid = await fetch(`${baseUrl()}${new URL(checkoutUrl).pathname}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);

    const { page, context } = await openPage(browser, PHONE);
    await page.goto(PAGES.bookNow);
    await fillForm(page, { date: date.typed, name: 'Grace Hopper', email: email.toUpperCase() });
    const payNow = page.getByRole('button', { name: 'PAY NOW' });
    await payNow.click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate Booking' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(
      'You already have a booking for this date - would you like to proceed with a new one?',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(PAGES.bookNow);
    expect(await payNow.isEnabled()).toBe(true);

    await payNow.click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Yes, Proceed' }).click();
    await page.waitForURL(/\/checkout\/lcs_/);
    // Cancel on the checkout page returns to the booking form, filled in as it was left (only the
    // adults-only confirmation is asked again); browser Back from the payment page does the same.
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL(`**${PAGES.bookNow}`);
    const filledAsLeft = async () => {
      await page.getByRole('textbox', { name: /Full name/ }).waitFor();
      expect(await page.getByRole('textbox', { name: /Full name/ }).inputValue()).toBe('Grace Hopper');
      expect(await page.getByRole('textbox', { name: /Email address/ }).inputValue()).toBe(email.toUpperCase());
      expect(await page.getByRole('textbox', { name: /Date of adventure/ }).inputValue()).toBe(
        date.typed.replace(/^(\d\d)(\d\d)/, '$1/$2/'),
      );
      expect(await page.getByRole('checkbox', { name: /18 or over/ }).isChecked()).toBe(false);
    };
    await filledAsLeft();
    await page.getByRole('checkbox', { name: /18 or over/ }).check();
    await payNow.click();
    await dialog.getByRole('button', { name: 'Yes, Proceed' }).click();
    await page.waitForURL(/\/checkout\/lcs_/);
    await page.goBack();
    await page.waitForURL(`**${PAGES.bookNow}`);
    await filledAsLeft();
    await context.close();
  });

  it('shows every validation message of the booking form', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(PAGES.bookNow);
    const participants = page.getByLabel('Number of participants');
    const payNow = page.getByRole('button', { name: 'PAY NOW' });
    await participants.waitFor();
    // No logo panel on a phone.
    expect(await page.getByRole('img', { name: 'Seaside Secrets logo' }).count()).toBe(0);

    await participants.fill('');
    await participants.blur();
    await page.getByText('Number of participants is required.').waitFor();
    await participants.pressSequentially('1');
    await page.getByText('Minimum 2 participants are required').waitFor();
    expect(await payNow.isDisabled()).toBe(true);
    // Input rules: no leading zero, no sign, digits only, at most 10 characters.
    await participants.fill('');
    await participants.pressSequentially('0-a');
    expect(await participants.inputValue()).toBe('');
    await participants.pressSequentially('123456789012');
    expect(await participants.inputValue()).toBe('1234567890');
    await participants.fill('4');
    await page.getByText('Total: £40').waitFor();

    const name = page.getByLabel('Full name');
    await name.fill('R2D2 ###');
    await name.blur();
    await page.getByText('Enter a valid name.').waitFor();
    await name.fill('');
    await page.getByText('Full Name is required.').waitFor();

    const email = page.getByLabel('Email address');
    await email.fill('not-an-email');
    await email.blur();
    await page.getByText('Enter a valid email address.').waitFor();
    await email.fill('');
    await page.getByText('Email Address is required.').waitFor();
    expect(await payNow.isDisabled()).toBe(true);

    // A past date is refused by the picker.
    await typeDate(page, '01012020');
    await page.getByText('The date of adventure cannot be in the past.').waitFor();
    await context.close();
  });

  it('disables locked dates in the picker', async () => {
    const login = await api(API.user.login, {
      method: 'POST',
      json: { mobileNumber: E2E_ADMIN.mobileNumber, password: E2E_ADMIN.password },
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const locked = futureDate(60);
    const lock = await api(API.date.lock, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      json: { lockedDate: locked.iso, mobileNumber: E2E_ADMIN.mobileNumber },
    });
    expect(lock.status).toBe(200);

    const { page, context } = await openPage(browser, DESKTOP);
    const listed = page.waitForResponse((r) => r.url().includes(API.date.publicList));
    await page.goto(PAGES.bookNow);
    await listed;
    await typeDate(page, locked.typed);
    await page.getByText('This date is not available. Please choose another date.').waitFor();
    expect(await page.getByRole('button', { name: 'PAY NOW' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('shows the failed result for a cancelled payment, and goes home without or with an unknown session id', async () => {
    const res = await api(API.payment.checkout, {
      method: 'POST',
      json: {
        email: `fail-${unique()}@example.com`,
        registrationDate: futureDate(40).iso,
        teamMemberCount: 2,
        fullName: 'Alan Turing',
      },
    });
    const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
    const sessionId = checkoutUrl.split('/').pop() as string;
    await fetch(`${baseUrl()}/checkout/${sessionId}/cancel`, { method: 'POST', redirect: 'manual' });

    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${PAGES.success}?session_id=${sessionId}`);
    await page.getByText('Payment failed. Please try again.').waitFor();

    await page.goto(PAGES.success);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${PAGES.success}?session_id=lcs_unknownunknownunknown00`);
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('keeps PAY NOW disabled until every player is confirmed 18 or over, and links the terms', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(PAGES.bookNow);
    await fillForm(page, {
      date: futureDate(41).typed,
      name: 'Ada Lovelace',
      email: 'adults@example.com',
      adults: false,
    });
    const payNow = page.getByRole('button', { name: 'PAY NOW' });
    expect(await payNow.isDisabled()).toBe(true);
    await adultsCheckbox(page).check();
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled);
    await adultsCheckbox(page).uncheck();
    await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled);
    expect(await page.getByRole('link', { name: 'Read our terms' }).getAttribute('href')).toBe(PAGES.terms);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('disables a full date in the calendar and shows "Only N places left" for a nearly full one', async () => {
    const token = await adminToken();
    // Neighbouring days two to four days ahead, in one month, so one calendar page shows both:
    // the month the calendar opens on, or the next one.
    const [full, few] =
      futureDate(2).iso.slice(0, 7) === futureDate(3).iso.slice(0, 7)
        ? [futureDate(2), futureDate(3)]
        : [futureDate(3), futureDate(4)];
    await adminApi(token, API.date.capacityOfDate(full.iso), { method: 'PUT', json: { capacity: 0 } });
    await adminApi(token, API.date.capacityOfDate(few.iso), { method: 'PUT', json: { capacity: 4 } });

    const { page, context, errors } = await openPage(browser, DESKTOP);
    const listed = page.waitForResponse((r) => r.url().includes(API.date.publicList));
    await page.goto(PAGES.bookNow);
    await listed;
    await page.getByRole('button', { name: 'Choose date' }).click();
    const calendar = page.getByRole('dialog');
    await calendar.getByRole('grid').waitFor();
    // A day button carries its local midnight; the browser runs in this process's time zone. While
    // the month slides, both months' buttons are on the page, so the day number alone is ambiguous.
    const day = (iso: string) => {
      const localMidnight = new Date(`${iso}T00:00`).getTime();
      return calendar.locator(`[role=gridcell][data-timestamp="${localMidnight}"]`);
    };
    // The calendar opens on the month of today at the venue, which may be before the days' month.
    if ((await day(full.iso).count()) === 0) {
      await calendar.getByRole('button', { name: /next month/i }).click();
    }
    await day(full.iso).waitFor();
    expect(await day(full.iso).isDisabled()).toBe(true);
    expect(await day(few.iso).isDisabled()).toBe(false);
    await day(few.iso).click();
    await page.getByText('Only 4 places left').waitFor();

    await page.getByLabel('Number of participants').fill('5');
    await page.getByText(`Sorry, only 4 places are left on ${few.iso.split('-').reverse().join('/')}.`).waitFor();
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email address').fill('few@example.com');
    await adultsCheckbox(page).check();
    expect(await page.getByRole('button', { name: 'PAY NOW' }).isDisabled()).toBe(true);

    // A typed full date says so.
    await page.getByRole('textbox', { name: /Date of adventure/ }).fill('');
    await typeDate(page, full.typed);
    await page.getByText(`Sorry, ${full.iso.split('-').reverse().join('/')} is fully booked.`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the terms from the footer, with the change and refund cut-offs', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto(PAGES.home);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await page.waitForURL(`**${PAGES.terms}`);
    await page.getByRole('heading', { name: 'The small print' }).waitFor();
    expect(await page.title()).toBe('Seaside Secrets | Terms');
    const text = await page.locator('main').innerText();
    expect(text).toContain('every player must be 18 or over');
    expect(text).toContain('until 48 hours (2 days) before');
    expect(errors).toEqual([]);
    await context.close();
  });
});
