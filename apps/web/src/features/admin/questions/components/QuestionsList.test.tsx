// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionsList } from './QuestionsList';

describe('QuestionsList', () => {
  afterEach(() => {
    cleanup();
    document.head.querySelector('style[data-test="base"]')?.remove();
  });

  it("clips the drag handle column's hidden heading to one pixel instead of sizing it to the page", () => {
    // The site's global styles, as every page loads them.
    const style = document.createElement('style');
    style.dataset.test = 'base';
    style.textContent = readFileSync(resolve(import.meta.dirname, '../../../../styles/base.css'), 'utf8');
    document.head.append(style);
    render(
      <QuestionsList
        questions={[]}
        reorderEnabled
        busyIds={new Set()}
        onMove={() => {}}
        onEdit={() => {}}
        onToggle={() => {}}
        onDelete={() => {}}
        empty="No questions"
      />,
    );
    const hidden = screen.getByText('Drag handle');
    expect(hidden.closest('th')).toBeTruthy();
    // 1 px, clipped and on one line (a width of 100% made the page 1581 px wide at 1280 px)...
    const computed = getComputedStyle(hidden);
    expect(computed.position).toBe('absolute');
    expect(computed.width).toBe('1px');
    expect(computed.height).toBe('1px');
    expect(computed.overflow).toBe('hidden');
    expect(computed.whiteSpace).toBe('nowrap');
    // ...by the project's visually hidden style (styles/base.css).
    expect(hidden.classList.contains('ss-visually-hidden')).toBe(true);
  });
});
