/**
 * The hunt on a phone (issue 6): the code from the mission briefing e-mail typed into
 * /puzzle/access, START, a wrong answer, HINT, a typo accepted, every clue solved, both vouchers
 * shown and downloaded, and the quiz status `completed` in the admin list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken } from '../support/admin.js';
import { baseUrl, browserAvailable, dataDir, launchBrowser, openPage, PHONE } from '../support/browser.js';

/** Today at the venue (the e2e server runs with the default VENUE_TIMEZONE). */
const venueToday = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * 86_400_000));

async function addTeam(token: string, fullName: string, date: string): Promise<string> {
  const email = `${fullName.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  await adminApi(token, '/api/user/admin/create-participant', {
    method: 'POST',
    json: { fullName, email, teamMemberCount: 4, registrationDate: date, bookingSource: 'DIRECT' },
  });
  return email;
}

/** The text of a .eml file with quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function waitForBriefing(to: string, timeoutMs = 20_000): Promise<{ code: string; link: string }> {
  const dir = path.join(dataDir(), 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      for (const file of readdirSync(dir).filter((f) => f.includes('briefing'))) {
        const text = decodeQuotedPrintable(readFileSync(path.join(dir, file), 'utf8'));
        if (!text.includes(to)) continue;
        const code = /Access code: ([0-9A-F]{4})/.exec(text)?.[1];
        const link = /(https?:\/\/\S+\/puzzle\/access\/[\w-]+)/.exec(text)?.[1];
        if (code && link) return { code, link };
      }
    } catch {
      // the directory appears with the first mail
    }
    if (Date.now() > deadline) throw new Error(`no mission briefing for ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

interface Question {
  clue: string;
  hint?: string;
  answer: string | string[];
  sequence: number;
  isActive: boolean;
  isStart?: boolean;
}

/** The chat input is enabled again: the reply has been typed out. */
async function idle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const input = document.querySelector<HTMLTextAreaElement>('#chat-input');
      return !!input && !input.disabled;
    },
    null,
    { timeout: 60_000 },
  );
}

async function say(page: Page, text: string): Promise<void> {
  await page.locator('#chat-input').fill(text);
  await page.keyboard.press('Enter');
  // The user's message is shown at once and the input is disabled while the guide answers.
  await page.locator('[role=log]').getByText(text, { exact: true }).last().waitFor();
  await idle(page);
}

const lastAssistantText = (page: Page) =>
  page.evaluate(() => {
    const rows = document.querySelectorAll('[role=log] > div');
    return rows[rows.length - 1]?.textContent ?? '';
  });

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
    const { data: questions } = await adminApi<{ data: Question[] }>(token, '/api/questions/list?isActive=true');
    const ordered = [...questions].sort((a, b) => Number(!!b.isStart) - Number(!!a.isStart) || a.sequence - b.sequence);
    const answers = ordered.map((q) => [q.answer].flat()[0] as string);
    expect(ordered.length).toBeGreaterThan(1);

    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto('/puzzle/access');
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
      `/api/user/list?page=1&limit=50&quizStatusFilter=completed`,
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
    await page.goto('/puzzle/access/not-a-real-token');
    await page.getByText('This link is not valid. Please check the link in your mission briefing.').waitFor();
    await expect(page.locator('#status-title').isVisible()).resolves.toBe(true);

    const email = await addTeam(token, 'Grace Hopper', venueToday(2));
    const users = await adminApi<{ users: { email: string; accessCode?: string }[] }>(
      token,
      '/api/user/list?page=1&limit=50',
    );
    const code = users.users.find((u) => u.email === email)?.accessCode as string;
    // A code of another day is refused with the spec's message.
    await page.goto('/puzzle/access');
    await page.getByLabel('Character 1 of 4').click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Start Your Adventure' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid access code. Please try again.' }).waitFor();
    await context.close();
  });
});
