import { API } from '@seaside/contract';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, DESKTOP, openPage } from './browser.js';
import { E2E_ADMIN } from './global-setup.js';

/** Admin helpers for the e2e tests: an access token, admin API calls and signed-in pages. */

export async function adminToken(): Promise<string> {
  const res = await fetch(`${baseUrl()}${API.user.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

export async function adminApi<T>(
  token: string,
  url: string,
  init: { method?: string; json?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${baseUrl()}${url}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  expect(res.status, `${url}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

/** A page whose local storage holds an admin access token (the admin screens' sign-in state). */
export async function signedIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('accessToken', t), token);
}

/** A fresh context (page errors collected) whose pages start signed in with the token. */
export async function signedInPage(browser: Browser, token: string, viewport = DESKTOP) {
  const opened = await openPage(browser, viewport);
  await opened.context.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
  return opened;
}

/** Waits for a toast (alert or status) with the text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page
    .getByRole('alert')
    .or(page.getByRole('status'))
    .filter({ hasText: text })
    .first()
    .waitFor({ timeout: 10_000 });
}
