// @vitest-environment jsdom
import type { SummaryDay } from '@seaside/contract';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '@/lib/testing';
import { PlacesChart } from './PlacesChart';

/** A phone's chart: 390 px less the page's and the card's padding. */
const PHONE_CHART_WIDTH = 326;

// 26 Nov to 25 Dec: the last label, "25 Dec", is as wide as a label gets.
const days: SummaryDay[] = Array.from({ length: 30 }, (_, i) => ({
  date: new Date(Date.UTC(2026, 10, 26 + i)).toISOString().slice(0, 10),
  players: 3,
  capacity: 60,
  locked: false,
}));

describe('PlacesChart', () => {
  beforeEach(() => {
    // jsdom has no layout: the chart's box gets a phone's width, and text 7 px a character
    // (12 px labels are about 6.3 px a character in the browser).
    stubResizeObserver();
    const computed = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = computed(element, pseudo);
      if (!element.querySelector?.(':scope > svg')) return style;
      return new Proxy(style, {
        get: (target, key) =>
          key === 'width' ? `${PHONE_CHART_WIDTH}px` : key === 'height' ? '280px' : Reflect.get(target, key),
      });
    });
    Object.defineProperty(SVGElement.prototype, 'getBBox', {
      configurable: true,
      value(this: SVGElement) {
        return { x: 0, y: 0, width: (this.textContent ?? '').length * 7, height: 14 };
      },
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete (SVGElement.prototype as { getBBox?: unknown }).getBBox;
  });

  it('shows every date label whole on a phone, the last one too', async () => {
    const { container } = render(<PlacesChart days={days} />);
    const labels = () =>
      Array.from(container.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')).map(
        (label) => label.textContent,
      );
    await waitFor(() => expect(labels().length).toBeGreaterThan(3));
    expect(labels().filter((label) => label?.includes('…'))).toEqual([]);
  });
});
