/**
 * XSS payloads stored through the API (a booking name, a clue with its trivia and hint, a message
 * config's value and description) are shown as text wherever the product renders them: the
 * admin Booking List, the Clues table, the Messages table, and the player's chat (team name,
 * intro message, clue). No dialog opens, no injected element exists, and the literal text is
 * visible. It runs its own server (own embedded database) so the hostile content never leaks
 * into the other browser tests.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, PAGES } from '@seaside/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, DESKTOP, launchBrowser, PHONE } from '../support/browser.js';
import { type StartedServer, startServer } from '../support/server.js';

const ADMIN = { mobileNumber: '07700900666', password: 'xss-admin-password' };
const NAME = 'Mallory <img src=x onerror=alert(1)> <script>alert(2)</script>';
const CLUE = 'Under the pier <img src=x onerror=alert(3)> <script>alert(4)</script>';
const TRIVIA = 'Trivia <svg onload=alert(5)></svg> <b>not bold</b>';
const HINT = 'Hint <iframe src="javascript:alert(6)"></iframe>';
const INTRO = 'Welcome {teamName}! <img src=x onerror=alert(7)> <script>alert(8)</script>';
const DESCRIPTION = 'Intro <a href="javascript:alert(9)">click</a>';

/** Elements that only exist if some payload was parsed as HTML. */
const INJECTED = [
  'img[src="x"]',
  'svg[onload]',
  'iframe[src^="javascript"]',
  'a[href^="javascript"]',
  'b:text-is("not bold")',
];

const venueToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

describe.skipIf(!browserAvailable())('stored XSS payloads render as text', () => {
  let server: StartedServer | undefined;
  let base = '';
  let dataDir = '';
  let browser: Browser;
  let token = '';
  let playerLink = '';
  const dialogs: string[] = [];

  async function api<T>(url: string, init: RequestInit = {}, expected = 200): Promise<T> {
    const res = await fetch(`${base}${url}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    expect(res.status, `${url}: ${await res.clone().text()}`).toBeGreaterThanOrEqual(expected);
    expect(res.status).toBeLessThan(300);
    return (await res.json()) as T;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'seaside-xss-'));
    server = await startServer({ dataDir, admin: ADMIN });
    base = server.baseUrl;
    token = (await api<{ accessToken: string }>(API.user.login, { method: 'POST', body: JSON.stringify(ADMIN) }))
      .accessToken;

    // The hostile content, stored the way an admin (or a compromised admin account) could store it.
    await api(API.user.createParticipant, {
      method: 'POST',
      body: JSON.stringify({
        fullName: NAME,
        email: 'mallory@example.com',
        teamMemberCount: 3,
        registrationDate: venueToday(),
        bookingSource: 'DIRECT',
      }),
    });
    await api(API.questions.create, {
      method: 'POST',
      body: JSON.stringify({ clue: CLUE, trivia: TRIVIA, hint: HINT, answer: 'pier', sequence: 1, isStart: true }),
    });
    await api(API.configs.update('introMsg'), {
      method: 'PUT',
      body: JSON.stringify({ value: INTRO, description: DESCRIPTION, isActive: true }),
    });

    const list = await api<{ users: { fullName: string; accessCode?: string }[] }>(`${API.user.list}?page=1&limit=5`);
    const code = list.users.find((u) => u.fullName === NAME)?.accessCode;
    expect(code).toMatch(/^[0-9A-F]{4}$/);
    const validated = await api<{ success: boolean; data: { redirectUrl: string } }>(API.access.validateCode, {
      method: 'POST',
      body: JSON.stringify({ code, date: new Date().toISOString() }),
    });
    playerLink = validated.data.redirectUrl;

    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function open(url: string, viewport = DESKTOP, signedIn = true): Promise<Page> {
    const context = await browser.newContext({ viewport, baseURL: base });
    if (signedIn) {
      const res = await context.request.post(API.user.login, { data: ADMIN });
      expect(res.status()).toBe(200);
      const { accessToken } = (await res.json()) as { accessToken: string };
      await context.addInitScript((t) => localStorage.setItem('accessToken', t), accessToken);
    }
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      dialogs.push(`${url}: ${dialog.type()} ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.goto(url);
    return page;
  }

  /** The literal payload is on screen as text, and nothing it contains became an element. */
  async function expectInert(page: Page, texts: string[]): Promise<void> {
    for (const text of texts) {
      await page.getByText(text, { exact: false }).first().waitFor({ timeout: 20_000 });
    }
    for (const selector of INJECTED) expect(await page.locator(selector).count(), selector).toBe(0);
    const scripts = await page.evaluate(
      () => Array.from(document.querySelectorAll('script')).filter((s) => s.textContent?.includes('alert(')).length,
    );
    expect(scripts).toBe(0);
    // Give any onerror/onload handler time to fire before checking for dialogs.
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    await page.context().close();
  }

  it('the Booking List shows the name as text (desktop table and phone cards)', async () => {
    await expectInert(await open(PAGES.adminUsers), [NAME]);
    await expectInert(await open(PAGES.adminUsers, PHONE), [NAME]);
  });

  it('the Clues table shows the clue as text, and the edit dialog shows trivia and hint as text', async () => {
    const page = await open(PAGES.adminQuestions);
    await page.getByText(CLUE).first().waitFor();
    await page.locator('tr', { hasText: 'Under the pier' }).getByRole('button', { name: 'Edit question' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const values = await dialog
      .locator('textarea, input')
      .evaluateAll((els) => els.map((el) => (el as HTMLInputElement | HTMLTextAreaElement).value));
    expect(values).toEqual(expect.arrayContaining([CLUE, TRIVIA, HINT]));
    await expectInert(page, [CLUE]);
  });

  it('the Messages table shows the message and its description as text', async () => {
    await expectInert(await open(PAGES.adminMessages), [INTRO, DESCRIPTION]);
  });

  it('the chat shows the team name, the intro message and the clue as text', async () => {
    const page = await open(playerLink, PHONE, false);
    const idle = () =>
      page.waitForFunction(
        () => {
          const input = document.querySelector<HTMLTextAreaElement>('#chat-input');
          return !!input && !input.disabled;
        },
        null,
        { timeout: 60_000 },
      );
    await idle();
    await page.getByText(`Welcome ${NAME}!`, { exact: false }).first().waitFor();
    await page.locator('#chat-input').fill('START');
    await page.keyboard.press('Enter');
    await idle();
    await page.getByText(CLUE, { exact: false }).first().waitFor();
    await page.locator('#chat-input').fill('HINT');
    await page.keyboard.press('Enter');
    await idle();
    await page.locator('#chat-input').fill('the pier');
    await page.keyboard.press('Enter');
    await idle();
    await expectInert(page, [NAME, 'Welcome', CLUE, HINT, TRIVIA]);
  });
});
