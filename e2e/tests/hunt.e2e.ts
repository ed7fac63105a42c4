/**
 * The hunt on a phone (issue 6): the code from the mission briefing e-mail typed into
 * /puzzle/access, START, a wrong answer, HINT, a typo accepted, every clue solved, both vouchers
 * shown and downloaded, and the quiz status `completed` in the admin list.
 */
import { API, PAGES } from '@seaside/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken } from '../support/admin.js';
import { baseUrl, browserAvailable, launchBrowser, openPage, PHONE } from '../support/browser.js';
import { addTeam, idle, lastAssistantText, type Question, say, venueToday, waitForBriefing } from '../support/hunt.js';

describe.skipIf(!browserAvailable())('the hunt', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
  });
  afterAll(() => browser?.close());

  it('plays from the briefing code to the vouchers on a phone', async () => {
    const email = await addTeam(token, 'Ada Lovelace', venueToday());
    const briefing = await waitForBriefing(email);
    const { data: questions } = await adminApi<{ data: Question[] }>(token, `${API.questions.list}?isActive=true`);
    const ordered = [...questions].sort((a, b) => Number(!!b.isStart) - Number(!!a.isStart) || a.sequence - b.sequence);
    const answers = ordered.map((q) => [q.answer].flat()[0] as string);
    expect(ordered.length).toBeGreaterThan(1);

    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto(PAGES.puzzleAccess);
    const submit = page.getByRole('button', { name: 'Start Your Adventure' });
    await expect(submit.isDisabled()).resolves.toBe(true);
    // Lower case is upper-cased; the focus moves along by itself.
    await page.getByLabel('Character 1 of 4').click();
    await page.keyboard.type(briefing.code.toLowerCase());
    await expect(page.getByLabel('Character 4 of 4').inputValue()).resolves.toBe(briefing.code[3]);
    await submit.click();
    await page.waitForURL(`**/puzzle/access/**`);
    expect(page.url()).toBe(briefing.link.replace(/^https?:\/\/[^/]+/, baseUrl()));

    // The header names the team leader; the intro is typed out, then START is possible.
    await page.locator('header').getByText('Ada Lovelace').waitFor();
    await idle(page);
    expect(await lastAssistantText(page)).toContain('Type START');

    await say(page, 'START');
    expect(await lastAssistantText(page)).toContain(ordered[0]?.clue.slice(0, 40));

    await say(page, 'definitely not it');
    expect(await lastAssistantText(page)).toContain('HINT');

    await say(page, 'HINT');
    expect(await lastAssistantText(page)).toContain(`Hint: ${ordered[0]?.hint ?? ''}`.trim());

    // The rest without the typewriter (reduced motion shows replies at once).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const first = answers[0] as string;
    const typo = first.length >= 6 ? `${first.slice(0, -2)}${first.at(-1)}` : first;
    await say(page, typo.toLowerCase());
    expect(await lastAssistantText(page)).toContain(ordered[1]?.clue.slice(0, 40));

    for (const answer of answers.slice(1)) {
      // A team may send 5 messages at once, then one every 3 seconds.
      await page.waitForTimeout(3_100);
      await say(page, answer);
    }

    const vouchers = page.locator('[role=log] figure img');
    await expect(vouchers.count()).resolves.toBe(2);
    for (const img of await vouchers.all()) {
      await expect(img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).resolves.toBe(true);
    }
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).last().click(),
    ]);
    expect(download.suggestedFilename()).toBe('bar-voucher.png');

    // The admin list shows the quiz completed.
    const list = await adminApi<{ users: { email: string; quizStatus?: string }[] }>(
      token,
      `${API.user.list}?page=1&limit=50&quizStatusFilter=completed`,
    );
    expect(list.users.map((u) => u.email)).toContain(email);

    // A reload (or a second phone) shows the same conversation, vouchers included.
    await page.reload();
    await idle(page);
    await expect(page.locator('[role=log] figure img').count()).resolves.toBeGreaterThanOrEqual(2);
    await page.locator('[role=log]').getByText('definitely not it').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the status card for a link that is not active, and the code error', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(PAGES.puzzleToken('not-a-real-token'));
    await page.getByText('This link is not valid. Please check the link in your mission briefing.').waitFor();
    await expect(page.locator('#status-title').isVisible()).resolves.toBe(true);

    const email = await addTeam(token, 'Grace Hopper', venueToday(2));
    const users = await adminApi<{ users: { email: string; accessCode?: string }[] }>(
      token,
      `${API.user.list}?page=1&limit=50`,
    );
    const code = users.users.find((u) => u.email === email)?.accessCode as string;
    // A code of another day is refused with the spec's message.
    await page.goto(PAGES.puzzleAccess);
    await page.getByLabel('Character 1 of 4').click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Start Your Adventure' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid access code. Please try again.' }).waitFor();
    await context.close();
  });
});
