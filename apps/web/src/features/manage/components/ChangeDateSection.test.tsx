// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '@/lib/testing';
import { ChangeDateSection } from './ChangeDateSection';

// A venue far east of any device running the tests (UTC+14), so its today can be the device's tomorrow.
const { VENUE_ZONE } = vi.hoisted(() => ({ VENUE_ZONE: 'Pacific/Kiritimati' }));
vi.mock('@/config/runtime', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/runtime')>();
  const config = { ...actual.DEFAULT_RUNTIME_CONFIG, venueTimeZone: VENUE_ZONE };
  return { ...actual, runtimeConfig: config, useRuntimeConfig: () => config };
});

// Both cut-offs 48 hours before 00:00 of the 20th at the venue (UTC+14).
const RIGHTS = { changeDeadline: '2026-06-17T10:00:00.000Z', cancelDeadline: '2026-06-17T10:00:00.000Z' };
/**
 * The section of a booking on the 20th at 11:00 UTC on 15 June: still the 15th on the device (any
 * zone from UTC-11 to UTC+12), already the 16th at the venue.
 */
function renderAt15June11Utc(busy: { moving?: boolean; disabled?: boolean } = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T11:00:00Z'));
  const section = (props: { moving?: boolean; disabled?: boolean }) => (
    <ChangeDateSection
      current="2026-06-20"
      deadline="Thursday 18 June"
      rights={RIGHTS}
      moving={props.moving ?? false}
      disabled={props.disabled ?? false}
      onMove={() => {}}
    />
  );
  const { rerender } = renderWithQueries(section(busy));
  return (next: { moving?: boolean; disabled?: boolean }) => rerender(section(next));
}

const day = (n: number) => screen.getByRole('gridcell', { name: String(n) }) as HTMLButtonElement;

describe('ChangeDateSection', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ lockedDates: [], fullDates: [] })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("disables the dates before the venue's today, not the device's", async () => {
    renderAt15June11Utc();
    expect(day(14).disabled).toBe(true);
    expect(day(15).disabled).toBe(true);
    expect(day(16).disabled).toBe(false);
    expect(day(20).disabled).toBe(false);
  });

  it('warns before a move to a date whose cut-offs have passed, and not before one that keeps them', async () => {
    renderAt15June11Utc();
    const warning = /once your booking is moved, it can no longer be changed or cancelled online/;
    // It is already the 16th at the venue: the 19th keeps two days, the 18th is within the cut-offs.
    day(19).click();
    expect(await screen.findByRole('button', { name: /^Move to / })).toBeTruthy();
    expect(screen.queryByText(warning)).toBeNull();
    day(18).click();
    expect(await screen.findByText(warning)).toBeTruthy();
  });

  it('says the move is on its way, and takes no other date while it or a cancellation is', async () => {
    const rerender = renderAt15June11Utc();
    day(19).click();
    expect(await screen.findByRole('button', { name: 'Move to 19/06/2026' })).toBeTruthy();
    rerender({ moving: true });
    const moving = screen.getByRole('button', { name: 'Moving to 19/06/2026…' }) as HTMLButtonElement;
    expect(moving.disabled).toBe(true);
    // The calendar is read-only meanwhile: another day cannot be picked.
    day(22).click();
    expect(screen.getByRole('button', { name: 'Moving to 19/06/2026…' })).toBeTruthy();
    rerender({ disabled: true });
    day(22).click();
    expect((screen.getByRole('button', { name: 'Move to 19/06/2026' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
