import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, DESKTOP } from './browser.js';
import { waitForMail } from './mail.js';

/**
 * Accessibility checks for the e2e tests (e2e/tests/a11y-*.e2e.ts): axe-core on the page as it is,
 * keyboard reachability (Tab through the page: every tabbable control gets the focus) and a visible
 * focus indicator on each of them.
 */

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** A fresh context whose pages accept the injected axe script (the app's CSP forbids inline scripts). */
export async function a11yPage(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), bypassCSP: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Serious and critical axe violations on the page now (WCAG 2.x A/AA and best-practice rules). */
export async function axeViolations(page: Page): Promise<Violation[]> {
  // Let entrance transitions (MUI's fades and grows) finish: half-transparent text is not what people see.
  await page.waitForTimeout(400);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[]; failureSummary?: string }[];
      }[];
    }
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export async function expectAccessible(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${label}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/**
 * How an element and the box around it look, as far as focusing can change it (outline, shadow,
 * border, background, colour, underline, clipping of a skip link, size): compared before and at focus.
 * Runs in the page (injected as source).
 */
function lookOf(el: Element): string {
  // The control, and up to four wrapping boxes with their direct children (a text field draws its
  // focus ring on a sibling of the input's wrapper, a date field on a box around its sections).
  const parts: Element[] = [el];
  let box = el.parentElement;
  for (let level = 0; box && box !== document.body && level < 4; level++, box = box.parentElement) {
    parts.push(box, ...Array.from(box.children));
  }
  return parts
    .map((part) => {
      const s = getComputedStyle(part);
      const after = getComputedStyle(part, '::after');
      const r = part.getBoundingClientRect();
      return [
        s.outlineStyle,
        s.outlineWidth,
        s.outlineColor,
        s.boxShadow,
        s.borderTopColor,
        s.borderTopWidth,
        s.backgroundColor,
        s.color,
        s.textDecorationLine,
        s.clip,
        s.clipPath,
        s.opacity,
        after.content,
        after.borderColor,
        after.boxShadow,
        Math.round(r.width),
        Math.round(r.height),
      ].join('|');
    })
    .join('#');
}

/** A control as reports name it: tag, role and accessible name. Runs in the page (injected as source). */
function describeOf(el: Element): string {
  const name =
    el.getAttribute('aria-label') ||
    (el.id && document.querySelector(`label[for="${el.id}"]`)?.textContent) ||
    el.getAttribute('placeholder') ||
    el.getAttribute('name') ||
    (el.textContent ?? '').trim().slice(0, 40);
  return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name}"`;
}

/** The injected helpers, as the page sees them. */
type A11yWindow = { __a11yLook: (el: Element) => string; __a11yDescribe: (el: Element) => string };

export interface TabReport {
  /** Descriptions of the tabbable controls, in document order. */
  tabbable: string[];
  /** Descriptions of the elements Tab put the focus on, in order. */
  visited: string[];
  /** Tabbable controls the focus never reached. */
  missed: string[];
  /** Focused controls without a visible change (outline, shadow, border, background...). */
  invisibleFocus: string[];
  /** Visible elements that look clickable (pointer cursor) but are neither focusable nor in/at a focusable one. */
  unreachableClickables: string[];
}

/**
 * Presses Tab from the top of the page until the focus comes back round (or leaves the page), and
 * compares what it reached with every tabbable, visible control of the page; for each focused
 * control, checks that focusing it changed how it (or its wrapper) looks.
 */
export async function tabThrough(page: Page, maxSteps = 150): Promise<TabReport> {
  await page.addScriptTag({
    content: `window.__a11yLook = ${lookOf.toString()}; window.__a11yDescribe = ${describeOf.toString()};`,
  });
  const prepared = await page.evaluate(() => {
    const SELECTOR =
      'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [tabindex], [contenteditable="true"]';
    const isVisible = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      if (el.closest('[inert], [aria-hidden="true"]')) return false;
      return el.getClientRects().length > 0;
    };
    const { __a11yLook: look, __a11yDescribe: describe } = window as unknown as A11yWindow;
    // Nothing focused while the unfocused looks are taken (a page may focus its first field on load).
    (document.activeElement as HTMLElement | null)?.blur();
    const tabbable: string[] = [];
    let n = 0;
    for (const el of Array.from(document.querySelectorAll(SELECTOR))) {
      const html = el as HTMLElement;
      if (html.tabIndex < 0 || (html as HTMLButtonElement).disabled || !isVisible(el)) continue;
      html.dataset.a11yId = String(n++);
      html.dataset.a11yLook = look(el);
      tabbable.push(describe(el));
    }
    // Pointer-cursor elements that no keyboard user could reach.
    const unreachableClickables: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (!isVisible(el) || getComputedStyle(el).cursor !== 'pointer') continue;
      if (el.closest(SELECTOR) || el.querySelector(SELECTOR) || el.closest('label')) continue;
      if (getComputedStyle(el.parentElement ?? el).cursor === 'pointer' && el.parentElement !== document.body) continue;
      unreachableClickables.push(describe(el));
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.getSelection()?.removeAllRanges();
    return { tabbable, unreachableClickables };
  });

  // Start from the top of the document.
  await page.evaluate(() => {
    document.body.setAttribute('tabindex', '-1');
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  const visited: string[] = [];
  const visitedIds = new Set<string>();
  const invisibleFocus: string[] = [];
  for (let step = 0; step < maxSteps; step++) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || el === document.documentElement) return null;
      const { __a11yLook: look, __a11yDescribe: describe } = window as unknown as A11yWindow;
      const style = getComputedStyle(el);
      const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      el.dataset.a11yFocused = '1';
      return {
        id: el.dataset.a11yId ?? null,
        description: describe(el),
        visible:
          outlined ||
          style.boxShadow !== 'none' ||
          (el.dataset.a11yLook !== undefined && el.dataset.a11yLook !== look(el)),
      };
    });
    if (!state) {
      if (visited.length > 0) break;
      continue;
    }
    const key = state.id ?? `new:${state.description}`;
    if (visitedIds.has(key)) break;
    visitedIds.add(key);
    visited.push(state.description);
    if (!state.visible) invisibleFocus.push(state.description);
  }
  // A control counts as reached when it or something inside it got the focus (a widget that hands
  // its focus to a part, like the date field to its day section).
  const missedIds = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-a11y-id]'))
      .filter((el) => !el.matches('[data-a11y-focused]') && !el.querySelector('[data-a11y-focused]'))
      .map((el) => el.dataset.a11yId ?? ''),
  );
  const missed = missedIds.map((id) => prepared.tabbable[Number(id)] ?? id);
  return {
    tabbable: prepared.tabbable,
    visited,
    missed,
    invisibleFocus,
    unreachableClickables: prepared.unreachableClickables,
  };
}

/** Every tabbable control reached by Tab, each with a visible focus, and nothing clickable out of reach. */
export async function expectKeyboardReachable(page: Page, label: string): Promise<TabReport> {
  const report = await tabThrough(page);
  expect(report.missed, `${label}: controls Tab never reaches (visited ${report.visited.join(', ')})`).toEqual([]);
  expect(report.invisibleFocus, `${label}: focus without a visible indicator`).toEqual([]);
  expect(report.unreachableClickables, `${label}: clickable but not focusable`).toEqual([]);
  expect(report.visited.length, `${label}: nothing to focus`).toBeGreaterThan(0);
  return report;
}

/** Presses Tab until `matches` says the focused element is the one wanted. */
export async function tabTo(page: Page, matches: (el: Element) => boolean, maxSteps?: number): Promise<void>;
export async function tabTo(page: Page, selector: string, maxSteps?: number): Promise<void>;
export async function tabTo(page: Page, target: string | ((el: Element) => boolean), maxSteps = 80): Promise<void> {
  for (let step = 0; step < maxSteps; step++) {
    await page.keyboard.press('Tab');
    const found =
      typeof target === 'string'
        ? await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, target)
        : await page.evaluate(`(${target.toString()})(document.activeElement)`);
    if (found) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** Presses Tab until the focused control's label (its <label>, aria-label or aria-labelledby) matches. */
export async function tabToLabel(page: Page, label: RegExp, maxSteps = 80): Promise<void> {
  for (let step = 0; step < maxSteps; step++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      if (!el) return '';
      const labelledBy = el.getAttribute('aria-labelledby');
      return [
        el.labels?.[0]?.textContent,
        el.getAttribute('aria-label'),
        labelledBy ? document.getElementById(labelledBy.split(' ')[0] ?? '')?.textContent : '',
        el.closest('[role="group"]')?.getAttribute('aria-label'),
      ]
        .filter(Boolean)
        .join(' ');
    });
    if (label.test(text)) return;
  }
  throw new Error(`Tab never reached a control labelled ${label}`);
}

/** The accessible name (aria-label or text) of the focused element. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return (el?.getAttribute('aria-label') || el?.textContent || '').trim();
  });
}

/** Presses Tab until the focused element's accessible name matches. */
export async function tabToName(page: Page, name: RegExp, maxSteps = 80): Promise<void> {
  for (let step = 0; step < maxSteps; step++) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached a control named ${name}`);
}

/* ---- data ---- */

/** Today at the venue (the e2e server runs with the default Europe/London). */
export function venueDay(days = 0): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
}

export const uniqueId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The link of the mission briefing mailed to `to` (written as .eml files by the e2e server). */
export async function briefingLink(to: string, timeoutMs = 20_000): Promise<string> {
  const text = await waitForMail(to, /Mission briefing/, timeoutMs);
  const link = /https?:\/\/\S+?(\/puzzle\/access\/[\w-]+)/.exec(text)?.[1];
  if (!link) throw new Error(`no link in the mission briefing for ${to}`);
  return link;
}
