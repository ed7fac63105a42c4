import { deflateSync } from 'node:zlib';
import { API, CONFIG_IMAGE_MAX_BYTES, MESSAGES, type MessageConfig, PAGES } from '@seaside/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken, expectToast, signedInPage } from '../support/admin.js';
import { browserAvailable, launchBrowser, PHONE } from '../support/browser.js';
import { E2E_ADMIN } from '../support/global-setup.js';

const c = MESSAGES.configs;

/** A valid 2x2 PNG (red), built by hand so the test needs no image files. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const raw = Buffer.from([0, 255, 0, 0, 255, 0, 0, 0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.skipIf(!browserAvailable())('Messages Configuration (/admin/message-config)', () => {
  let browser: Browser;
  let token: string;
  let original: MessageConfig[];

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
    original = (await adminApi<{ data: MessageConfig[] }>(token, API.configs.list)).data;
  });

  afterAll(async () => {
    // Put every message back as it was, for the other e2e files on this server.
    if (token) {
      for (const config of original ?? []) {
        await adminApi(token, API.configs.update(config.key), {
          method: 'PUT',
          json: { value: config.value, description: config.description, isActive: config.isActive },
        }).catch(() => undefined);
      }
    }
    await browser?.close();
  });

  it('edits a message: readiness indicator, empty value refused, saved with the updater shown', async () => {
    const { page, context, errors } = await signedInPage(browser, token);
    await page.goto(PAGES.adminMessages);
    await page.getByRole('heading', { name: 'Messages Configuration' }).waitFor();
    const row = page.locator('tbody tr').filter({ hasText: 'pauseMsg' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Edit pauseMsg' }).click();
    const dialog = page.getByRole('dialog', { name: /Edit Message/ });
    const value = dialog.getByLabel('Message Value');
    await value.fill('');
    // The readiness indicator and the field's own validation message say it differently.
    await dialog.getByText(c.emptyIndicator, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The toast is announced while the dialog is open (not hidden with the page behind it).
    await expectToast(page, c.valueEmpty);
    await dialog.getByText(c.valueEmpty, { exact: true }).waitFor();
    const text = 'Paused, {teamName}! <script>alert(1)</script> Take five.';
    await value.fill(text);
    await dialog.getByText(c.activeReady).waitFor();
    expect(await dialog.getByText(`${text.length} characters`).count()).toBe(1);
    await dialog.getByRole('switch', { name: 'Active' }).uncheck();
    await dialog.getByText(c.inactiveReady).waitFor();
    await dialog.getByRole('switch', { name: 'Inactive' }).check();
    await dialog.getByLabel('Description (Optional)').fill('Sent on PAUSE (edited by e2e)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, c.updated);
    await dialog.waitFor({ state: 'hidden' });
    const rowText = await row.textContent();
    expect(rowText).toContain(text);
    expect(rowText).toContain(`by ${E2E_ADMIN.mobileNumber}`);
    expect(rowText).toContain('Sent on PAUSE (edited by e2e)');
    const saved = (await adminApi<{ data: MessageConfig[] }>(token, API.configs.list)).data.find(
      (r) => r.key === 'pauseMsg',
    );
    expect(saved).toMatchObject({ value: text, isActive: true, updatedBy: E2E_ADMIN.mobileNumber });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('toggles a message at once, and rolls the toggle back when the server refuses', async () => {
    const { page, context, errors } = await signedInPage(browser, token);
    await page.goto(PAGES.adminMessages);
    const row = page.locator('tbody tr').filter({ hasText: 'welcomeBackMsg' });
    await row.waitFor();
    const toggle = row.getByRole('switch', { name: 'Deactivate welcomeBackMsg' });
    await toggle.click();
    await expectToast(page, c.toggled);
    await row.getByRole('switch', { name: 'Activate welcomeBackMsg' }).waitFor();
    expect(await row.textContent()).toContain('Inactive');
    let saved = (await adminApi<{ data: MessageConfig[] }>(token, API.configs.list)).data.find(
      (r) => r.key === 'welcomeBackMsg',
    );
    expect(saved?.isActive).toBe(false);

    // The server refuses: the switch flips at once, then goes back, with the spec's toast.
    await page.route(`**${API.configs.update.pattern.replace(':key', '**')}`, async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
    });
    const activate = row.getByRole('switch', { name: 'Activate welcomeBackMsg' });
    await activate.click();
    expect(await row.getByRole('switch').isChecked()).toBe(true);
    await expectToast(page, c.toggleFailed);
    await row.getByRole('switch', { name: 'Activate welcomeBackMsg' }).waitFor();
    expect(await row.getByRole('switch').isChecked()).toBe(false);
    await page.unroute(`**${API.configs.update.pattern.replace(':key', '**')}`);

    await row.getByRole('switch', { name: 'Activate welcomeBackMsg' }).click();
    await expectToast(page, c.toggled);
    saved = (await adminApi<{ data: MessageConfig[] }>(token, API.configs.list)).data.find(
      (r) => r.key === 'welcomeBackMsg',
    );
    expect(saved?.isActive).toBe(true);

    await page.getByRole('button', { name: 'Refresh Cache' }).click();
    await expectToast(page, c.refreshed);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('uploads a voucher image as a data URL, refusing one above the size limit', async () => {
    const { page, context, errors } = await signedInPage(browser, token);
    await page.goto(PAGES.adminMessages);
    const row = page.locator('tbody tr').filter({ hasText: 'giftVocher' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Edit giftVocher' }).click();
    const dialog = page.getByRole('dialog', { name: /Edit Message/ });
    expect(await dialog.getByLabel('Image Data/Path').inputValue()).toBe('/vouchers/gift-voucher.png');
    await dialog.getByRole('img', { name: /preview/ }).waitFor();

    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(CONFIG_IMAGE_MAX_BYTES + 1, 1),
    });
    await dialog.getByText(c.imageTooLarge).waitFor();
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await dialog.getByText(c.notAnImage).waitFor();

    const png = tinyPng();
    await input.setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: png });
    await dialog.getByText(/Uploaded PNG image/).waitFor();
    const src = await dialog.getByRole('img', { name: /preview/ }).getAttribute('src');
    expect(src).toBe(`data:image/png;base64,${png.toString('base64')}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, c.updated);
    await dialog.waitFor({ state: 'hidden' });
    const thumb = row.locator('img').first();
    expect(await thumb.getAttribute('src')).toBe(src);
    const saved = (await adminApi<{ data: MessageConfig[] }>(token, API.configs.list)).data.find(
      (r) => r.key === 'giftVocher',
    );
    expect(saved?.value).toBe(src);
    // The preview in the table is cut at 50 characters for image keys.
    expect(await row.textContent()).toContain(`${(src ?? '').slice(0, 50)}…`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works on a phone', async () => {
    const { page, context, errors } = await signedInPage(browser, token, PHONE);
    await page.goto(PAGES.adminMessages);
    const cards = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(original.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await cards.filter({ hasText: 'introMsg' }).getByRole('button', { name: 'Edit introMsg' }).click();
    const dialog = page.getByRole('dialog', { name: /Edit Message/ });
    await dialog.getByText(c.activeReady).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(errors).toEqual([]);
    await context.close();
  });
});
