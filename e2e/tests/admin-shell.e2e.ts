import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.js';
import { E2E_ADMIN } from '../support/global-setup.js';

async function fillLogin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Mobile number').fill(E2E_ADMIN.mobileNumber);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
}

/**
 * Counts, on every animation frame, the frames where the page shows neither a page heading nor a
 * loading fallback (blank but for a toast, say) and the frames with a loading fallback.
 */
function watchFrames(): void {
  const w = window as unknown as { frameWatch: { on: boolean; frames: number; blank: number; fallback: number } };
  w.frameWatch = { on: true, frames: 0, blank: 0, fallback: 0 };
  const visible = (selector: string, text?: string) =>
    Array.from(document.querySelectorAll(selector)).some(
      (el) => el.checkVisibility() && (!text || el.textContent?.includes(text)),
    );
  const tick = () => {
    const watch = w.frameWatch;
    if (!watch.on) return;
    watch.frames++;
    const loading = visible('[role="status"]', 'Loading');
    if (loading) watch.fallback++;
    if (!loading && !visible('h1, h2')) watch.blank++;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

describe.skipIf(!browserAvailable())('admin shell: signing in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const viewport of [PHONE, DESKTOP]) {
    it(`the login toast sits below the app bar and the admin menu opens right after signing in (${viewport.width} px)`, async () => {
      const { context, page, errors } = await openPage(browser, viewport);
      await fillLogin(page);
      await page.getByRole('button', { name: 'LOGIN' }).click();
      const toast = page.getByRole('status').filter({ hasText: 'User logged in successfully' });
      await toast.waitFor();
      const menu = page.getByRole('button', { name: 'Admin menu' });
      await menu.waitFor();
      // Let the toast finish growing in before measuring it.
      await page.waitForTimeout(300);
      const [toastBox, barBox] = await Promise.all([toast.boundingBox(), page.getByRole('banner').boundingBox()]);
      expect(toastBox && barBox).toBeTruthy();
      if (toastBox && barBox) expect(toastBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
      // Clicked while the toast is still shown: a toast over the button would take the click.
      expect(await toast.isVisible()).toBe(true);
      await menu.click({ timeout: 1_000 });
      await page.getByRole('menuitem', { name: /Logout/ }).waitFor({ timeout: 2_000 });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('never leaves the screen blank while the admin chunks load on a throttled CPU', async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    await fillLogin(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // The admin layout's chunk also answers late, as on a phone's connection.
    await page.route(/\/static\/js\/AdminLayout-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.evaluate(watchFrames);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.getByRole('heading', { name: 'Booking List' }).waitFor({ timeout: 60_000 });
    const watch = await page.evaluate(() => {
      const w = window as unknown as { frameWatch: { on: boolean; frames: number; blank: number; fallback: number } };
      w.frameWatch.on = false;
      return w.frameWatch;
    });
    expect(watch.frames).toBeGreaterThan(5);
    expect(watch.blank).toBe(0);
    expect(watch.fallback).toBeGreaterThan(0);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
