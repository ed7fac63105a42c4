/**
 * Scores and the leaderboard (scores.md): a team plays the demo hunt to the end, reads its
 * summary and the invitation, joins the board with a name, and finds itself on /leaderboard;
 * staff see the name and hide the entry from the Today board.
 */
import { API, PAGES } from '@seaside/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a11yPage, expectAccessible } from '../support/a11y.js';
import { adminApi, adminToken, expectToast, signedIn } from '../support/admin.js';
import { browserAvailable, DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.js';
import { addTeam, idle, lastAssistantText, type Question, say, venueToday, waitForBriefing } from '../support/hunt.js';

describe.skipIf(!browserAvailable())('the leaderboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a team that plays the demo hunt to the end joins the board, sees itself on /leaderboard, and staff hide it', async () => {
    const token = await adminToken();
    // Unique per run: a name is taken once a month.
    const teamName = `Pier Sleuths ${Date.now() % 100_000}`;
    const email = await addTeam(token, 'Mary Anning', venueToday());
    const briefing = await waitForBriefing(email);
    const { data: questions } = await adminApi<{ data: Question[] }>(token, `${API.questions.list}?isActive=true`);
    const answers = [...questions]
      .sort((a, b) => Number(!!b.isStart) - Number(!!a.isStart) || a.sequence - b.sequence)
      .map((q) => [q.answer].flat()[0] as string);

    const { context, page, errors } = await openPage(browser, PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(new URL(briefing.link).pathname);
    await idle(page);
    await say(page, 'START');
    for (const answer of answers) {
      // A team may send 5 messages at once, then one every 3 seconds.
      await page.waitForTimeout(3_100);
      await say(page, answer);
    }

    const log = page.locator('[role=log]');
    await log.getByText(/^You did it in .+ with 0 hints and 0 wrong guesses\. Your score: .+\.$/).waitFor();
    await log
      .getByText('Want your team on the leaderboard? Reply with a team name (up to 24 characters), or NO.')
      .waitFor();
    await expect(page.locator('[role=log] figure img').count()).resolves.toBe(2);

    await page.waitForTimeout(3_100);
    await say(page, teamName);
    expect(await lastAssistantText(page)).toMatch(
      new RegExp(`You're on the board as ${teamName}: number \\d+ this month\\.`),
    );
    expect(errors).toEqual([]);
    await context.close();

    // The public page, from the navbar, on a desktop.
    const desktop = await openPage(browser, DESKTOP);
    await desktop.page.goto(PAGES.home);
    await desktop.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
    await desktop.page.waitForURL(`**${PAGES.leaderboard}`);
    await desktop.page.waitForFunction(() => document.title.endsWith('| Leaderboard'));
    await expect(desktop.page.getByRole('tab', { name: 'This month' }).getAttribute('aria-selected')).resolves.toBe(
      'true',
    );
    const row = desktop.page.getByRole('row').filter({ hasText: teamName });
    await row.waitFor();
    await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe('4');

    await desktop.page.getByRole('tab', { name: 'All time' }).click();
    await desktop.page.getByRole('row').filter({ hasText: teamName }).waitFor();
    expect(desktop.errors).toEqual([]);
    await desktop.context.close();

    // Staff see the name in the booking list.
    const list = await adminApi<{ users: { email: string; leaderboardName: string | null }[] }>(
      token,
      `${API.user.list}?page=1&limit=50&registrationDate=${venueToday()}`,
    );
    expect(list.users.find((u) => u.email === email)?.leaderboardName).toBe(teamName);

    // ...and on the Today board, where one of them hides the entry (asked first; the team is not told).
    // An accessibility-check page: axe is injected past the Content Security Policy.
    const staff = await a11yPage(browser);
    await signedIn(staff.page, token);
    await staff.page.goto(PAGES.adminLive);
    const teamRow = staff.page.getByRole('row').filter({ hasText: `Leaderboard: ${teamName}` });
    await teamRow.getByRole('button', { name: `Hide ${teamName} from the leaderboard` }).click();
    const dialog = staff.page.getByRole('dialog');
    await dialog.getByText(`Hide ${teamName} from the leaderboard? The team is not told`).waitFor();
    await expectAccessible(staff.page, 'the Hide from leaderboard dialog');
    await dialog.getByRole('button', { name: 'Hide', exact: true }).click();
    await expectToast(staff.page, 'Leaderboard entry hidden');
    await teamRow.getByText(`Leaderboard: ${teamName} (hidden)`).waitFor();
    await expect(teamRow.getByRole('button', { name: `Hide ${teamName} from the leaderboard` }).count()).resolves.toBe(
      0,
    );
    expect(staff.errors).toEqual([]);
    await staff.context.close();
    const board = await adminApi<{ entries: { teamName: string }[] }>(token, `${API.leaderboard}?period=all`);
    expect(board.entries.map((e) => e.teamName)).not.toContain(teamName);
  });
});
