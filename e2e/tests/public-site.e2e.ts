import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, openPage, PHONE } from '../support/browser.js';

describe.skipIf(!browserAvailable())('public site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the home page with a BOOK NOW button leading to /book-now', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/');
    await expect(page.title()).resolves.toBe('Seaside Secrets');
    const nav = page.getByRole('navigation').first();
    // The page renders after its script loads: wait for the link rather than test it at once.
    await nav.getByRole('link', { name: 'How It Works' }).waitFor({ state: 'visible' });
    expect(await page.getByRole('img').count()).toBeGreaterThanOrEqual(3);
    await page
      .getByRole('link', { name: /book now/i })
      .last()
      .click();
    await page.waitForURL('**/book-now');
    // The title is set once the lazily loaded page has rendered.
    await page.waitForFunction(() => document.title === 'Seaside Secrets | Book Now');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the five steps on How It Works, on a phone', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto('/how-it-works');
    await page.waitForFunction(() => document.title === 'Seaside Secrets | How It Works');
    const body = await page.locator('main').textContent();
    for (const step of [
      'Pick a date and group size.',
      'Receive a mission briefing by e-mail.',
      'Open the link, type START, and the first clue appears.',
      "Solve location-based puzzles about the city's sex-positive history.",
      'Each player gets a free gift from an adult boutique plus a celebratory drink at a bar.',
    ]) {
      expect(body).toContain(step.replace(/\.$/, ''));
    }
    await context.close();
  });

  it('serves /home as the home page and shows the contact e-mail in the footer', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/home');
    const footer = await page.locator('footer').textContent();
    expect(footer).toContain('hello@example.com');
    expect(footer).toMatch(/©/);
    await context.close();
  });
});
