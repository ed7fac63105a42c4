/**
 * The Today board (operations.md section 3): open on a desktop, it shows a team move from
 * "Not started" to "Playing" by itself while the team plays on a phone in another browser
 * context, and opens the team's conversation read-only.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a11yPage, expectAccessible, expectKeyboardReachable } from '../support/a11y.js';
import { adminToken, signedIn, signedInPage } from '../support/admin.js';
import { browserAvailable, DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.js';
import { addTeam, idle, say, venueToday, waitForBriefing } from '../support/hunt.js';

describe.skipIf(!browserAvailable())('the Today board (/admin/live)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows a team start playing without a reload, and its conversation', async () => {
    const token = await adminToken();
    const leader = `Mary Seacole ${Date.now() % 100_000}`;
    const email = await addTeam(token, leader, venueToday());
    const briefing = await waitForBriefing(email);

    const staff = await signedInPage(browser, token);
    await staff.page.goto('/admin/live');
    await staff.page.getByRole('heading', { name: 'Today' }).waitFor();
    const row = staff.page.getByRole('row').filter({ hasText: leader });
    await row.getByText('Not started').waitFor();

    const phone = await openPage(browser, PHONE);
    await phone.page.emulateMedia({ reducedMotion: 'reduce' });
    await phone.page.goto(new URL(briefing.link).pathname);
    await idle(phone.page);
    await say(phone.page, 'START');
    await say(phone.page, 'the west pier');

    // The board asks again every 10 s: the row changes by itself.
    await row.getByText('Playing').waitFor({ timeout: 15_000 });
    await row.getByText(/^Clue 1 of \d+$/).waitFor();
    expect(await row.getByRole('cell').nth(5).textContent()).toBe('1');
    await expect(staff.page.getByText(/^Updated \d\d:\d\d:\d\d/).count()).resolves.toBe(1);

    await row.getByRole('button', { name: `Conversation of ${leader}` }).click();
    const dialog = staff.page.getByRole('dialog');
    await dialog.getByRole('log').getByText('the west pier', { exact: true }).waitFor();
    await expect(dialog.getByRole('textbox').count()).resolves.toBe(0);

    expect(staff.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    await Promise.all([staff.context.close(), phone.context.close()]);
  });

  it('the operations screens pass the accessibility checks on a phone and a desktop', async () => {
    const token = await adminToken();
    await addTeam(token, 'Florence Nightingale', venueToday());
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await a11yPage(browser, viewport);
      await signedIn(page, token);
      const at = `${viewport.width}px`;

      await page.goto('/admin/live');
      await page.getByRole('button', { name: 'Conversation of Florence Nightingale' }).waitFor();
      await expectAccessible(page, `today at ${at}`);
      await expectKeyboardReachable(page, `today at ${at}`);
      await page.getByRole('button', { name: 'Conversation of Florence Nightingale' }).click();
      await page.getByRole('dialog').getByText('This team has not written anything yet.').waitFor();
      await expectAccessible(page, `conversation at ${at}`);
      await page.keyboard.press('Escape');

      await page.goto('/admin/questions');
      await page.getByRole('tab', { name: 'How teams do' }).click();
      await page.getByRole('group', { name: 'Period' }).waitFor();
      await page.getByRole('progressbar').waitFor({ state: 'detached' });
      await expectAccessible(page, `how teams do at ${at}`);

      await page.goto('/admin/activity');
      await page.getByRole('list', { name: 'Activity' }).waitFor();
      await expectAccessible(page, `activity at ${at}`);
      await expectKeyboardReachable(page, `activity at ${at}`);
      await context.close();
    }
  });
});
