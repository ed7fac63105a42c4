/** Playing the hunt in e2e tests: a team added by staff, its briefing mail, and the chat on a page. */

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API } from '@seaside/contract';
import type { Page } from 'playwright-core';
import { adminApi } from './admin.js';
import { dataDir } from './browser.js';

/** Today at the venue (the e2e server runs with the default VENUE_TIMEZONE). */
export const venueToday = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * 86_400_000));

export async function addTeam(token: string, fullName: string, date: string): Promise<string> {
  const email = `${fullName.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  await adminApi(token, API.user.createParticipant, {
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

export async function waitForBriefing(to: string, timeoutMs = 20_000): Promise<{ code: string; link: string }> {
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

export interface Question {
  clue: string;
  hint?: string;
  answer: string | string[];
  sequence: number;
  isActive: boolean;
  isStart?: boolean;
}

/** The chat input is enabled again: the reply has been typed out. */
export async function idle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const input = document.querySelector<HTMLTextAreaElement>('#chat-input');
      return !!input && !input.disabled;
    },
    null,
    { timeout: 60_000 },
  );
}

export async function say(page: Page, text: string): Promise<void> {
  await page.locator('#chat-input').fill(text);
  await page.keyboard.press('Enter');
  // The user's message is shown at once and the input is disabled while the guide answers.
  await page.locator('[role=log]').getByText(text, { exact: true }).last().waitFor();
  await idle(page);
}

export const lastAssistantText = (page: Page) =>
  page.evaluate(() => {
    const rows = document.querySelectorAll('[role=log] > div');
    return rows[rows.length - 1]?.textContent ?? '';
  });
