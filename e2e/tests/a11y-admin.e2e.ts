import { API, PAGES } from '@seaside/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  a11yPage,
  expectAccessible,
  expectKeyboardReachable,
  focusedName,
  tabToLabel,
  tabToName,
  uniqueId,
  venueDay,
} from '../support/a11y.js';
import { adminApi, adminToken, signedIn } from '../support/admin.js';
import { browserAvailable, DESKTOP, launchBrowser, PHONE } from '../support/browser.js';
import { E2E_ADMIN } from '../support/global-setup.js';

/**
 * Accessibility of the admin portal: every screen and every dialog (Add Participant, the date
 * picker and Confirm Date Change, Confirm Deletion, question create/edit/delete, message edit)
 * without serious or critical axe violations; every control reachable with Tab with a visible
 * focus; dialogs opened, kept and closed with the keyboard.
 */

/** The focus is inside the open dialog, stays there over a few Tabs, and Escape closes it back to the opener. */
async function dialogKeyboard(page: Page, name: string | RegExp, opener: RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  for (let i = 0; i < 6; i++) {
    expect(
      await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')),
      `${name}: focus in dialog`,
    ).toBe(true);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await focusedName(page), `${name}: focus back on the opener`).toMatch(opener);
}

describe.skipIf(!browserAvailable())('accessibility: admin portal', () => {
  let browser: Browser;
  let token: string;
  const tag = uniqueId();
  const bookingDate = venueDay(120);

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
    for (const [i, name] of ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'].entries()) {
      await adminApi(token, API.user.createParticipant, {
        method: 'POST',
        json: {
          fullName: name,
          email: `a11y-admin-${tag}-${i}@example.com`,
          teamMemberCount: 2 + i,
          registrationDate: bookingDate,
          bookingSource: i === 1 ? 'PARTNER' : 'DIRECT',
        },
      });
    }
    await adminApi(token, API.date.lock, {
      method: 'POST',
      json: { lockedDate: venueDay(130), mobileNumber: E2E_ADMIN.mobileNumber },
    }).catch(() => undefined);
  });
  afterAll(() => browser?.close());

  async function adminPage(path: string, heading: string, viewport = DESKTOP) {
    const opened = await a11yPage(browser, viewport);
    await signedIn(opened.page, token);
    await opened.page.goto(path);
    await opened.page.getByRole('heading', { name: heading }).first().waitFor();
    return opened;
  }

  it('login: accessible on phone and desktop, and signs in with the keyboard alone', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await a11yPage(browser, viewport);
      await page.goto(PAGES.adminLogin);
      await page.getByRole('heading', { name: 'ADMIN PORTAL' }).waitFor();
      await expectAccessible(page, `admin login at ${viewport.width}px`);
      await expectKeyboardReachable(page, `admin login at ${viewport.width}px`);
      await context.close();
    }
    const { page, context } = await a11yPage(browser, DESKTOP);
    await page.goto(PAGES.adminLogin);
    await page.getByRole('heading', { name: 'ADMIN PORTAL' }).waitFor();
    await tabToLabel(page, /mobile/i);
    await page.keyboard.type(E2E_ADMIN.mobileNumber);
    await tabToLabel(page, /password/i);
    await page.keyboard.type(E2E_ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${PAGES.adminUsers}`);
    await page.getByRole('heading', { name: 'Booking List' }).waitFor();
    await context.close();
  });

  it('booking list: accessible, reachable, and the Add Participant dialog by keyboard', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await adminPage(`${PAGES.adminUsers}?date=${bookingDate}`, 'Booking List', viewport);
      await page.getByText('Grace Hopper').first().waitFor();
      await expectAccessible(page, `booking list at ${viewport.width}px`);
      await expectKeyboardReachable(page, `booking list at ${viewport.width}px`);
      await context.close();
    }
    const { page, context } = await adminPage(`${PAGES.adminUsers}?date=${bookingDate}`, 'Booking List');
    await page.getByText('Grace Hopper').first().waitFor();
    await tabToName(page, /^Add Participant$/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Participant' });
    await dialog.waitFor();
    await expectAccessible(page, 'add participant dialog');
    // Submitted empty from the keyboard: the field errors are accessible too.
    await tabToName(page, /^Add Participant$/);
    await page.keyboard.press('Enter');
    await dialog.getByText('Full name is required').waitFor();
    await expectAccessible(page, 'add participant dialog with errors');
    await dialogKeyboard(page, 'Add Participant', /^Add Participant$/);
    await context.close();
  });

  it('booking list: the date picker and the Confirm Date Change dialog by keyboard', async () => {
    const { page, context } = await adminPage(`${PAGES.adminUsers}?date=${bookingDate}`, 'Booking List');
    await page.getByText('Alan Turing').first().waitFor();
    await tabToName(page, /^Change date of Alan Turing$/);
    await page.keyboard.press('Enter');
    await page.getByRole('grid').waitFor();
    await expectAccessible(page, 'change date picker');
    // A later day, chosen with the arrow keys and Enter.
    await page
      .getByRole('grid')
      .getByRole('gridcell', { selected: true })
      .or(page.locator('[role=gridcell][tabindex="0"]'))
      .first()
      .focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Confirm Date Change' });
    await confirm.waitFor();
    await expectAccessible(page, 'confirm date change dialog');
    await tabToName(page, /^No$/);
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('phone: the drawer and the admin menu open from the keyboard and stay accessible', async () => {
    const { page, context } = await adminPage(PAGES.adminUsers, 'Booking List', PHONE);
    await tabToName(page, /menu|navigation|drawer/i);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(400);
    await expectAccessible(page, 'admin drawer or menu at 390px');
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('locked dates: accessible, reachable, and the Confirm Deletion dialog by keyboard', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await adminPage(PAGES.adminDates, 'Booking Date Management', viewport);
      await page
        .getByRole('button', { name: /Delete locked date/ })
        .first()
        .waitFor();
      await expectAccessible(page, `locked dates at ${viewport.width}px`);
      await expectKeyboardReachable(page, `locked dates at ${viewport.width}px`);
      await context.close();
    }
    const { page, context } = await adminPage(PAGES.adminDates, 'Booking Date Management');
    await page
      .getByRole('button', { name: /Delete locked date/ })
      .first()
      .waitFor();
    await tabToName(page, /Delete locked date/);
    const opener = await focusedName(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await dialog.waitFor();
    await expectAccessible(page, 'confirm deletion dialog');
    await dialogKeyboard(page, 'Confirm Deletion', new RegExp(`^${opener.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await context.close();
  });

  it('clues: accessible, reachable, and the create, edit and delete dialogs by keyboard', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await adminPage(PAGES.adminQuestions, 'Clues Management', viewport);
      await page.getByRole('button', { name: 'Edit question' }).first().waitFor();
      await expectAccessible(page, `clues at ${viewport.width}px`);
      await expectKeyboardReachable(page, `clues at ${viewport.width}px`);
      await context.close();
    }
    const { page, context } = await adminPage(PAGES.adminQuestions, 'Clues Management');
    await page.getByRole('button', { name: 'Edit question' }).first().waitFor();

    await tabToName(page, /^Add Question$/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Add Question' }).waitFor();
    await expectAccessible(page, 'add question dialog');
    await dialogKeyboard(page, 'Add Question', /^Add Question$/);

    await tabToName(page, /^Edit question$/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Edit Question' }).waitFor();
    await expectAccessible(page, 'edit question dialog');
    await dialogKeyboard(page, 'Edit Question', /^Edit question$/);

    await tabToName(page, /^Delete question$/);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog').last();
    await confirm.waitFor();
    await expectAccessible(page, 'delete question dialog');
    await tabToName(page, /^Cancel$/);
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('messages: accessible, reachable, and the edit dialog by keyboard', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await adminPage(PAGES.adminMessages, 'Messages Configuration', viewport);
      await page.getByRole('button', { name: 'Edit pauseMsg' }).waitFor();
      await expectAccessible(page, `messages at ${viewport.width}px`);
      await expectKeyboardReachable(page, `messages at ${viewport.width}px`);
      await context.close();
    }
    const { page, context } = await adminPage(PAGES.adminMessages, 'Messages Configuration');
    await page.getByRole('button', { name: 'Edit pauseMsg' }).waitFor();
    for (const key of ['pauseMsg', 'giftVocher']) {
      await tabToName(page, new RegExp(`^Edit ${key}$`));
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: /Edit Message/ }).waitFor();
      await expectAccessible(page, `edit ${key} dialog`);
      await dialogKeyboard(page, /Edit Message/, new RegExp(`^Edit ${key}$`));
    }
    await context.close();
  });
});
