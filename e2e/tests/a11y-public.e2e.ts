import { API, PAGES } from '@seaside/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  a11yPage,
  axeViolations,
  briefingLink,
  expectAccessible,
  expectKeyboardReachable,
  focusedName,
  tabThrough,
  tabTo,
  tabToLabel,
  tabToName,
  uniqueId,
  venueDay,
} from '../support/a11y.js';
import { adminApi, adminToken } from '../support/admin.js';
import { baseUrl, browserAvailable, DESKTOP, launchBrowser, PHONE } from '../support/browser.js';
import { idle } from '../support/hunt.js';

/**
 * Accessibility of the public site, the booking flow and the player screens: no serious or
 * critical axe violation on any of them (phone and desktop), every control reachable with Tab with
 * a visible focus, and each screen's main action done with the keyboard alone.
 */

/** DDMMYYYY, as typed into the date field. */
const typed = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}${m}${y}`;
};

async function checkout(json: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${baseUrl()}${API.payment.checkout}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { checkoutUrl: string }).checkoutUrl;
}

/** Fills the BOOK NOW form with the keyboard alone, starting from the top of the page. */
async function fillBookingByKeyboard(page: Page, values: { date: string; name: string; email: string }) {
  await tabToLabel(page, /participants/i);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('3');
  // The date field: the digits are enough, it adds the slashes.
  await tabToLabel(page, /date of adventure/i);
  await page.keyboard.type(typed(values.date), { delay: 20 });
  await tabToLabel(page, /full name/i);
  await page.keyboard.type(values.name);
  await tabToLabel(page, /email/i);
  await page.keyboard.type(values.email);
  await tabToLabel(page, /18 or over/i);
  await page.keyboard.press('Space');
}

describe.skipIf(!browserAvailable())('accessibility: public site, booking and player screens', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
  });
  afterAll(() => browser?.close());

  it('the checks themselves catch a focus without indicator, a mouse-only control and a missing alt text', async () => {
    const { page, context } = await a11yPage(browser, DESKTOP);
    await page.setContent(`<!doctype html><html lang="en"><head><title>Checks</title>
      <style>.bare:focus { outline: none; } .ringed:focus { outline: 3px solid #c8325f; }</style></head>
      <body><main><h1>Checks</h1>
        <button class="ringed">Ringed</button>
        <button class="bare">Bare</button>
        <div style="cursor: pointer" onclick="void 0">Mouse only</div>
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      </main></body></html>`);
    const report = await tabThrough(page);
    expect(report.visited).toEqual(['button "Ringed"', 'button "Bare"']);
    expect(report.invisibleFocus).toEqual(['button "Bare"']);
    expect(report.unreachableClickables).toEqual(['div "Mouse only"']);
    expect((await axeViolations(page)).map((v) => v.id)).toContain('image-alt');
    await context.close();
  });

  it.each([
    ['home', PAGES.home, 'Sea air'],
    ['how it works', PAGES.howItWorks, 'Five steps'],
    ['leaderboard', PAGES.leaderboard, 'The fastest sleuths'],
    ['terms', PAGES.terms, 'The small print'],
    // Deliberately not a page of the map: the app's not-found page.
    ['not found', '/no-such-page', 'Page not found'],
  ])('%s: axe on phone and desktop, every control by keyboard with a visible focus', async (label, url, heading) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await a11yPage(browser, viewport);
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).filter({ hasText: heading }).first().waitFor();
      await expectAccessible(page, `${label} at ${viewport.width}px`);
      await expectKeyboardReachable(page, `${label} at ${viewport.width}px`);
      if (viewport === PHONE) {
        // The phone menu opens and works from the keyboard, and stays accessible while open.
        await tabToName(page, /Open menu/);
        await page.keyboard.press('Enter');
        await page.getByRole('button', { name: 'Close menu' }).waitFor();
        await expectAccessible(page, `${label} menu at ${viewport.width}px`);
        await page.keyboard.press('Tab');
        expect(await focusedName(page)).toMatch(/Home|Book Now|How It Works/);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('home: the skip link and the BOOK NOW call to action work from the keyboard', async () => {
    const { page, context } = await a11yPage(browser, DESKTOP);
    await page.goto(PAGES.home);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toMatch(/skip/i);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await tabToName(page, /^book now$/i);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${PAGES.bookNow}`);
    await page.getByRole('heading', { name: 'BOOK NOW' }).waitFor();
    await context.close();
  });

  it('book now: axe on phone and desktop, keyboard reach, and booking with the keyboard alone', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await a11yPage(browser, viewport);
      await page.goto(PAGES.bookNow);
      await page.getByRole('button', { name: 'PAY NOW' }).waitFor();
      await page.getByRole('textbox', { name: /Date of adventure/ }).waitFor();
      await expectAccessible(page, `book now at ${viewport.width}px`);
      await expectKeyboardReachable(page, `book now at ${viewport.width}px`);
      await context.close();
    }
    const { page, context } = await a11yPage(browser, PHONE);
    await page.goto(PAGES.bookNow);
    await page.getByRole('textbox', { name: /Date of adventure/ }).waitFor();
    await fillBookingByKeyboard(page, {
      date: venueDay(40),
      name: 'Keyboard Booker',
      email: `keys-${uniqueId()}@example.com`,
    });
    await tabToName(page, /^PAY NOW$/);
    await page.keyboard.press('Enter');
    // The built-in checkout page (the payment provider's page when PAYMENT_PROVIDER=local).
    await page.waitForURL('**/checkout/**');
    await page.getByRole('button', { name: 'Pay' }).waitFor();
    await expectAccessible(page, 'local checkout page');
    await tabToName(page, /^Pay$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Payment confirmed!' }).waitFor();
    await expectAccessible(page, 'payment confirmed');
    await expectKeyboardReachable(page, 'payment confirmed');
    await context.close();
  });

  it('book now: the Duplicate Booking dialog is accessible, holds the focus and answers the keyboard', async () => {
    const email = `dup-a11y-${uniqueId()}@example.com`;
    const date = venueDay(45);
    const url = await checkout({
      email,
      registrationDate: date,
      teamMemberCount: 2,
      amount: 20,
      fullName: 'Grace Hopper',
    });
    const paid = await fetch(`${baseUrl()}${new URL(url).pathname}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);

    const { page, context } = await a11yPage(browser, PHONE);
    await page.goto(PAGES.bookNow);
    await page.getByRole('textbox', { name: /Date of adventure/ }).waitFor();
    await fillBookingByKeyboard(page, { date, name: 'Grace Hopper', email });
    await tabToName(page, /^PAY NOW$/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Duplicate Booking' });
    await dialog.waitFor();
    await expectAccessible(page, 'duplicate booking dialog');
    // The focus is in the dialog and Tab keeps it there.
    for (let i = 0; i < 4; i++) {
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
      await page.keyboard.press('Tab');
    }
    await tabToName(page, /^Cancel$/);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('payment result: the spinner and the failed screen are accessible', async () => {
    const pending = await checkout({
      email: `pending-${uniqueId()}@example.com`,
      registrationDate: venueDay(46),
      teamMemberCount: 2,
      fullName: 'Pending Payer',
    });
    const pendingId = new URL(pending).pathname.split('/').pop();
    const { page, context } = await a11yPage(browser, PHONE);
    await page.goto(`${PAGES.success}?session_id=${pendingId}`);
    await page.getByText('Verifying payment...').waitFor();
    await expectAccessible(page, 'verifying payment');

    const failed = await checkout({
      email: `failed-${uniqueId()}@example.com`,
      registrationDate: venueDay(47),
      teamMemberCount: 2,
      fullName: 'Failed Payer',
    });
    const cancel = await fetch(`${baseUrl()}${new URL(failed).pathname}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancel.status).toBe(303);
    await page.goto(`${PAGES.success}?session_id=${new URL(failed).pathname.split('/').pop()}`);
    await page.getByText('Payment failed. Please try again.').waitFor();
    await expectAccessible(page, 'payment failed');
    await expectKeyboardReachable(page, 'payment failed');
    await context.close();
  });

  it('player: access code page, status cards and the chat, accessible and played with the keyboard', async () => {
    const email = `a11y-team-${uniqueId()}@example.com`;
    await adminApi(token, API.user.createParticipant, {
      method: 'POST',
      json: {
        fullName: 'Keyboard Team',
        email,
        teamMemberCount: 3,
        registrationDate: venueDay(),
        bookingSource: 'DIRECT',
      },
    });
    const link = await briefingLink(email);
    const list = await adminApi<{ users: { _id: string; email: string; accessCode?: string }[] }>(
      token,
      `${API.user.list}?limit=100&registrationDate=${venueDay()}`,
    );
    const code = list.users.find((u) => u.email === email)?.accessCode;
    expect(code).toMatch(/^[0-9A-F]{4}$/);

    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await a11yPage(browser, viewport);
      await page.goto(PAGES.puzzleAccess);
      await page.getByRole('button', { name: 'Start Your Adventure' }).waitFor();
      await expectAccessible(page, `access code at ${viewport.width}px`);
      await expectKeyboardReachable(page, `access code at ${viewport.width}px`);
      await context.close();
    }

    // The code typed with the keyboard (the focus moves box to box), then Enter.
    const { page, context } = await a11yPage(browser, PHONE);
    await page.goto(PAGES.puzzleAccess);
    await page.getByRole('button', { name: 'Start Your Adventure' }).waitFor();
    // The first box has the focus when the page opens; otherwise Tab to it.
    if (!(await page.evaluate(() => document.activeElement?.tagName === 'INPUT'))) await tabTo(page, 'input');
    await page.keyboard.type(code ?? '', { delay: 30 });
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${PAGES.puzzleToken('**')}`);
    expect(new URL(page.url()).pathname).toBe(link);

    // The chat: accessible once the greeting is typed out; a message sent with the keyboard.
    const input = page.locator('#chat-input');
    await idle(page);
    await expectAccessible(page, 'chat at 390px');
    await expectKeyboardReachable(page, 'chat at 390px');
    await tabTo(page, '#chat-input');
    await page.keyboard.type('START');
    await page.keyboard.press('Enter');
    await page.locator('[role=log]').getByText('START', { exact: true }).last().waitFor();
    await idle(page);
    await expect(input.isEnabled()).resolves.toBe(true);
    await expectAccessible(page, 'chat with a clue at 390px');
    await context.close();

    const desktop = await a11yPage(browser, DESKTOP);
    await desktop.page.goto(link);
    await idle(desktop.page);
    await expectAccessible(desktop.page, 'chat at 1280px');
    await desktop.context.close();

    // Status cards: the same link once the booking has moved to a later day (not started yet),
    // and an unknown link.
    const booking = list.users.find((u) => u.email === email);
    await adminApi(token, API.user.update(String(booking?._id)), {
      method: 'PATCH',
      json: { registrationDate: venueDay(9) },
    });
    for (const path of [link, PAGES.puzzleToken('not-a-real-token')]) {
      const card = await a11yPage(browser, PHONE);
      await card.page.goto(path);
      await card.page.getByRole('heading').first().waitFor();
      await card.page.waitForTimeout(300);
      await expectAccessible(card.page, `status card ${path.slice(0, 30)}`);
      await expectKeyboardReachable(card.page, `status card ${path.slice(0, 30)}`);
      await card.context.close();
    }
  });
});
