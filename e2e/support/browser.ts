import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Flags that keep headless Chromium off the (closed) network and quiet. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const baseUrl = (): string => inject('baseUrl');
export const dataDir = (): string => inject('dataDir');
/** False when Chromium is missing outside CI (global setup printed why). */
export const browserAvailable = (): boolean => inject('chromiumPath') !== null;

export async function launchBrowser(): Promise<Browser> {
  const executablePath = inject('chromiumPath');
  if (!executablePath) throw new Error('Chromium is not available');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** A fresh context (no shared storage) with page errors collected for assertions. */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
