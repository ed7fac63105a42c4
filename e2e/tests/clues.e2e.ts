import { API, MESSAGES, type Question } from '@seaside/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken, expectToast, signedInPage } from '../support/admin.js';
import { baseUrl, browserAvailable, launchBrowser, PHONE } from '../support/browser.js';

const m = MESSAGES.questions;

function rowOf(page: Page, clue: string): Locator {
  return page.locator('tbody tr').filter({ hasText: clue });
}

async function clueOrder(page: Page): Promise<string[]> {
  return page.locator('tbody tr td:nth-child(4)').allInnerTexts();
}

/** Drags one handle onto another row with the mouse (small steps so dnd-kit sees a real drag). */
async function dragHandle(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('no bounding box');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 + 6, { steps: 15 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

describe.skipIf(!browserAvailable())('Clues Management (/admin/questions)', () => {
  let browser: Browser;
  let token: string;
  let originalOrder: string[];
  const createdIds: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
    originalOrder = (await adminApi<{ data: Question[] }>(token, API.questions.list)).data.map((q) => q._id);
  });

  afterAll(async () => {
    // Leave the shared e2e server as we found it: our clues gone, the demo order back.
    if (token) {
      const now = (await adminApi<{ data: Question[] }>(token, API.questions.list)).data.map((q) => q._id);
      for (const id of now.filter((id) => !originalOrder.includes(id))) {
        await adminApi(token, API.questions.delete(id), { method: 'DELETE' }).catch(() => undefined);
      }
      await adminApi(token, API.questions.reorder, { method: 'POST', json: { questionIds: originalOrder } }).catch(
        () => undefined,
      );
    }
    await browser?.close();
  });

  it('creates, edits, toggles and deletes a clue', async () => {
    const { page, context, errors } = await signedInPage(browser, token);
    await page.goto('/admin/questions');
    await page.getByRole('heading', { name: 'Clues Management' }).waitFor();
    await rowOf(page, 'Clock Tower').first().waitFor();

    // Create: the button is disabled until clue, answer, trivia and sequence are filled.
    await page.getByRole('button', { name: 'Add Question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Question' });
    const sequence = await dialog.getByLabel('Sequence').inputValue();
    expect(Number(sequence)).toBe(originalOrder.length + 1);
    const createButton = dialog.getByRole('button', { name: 'Create' });
    expect(await createButton.isDisabled()).toBe(true);
    const clue = 'E2E clue <b>not bold</b> & friends';
    await dialog.getByRole('textbox', { name: 'Clue' }).fill(clue);
    await dialog.getByLabel('Answer').fill(' Alpha , Beta,Gamma ,  Delta ');
    expect(await createButton.isDisabled()).toBe(true);
    await dialog.getByLabel('Trivia').fill('E2E trivia');
    expect(await createButton.isDisabled()).toBe(false);
    await createButton.click();
    await expectToast(page, m.created);
    await dialog.waitFor({ state: 'hidden' });
    const row = rowOf(page, 'E2E clue');
    await row.waitFor();
    // Admin text is rendered as text, never as HTML.
    expect(await row.locator('td').nth(3).textContent()).toBe(clue);
    expect(await row.locator('b').count()).toBe(0);
    const rowText = await row.textContent();
    for (const chip of ['Alpha', 'Beta', 'Gamma', '+1 more', 'Active']) expect(rowText).toContain(chip);
    expect(rowText).not.toContain('Delta');
    const created = (await adminApi<{ data: Question[] }>(token, API.questions.list)).data.find((q) => q.clue === clue);
    expect(created).toMatchObject({ answer: ['Alpha', 'Beta', 'Gamma', 'Delta'], sequence: originalOrder.length + 1 });
    expect(created).not.toHaveProperty('hint');
    createdIds.push(created?._id ?? '');

    // Edit.
    await row.getByRole('button', { name: 'Edit question' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Question' });
    expect(await edit.getByLabel('Answer').inputValue()).toBe('Alpha, Beta, Gamma, Delta');
    await edit.getByRole('textbox', { name: 'Clue' }).fill('E2E clue edited');
    await edit.getByLabel('Hint (Optional)').fill('E2E hint');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, m.updated);
    const edited = rowOf(page, 'E2E clue edited');
    await edited.waitFor();

    // Toggle.
    await edited.getByRole('button', { name: 'Deactivate question' }).click();
    await expectToast(page, m.statusUpdated);
    await edited.getByRole('button', { name: 'Activate question' }).waitFor();
    expect(await edited.textContent()).toContain('Inactive');

    // Delete (with confirmation).
    await edited.getByRole('button', { name: 'Delete question' }).click();
    const confirm = page.getByRole('dialog', { name: MESSAGES.dates.deleteTitle });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, m.deleted);
    await edited.waitFor({ state: 'detached' });
    const after = (await adminApi<{ data: Question[] }>(token, API.questions.list)).data;
    expect(after.map((q) => q._id)).toEqual(originalOrder);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reorders by drag and saves; Reset puts the saved order back; Back asks before leaving it unsaved', async () => {
    const { page, context, errors } = await signedInPage(browser, token);
    // Reached by the menu, so Back has a page of the app to go to.
    await page.goto('/admin/users');
    await page.getByRole('link', { name: 'Clues Management' }).click();
    await rowOf(page, 'Clock Tower').first().waitFor();
    await page.getByText(m.dragToReorder).waitFor();
    const before = await clueOrder(page);

    // A drag shows the unsaved bar; Reset goes back.
    const handles = page.getByRole('button', { name: /^Drag to reorder/ });
    await dragHandle(page, handles.nth(0), handles.nth(1));
    await page.getByText(m.unsavedOrder).waitFor();
    const dragged = await clueOrder(page);
    expect(dragged[0]).toBe(before[1]);
    expect(dragged[1]).toBe(before[0]);
    // Back asks first; declined, the page and its unsaved order stay.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.evaluate(() => window.history.back());
    await page.waitForTimeout(500);
    expect(asked).toEqual([m.leaveUnsavedOrder]);
    expect(new URL(page.url()).pathname).toBe('/admin/questions');
    expect(await clueOrder(page)).toEqual(dragged);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expectToast(page, m.orderReset);
    await page.getByText(m.unsavedOrder).waitFor({ state: 'detached' });
    expect(await clueOrder(page)).toEqual(before);

    // Drag the third clue to the top, then save.
    await dragHandle(page, handles.nth(2), handles.nth(0));
    await page.getByText(m.unsavedOrder).waitFor();
    const moved = await clueOrder(page);
    expect(moved[0]).toBe(before[2]);
    await page.getByRole('button', { name: 'Save Order' }).click();
    await expectToast(page, m.orderSaved);
    await page.getByText(m.unsavedOrder).waitFor({ state: 'detached' });
    const saved = (await adminApi<{ data: Question[] }>(token, API.questions.list)).data;
    expect(saved.map((q) => q.sequence)).toEqual(saved.map((_, i) => i + 1));
    expect(saved[0]?._id).toBe(originalOrder[2]);
    expect(saved[1]?._id).toBe(originalOrder[0]);

    // The keyboard works too: Space lifts, ArrowDown moves, Space drops.
    await handles.nth(0).focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(100);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(250);
    await page.keyboard.press('Space');
    await page.getByText(m.unsavedOrder).waitFor();
    expect((await clueOrder(page))[1]).toBe(moved[0]);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expectToast(page, m.orderReset);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a status filter disables reordering until Clear Filters', async () => {
    await adminApi(token, API.questions.reorder, { method: 'POST', json: { questionIds: originalOrder } });
    const { page, context, errors } = await signedInPage(browser, token);
    await page.goto('/admin/questions');
    await rowOf(page, 'Clock Tower').first().waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Inactive', exact: true }).click();
    await page.getByText(m.clearToReorder).waitFor();
    await page.getByText(m.empty).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await rowOf(page, 'Clock Tower').first().waitFor();
    const handles = page.getByRole('button', { name: m.clearToReorder });
    expect(await handles.count()).toBe(originalOrder.length);
    expect(await handles.first().isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /^Drag to reorder/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Clear Filters', exact: true }).click();
    await expectToast(page, m.filtersCleared);
    await page.getByText(m.dragToReorder).waitFor();
    expect(await page.getByRole('button', { name: /^Drag to reorder/ }).count()).toBe(originalOrder.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works on a phone: cards, full-screen dialog, and reordering by touch', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), hasTouch: true, isMobile: true });
    await context.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/admin/questions');
    const cards = page.getByRole('list', { name: 'Questions' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(originalOrder.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // A finger on the first card's handle, held, then moved below the second card.
    const firstClue = ((await cards.nth(0).locator('p').last().textContent()) ?? '').slice(0, 30);
    const handles = page.getByRole('button', { name: /^Drag to reorder/ });
    const from = await handles.nth(0).boundingBox();
    const card0 = await cards.nth(0).boundingBox();
    const card1 = await cards.nth(1).boundingBox();
    if (!from || !card0 || !card1) throw new Error('no bounding box');
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(y) }],
      });
    const x = from.x + from.width / 2;
    const startY = from.y + from.height / 2;
    // Move the card so that its centre lands on the second card's centre.
    const endY = startY + (card1.y + card1.height / 2 - (card0.y + card0.height / 2)) + 4;
    await touch('touchStart', x, startY);
    await page.waitForTimeout(300);
    for (let i = 1; i <= 12; i++) {
      await touch('touchMove', x, startY + ((endY - startY) * i) / 12);
      await page.waitForTimeout(16);
    }
    await page.waitForTimeout(150);
    await touch('touchEnd', x, endY);
    await page.getByText(m.unsavedOrder).waitFor();
    expect(await cards.nth(1).textContent()).toContain(firstClue);
    expect(await cards.nth(0).textContent()).not.toContain(firstClue);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expectToast(page, m.orderReset);

    await page.getByRole('button', { name: 'Add Question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Question' });
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(PHONE.width);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(errors).toEqual([]);
    await context.close();
  });
});
