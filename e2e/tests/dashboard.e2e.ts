import { readFileSync } from 'node:fs';
import { API } from '@seaside/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a11yPage, expectAccessible, uniqueId, venueDay } from '../support/a11y.js';
import { adminApi, adminToken, signedIn } from '../support/admin.js';
import { browserAvailable, DESKTOP, launchBrowser, PHONE } from '../support/browser.js';

/** The dashboard (operations.md section 2) and the Booking List's CSV export (section 5). */
describe.skipIf(!browserAvailable())('dashboard and CSV export', () => {
  let browser: Browser;
  let token: string;
  const name = `Dash ${uniqueId()}`;
  const date = venueDay(3);

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
    await adminApi(token, API.user.createParticipant, {
      method: 'POST',
      json: {
        fullName: name,
        email: `${uniqueId()}@example.com`,
        teamMemberCount: 4,
        registrationDate: date,
        bookingSource: 'DIRECT',
      },
    });
  });
  afterAll(() => browser?.close());

  for (const viewport of [PHONE, DESKTOP]) {
    it(`renders the figures and the charts, each with its table, and passes the checks (${viewport.width} px)`, async () => {
      const { page, context } = await a11yPage(browser, viewport);
      await signedIn(page, token);
      await page.goto('/admin/dashboard');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await page.getByText('Teams finished').waitFor();
      const places = page.getByRole('img', { name: 'Next 30 days: places taken' });
      await places.locator('svg rect').first().waitFor();
      await expectAccessible(page, `dashboard at ${viewport.width}px`);
      await page
        .getByRole('group', { name: 'Next 30 days: places taken: show as' })
        .getByRole('button', { name: 'Table' })
        .click();
      const table = page.getByRole('table', { name: 'Next 30 days: places taken' });
      await expect.poll(() => table.getByRole('row').count()).toBe(31);
      await context.close();
    });
  }

  it('is in the drawer, and Export CSV downloads the filtered list', async () => {
    const { page, context } = await a11yPage(browser, DESKTOP);
    await signedIn(page, token);
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Booking List' }).click();
    await page.getByRole('heading', { name: 'Booking List' }).waitFor();
    await page.goto(`/admin/users?date=${date}`);
    await page.getByText(name).first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'fullName,email,registrationDate,teamMemberCount,paymentStatus,amount,bookingSource,accessCode,quizStatus,status,refundStatus,createdAt',
    );
    expect(lines.every((line, i) => i === 0 || line.includes(`,${date},`))).toBe(true);
    expect(lines.some((line) => line.startsWith(`${name},`))).toBe(true);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await context.close();
  });
});
