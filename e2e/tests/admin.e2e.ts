import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API, PAGES } from '@seaside/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../support/admin.js';
import { baseUrl, browserAvailable, DESKTOP, dataDir, launchBrowser, openPage, PHONE } from '../support/browser.js';
import { E2E_ADMIN } from '../support/global-setup.js';

/** YYYY-MM-DD of today + `days` in the local zone (the server runs in the same place). */
function dayFromToday(days: number, dayOfMonth?: number): string {
  const d = new Date();
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() + days);
  if (dayOfMonth) d.setDate(dayOfMonth);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "10 Jul 2026" (DD MMM YYYY). */
const tableDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
};
/** The digits typed into a DD/MM/YYYY field. */
const typedDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}${m}${y}`;
};

async function addParticipant(token: string, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${baseUrl()}${API.user.createParticipant}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ teamMemberCount: 3, bookingSource: 'DIRECT', ...body }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function lockedDates(token: string): Promise<string[]> {
  const res = await fetch(`${baseUrl()}${API.date.publicList}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { lockedDates: string[] }).lockedDates;
}

/** Signs in through the API inside the browser context: refresh cookie in the jar, token in local storage. */
async function signedInPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openPage(browser, viewport);
  const res = await context.request.post(API.user.login, { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  await context.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('accessToken', token);
      sessionStorage.setItem('seeded', '1');
    }
  }, accessToken);
  return { context, page };
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text }).first().waitFor();
}

async function waitForMail(to: string, subjectPart: RegExp, timeoutMs = 15_000): Promise<string> {
  const dir = path.join(dataDir(), 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      for (const file of readdirSync(dir)) {
        const text = readFileSync(path.join(dir, file), 'utf8');
        if (text.includes(to) && subjectPart.test(text)) return text;
      }
    } catch {
      // the directory appears with the first mail
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subjectPart}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.skipIf(!browserAvailable())('admin portal', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
  });
  afterAll(() => browser?.close());

  it('signs in: digits only, LOGIN disabled until valid, the failure and success toasts', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(PAGES.adminUsers);
    await page.waitForURL(`**${PAGES.adminLogin}`);
    await page.getByRole('heading', { name: 'ADMIN PORTAL' }).waitFor();

    const mobile = page.getByLabel('Mobile number');
    const password = page.getByLabel('Password', { exact: true });
    const loginButton = page.getByRole('button', { name: 'LOGIN' });
    await expect(loginButton.isDisabled()).resolves.toBe(true);

    await mobile.fill('07ab7');
    await expect(mobile.inputValue()).resolves.toBe('077');
    await password.fill('x');
    await mobile.blur();
    await page.getByText('Enter a valid mobile number').waitFor();
    await expect(loginButton.isDisabled()).resolves.toBe(true);

    await password.fill('');
    await password.press('Enter');
    await page.getByText('Please enter both mobile number and password.').waitFor();

    await mobile.fill(E2E_ADMIN.mobileNumber);
    await password.fill('not the password');
    await expect(loginButton.isEnabled()).resolves.toBe(true);
    await loginButton.click();
    await toast(page, 'Login failed. Please check your credentials.');
    expect(page.url()).toContain(PAGES.adminLogin);

    await password.fill(E2E_ADMIN.password);
    await loginButton.click();
    await page.waitForURL(`**${PAGES.adminUsers}`);
    await toast(page, 'User logged in successfully');
    await page.getByRole('heading', { name: 'Booking List' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^ey/);

    // With a token stored, the login page sends you on, and unknown admin paths go to users.
    await page.goto(PAGES.adminLogin);
    await page.waitForURL(`**${PAGES.adminUsers}`);
    await page.goto('/admin/nowhere');
    await page.waitForURL(`**${PAGES.adminUsers}`);
    await page.goto('/admin');
    await page.waitForURL(`**${PAGES.adminUsers}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pages through the bookings 5 at a time and filters by date and quiz status', async () => {
    const date = dayFromToday(300);
    for (let i = 1; i <= 7; i++) {
      await addParticipant(token, {
        fullName: `Paging Guest ${i}`,
        email: `paging${i}@example.com`,
        registrationDate: date,
      });
    }
    const { context, page } = await signedInPage(browser);
    await page.goto(`${PAGES.adminUsers}?date=${date}`);
    const rows = page.getByTestId('booking-row');
    await page.getByText('Showing 1–5 of 7 bookings').waitFor();
    await expect(rows.count()).resolves.toBe(5);
    // Newest created first within a date.
    await expect(rows.first().innerText()).resolves.toContain('Paging Guest 7');

    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await page.getByText('Showing 6–7 of 7 bookings').waitFor();
    await expect(rows.count()).resolves.toBe(2);
    await expect(rows.last().innerText()).resolves.toContain('Paging Guest 1');

    // Quiz status: nobody has finished the hunt yet.
    const quizStatus = page.getByRole('combobox', { name: /Quiz status/ });
    await quizStatus.click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByText('No Data Found').waitFor();
    await quizStatus.click();
    await page.getByRole('option', { name: 'Pending' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByText('Showing 1–5 of 7 bookings').waitFor();

    // Clear removes the date filter and goes back to page 1.
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await page.getByText('Showing 6–7 of 7 bookings').waitFor();
    await page.getByRole('button', { name: 'Clear' }).filter({ hasText: 'Clear' }).click();
    await page.waitForURL((url) => !url.searchParams.has('date') && !url.searchParams.has('page'));
    await page.getByText(/Showing 1–5 of \d+ bookings/).waitFor();

    // The date filter itself, typed DD/MM/YYYY on a slow phone's CPU: the half-typed years
    // (0002, 0020, 0202) never reach the address, and no digit is lost on the way.
    const addressDates: (string | null)[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addressDates.push(new URL(frame.url()).searchParams.get('date'));
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.getByRole('group', { name: 'Filter by date' }).getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type(typedDate(date));
    await page.waitForURL((url) => url.searchParams.get('date') === date);
    await page.getByText('Showing 1–5 of 7 bookings').waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(addressDates).toEqual([date]);
    await context.close();
  });

  it('adds a participant: validation texts, DIRECT by default, code with a copy check, confirmation mail', async () => {
    const date = dayFromToday(301);
    const { context, page } = await signedInPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(PAGES.adminUsers);
    await page.getByRole('button', { name: 'Add Participant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Participant' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Booking source').innerText()).resolves.toBe('DIRECT');

    await dialog.getByRole('button', { name: 'Add Participant' }).click();
    await dialog.getByText('Full name is required').waitFor();
    await dialog.getByText('Email is required').waitFor();
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Team members').fill('0');
    await dialog.getByRole('button', { name: 'Add Participant' }).click();
    await dialog.getByText('Please enter a valid email address').waitFor();
    await dialog.getByText('Must be at least 1 participant').waitFor();

    await dialog.getByLabel('Full name').fill('Ada Lovelace');
    await dialog.getByLabel('Email').fill('ada.e2e@example.com');
    await dialog.getByLabel('Team members').fill('4');
    await dialog.getByRole('group', { name: 'Registration date' }).getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type(typedDate(date));
    // A hurried double click adds one participant, not two bookings.
    await dialog.getByRole('button', { name: 'Add Participant' }).dblclick();
    await toast(page, 'Participant added successfully');
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`${PAGES.adminUsers}?date=${date}`);
    const row = page.getByTestId('booking-row').filter({ hasText: 'Ada Lovelace' });
    await row.waitFor();
    expect(await row.count()).toBe(1);
    const text = await row.innerText();
    expect(text).toContain('ada.e2e@example.com');
    expect(text).toContain('Paid');
    expect(text).toContain(tableDate(date));
    const code = await row.locator('code').innerText();
    expect(code).toMatch(/^[0-9A-F]{4}$/);

    await row.getByRole('button', { name: `Copy access code ${code}` }).click();
    await row.getByTestId('copy-confirmed').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await row.getByTestId('copy-confirmed').waitFor({ state: 'detached', timeout: 3000 });

    const mail = await waitForMail('ada.e2e@example.com', /booking is confirmed/);
    expect(mail).toContain('Ada Lovelace');
    await context.close();
  });

  it('changes a date through the calendar and the Confirm Date Change dialog', async () => {
    const from = dayFromToday(320, 10);
    const to = from.replace(/-10$/, '-20');
    await addParticipant(token, { fullName: 'Date Mover', email: 'mover@example.com', registrationDate: from });
    const { context, page } = await signedInPage(browser);
    await page.goto(`${PAGES.adminUsers}?date=${from}`);
    const row = page.getByTestId('booking-row').filter({ hasText: 'Date Mover' });
    await row.waitFor();

    await row.getByRole('button', { name: 'Change date of Date Mover' }).click();
    await page.getByRole('gridcell', { name: '20', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Date Change' });
    await dialog.waitFor();
    await expect(dialog.innerText()).resolves.toContain(tableDate(to));
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(row.innerText()).resolves.toContain(tableDate(from));

    await row.getByRole('button', { name: 'Change date of Date Mover' }).click();
    await page.getByRole('gridcell', { name: '20', exact: true }).click();
    await dialog.getByRole('button', { name: 'Yes, Change' }).click();
    await toast(page, 'Registration date updated successfully');
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`${PAGES.adminUsers}?date=${to}`);
    await page.getByTestId('booking-row').filter({ hasText: 'Date Mover' }).waitFor();
    await waitForMail('mover@example.com', /New date for your/);
    await context.close();
  });

  it('deletes a booking after the browser confirmation', async () => {
    const date = dayFromToday(310);
    await addParticipant(token, { fullName: 'To Be Deleted', email: 'delete.me@example.com', registrationDate: date });
    const { context, page } = await signedInPage(browser);
    await page.goto(`${PAGES.adminUsers}?date=${date}`);
    const row = page.getByTestId('booking-row').filter({ hasText: 'To Be Deleted' });
    await row.waitFor();

    const messages: string[] = [];
    page.once('dialog', (d) => {
      messages.push(d.message());
      void d.dismiss();
    });
    await row.getByRole('button', { name: 'Delete booking of To Be Deleted' }).click();
    await page.waitForTimeout(300);
    expect(messages).toEqual(['Are you sure you want to delete this user?']);
    await expect(row.isVisible()).resolves.toBe(true);

    page.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: 'Delete booking of To Be Deleted' }).click();
    await toast(page, 'User deleted successfully');
    await page.getByText('No Data Found').waitFor();
    await context.close();
  });

  it('locks a date and unlocks it through the Confirm Deletion dialog', async () => {
    const date = dayFromToday(700);
    const { context, page } = await signedInPage(browser);
    await page.goto(PAGES.adminDates);
    await page.getByRole('heading', { name: 'Booking Date Management' }).waitFor();
    const add = page.getByRole('button', { name: 'ADD' });
    await expect(add.isDisabled()).resolves.toBe(true);

    await page.getByRole('group', { name: 'Date to lock' }).getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type(typedDate(date));
    await add.click();
    await toast(page, 'Date added successfully');
    expect(await lockedDates(token)).toContain(date);

    // Find the row (ascending order: it may sit on a later page).
    const row = page.getByTestId('locked-date-row').filter({ hasText: tableDate(date) });
    for (let i = 0; i < 50 && !(await row.isVisible()); i++) {
      const next = page.getByRole('button', { name: 'Go to next page' });
      if (!(await next.isVisible()) || (await next.isDisabled())) break;
      await next.click();
      await page.waitForTimeout(250);
    }
    await row.waitFor();
    const number = Number((await row.locator('td').first().innerText()).trim());
    expect(number).toBeGreaterThanOrEqual(1);

    await row.getByRole('button', { name: /Delete locked date/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await dialog.getByText('Are you sure you want to delete this item? This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(row.isVisible()).resolves.toBe(true);

    await row.getByRole('button', { name: /Delete locked date/ }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Date deleted successfully');
    await row.waitFor({ state: 'detached' });
    expect(await lockedDates(token)).not.toContain(date);
    await context.close();
  });

  it('edits the default capacity, sets and removes a date’s own, and warns before overbooking it', async () => {
    const date = dayFromToday(710);
    const { context, page } = await signedInPage(browser);
    await page.goto(PAGES.adminDates);
    const shownDefault = page.getByTestId('default-capacity');
    await page.getByText(/players per date/).waitFor();
    const before = (await shownDefault.innerText()).trim();

    await page.getByRole('button', { name: 'Edit default' }).click();
    let dialog = page.getByRole('dialog', { name: 'Default capacity' });
    await dialog.getByLabel(/Players/).fill('1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter a whole number from 2 to 10000.').waitFor();
    await dialog.getByLabel(/Players/).fill('75');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Capacity updated successfully');
    await page.getByText('75 players per date').waitFor();

    await page.getByRole('group', { name: 'Date', exact: true }).getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type(typedDate(date));
    await page.getByRole('button', { name: 'SET CAPACITY' }).click();
    dialog = page.getByRole('dialog', { name: `Capacity of ${tableDate(date)}` });
    await dialog.getByLabel(/Players/).fill('3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Capacity updated successfully');
    const row = page.getByTestId('capacity-row').filter({ hasText: tableDate(date) });
    await expect(row.innerText()).resolves.toMatch(/0\s+of 3/);

    // Staff may overbook, after the warning.
    await page.goto(PAGES.adminUsers);
    await page.getByRole('button', { name: 'Add Participant' }).click();
    const add = page.getByRole('dialog', { name: 'Add Participant' });
    await add.getByLabel('Full name').fill('Big Group');
    await add.getByLabel('Email').fill('big.group@example.com');
    await add.getByLabel('Team members').fill('4');
    await add.getByRole('group', { name: 'Registration date' }).getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type(typedDate(date));
    await add.getByText('Only 3 of 3 places are left on this date, for a group of 4.').waitFor();
    await add.getByRole('button', { name: 'Add Participant' }).click();
    await toast(page, 'Participant added successfully');

    await page.goto(PAGES.adminDates);
    await expect(row.innerText()).resolves.toMatch(/4\s+of 3\s+Full/);
    await row.getByRole('button', { name: /Delete capacity of/ }).click();
    await page.getByRole('dialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Capacity removed successfully');
    await row.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Edit default' }).click();
    dialog = page.getByRole('dialog', { name: 'Default capacity' });
    await dialog.getByLabel(/Players/).fill(before.split(' ')[0] as string);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(before).waitFor();
    await context.close();
  });

  it('refreshes an expired access token silently with the refresh cookie', async () => {
    const { context, page } = await openPage(browser);
    const res = await context.request.post(API.user.login, { data: E2E_ADMIN });
    expect(res.status()).toBe(200);
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        // A well-formed but unusable token: the API answers 401 and the client refreshes once.
        localStorage.setItem('accessToken', 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYWRtaW4ifQ.invalid');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto(PAGES.adminUsers);
    await page.getByText(/Showing 1–5 of \d+ bookings/).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(stored).not.toContain('invalid');
    await context.close();
  });

  it('works on a phone: cards, the drawer and the admin menu logout', async () => {
    const { context, page } = await signedInPage(browser, PHONE);
    await page.goto(PAGES.adminUsers);
    await page.getByTestId('booking-row').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: 'Date Management' }).click();
    await page.waitForURL(`**${PAGES.adminDates}`);
    await page.getByRole('heading', { name: 'Booking Date Management' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: 'Admin menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`**${PAGES.adminLogin}`);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    // The server session is gone too: the refresh cookie no longer works.
    const refresh = await context.request.post(API.user.refreshToken);
    expect(refresh.status()).toBe(401);
    await page.goto(PAGES.adminUsers);
    await page.waitForURL(`**${PAGES.adminLogin}`);
    await context.close();
  });
});
