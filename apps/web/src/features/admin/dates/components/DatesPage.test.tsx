// @vitest-environment jsdom
import { API, MESSAGES } from '@seaside/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/feedback';
import { renderWithQueries } from '@/lib/testing';
import { DatesPage } from './DatesPage';

// A venue far east of any device running the tests (UTC+14), so its today can be the device's tomorrow.
const { VENUE_ZONE } = vi.hoisted(() => ({ VENUE_ZONE: 'Pacific/Kiritimati' }));
vi.mock('@/config/runtime', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/runtime')>();
  const config = { ...actual.DEFAULT_RUNTIME_CONFIG, venueTimeZone: VENUE_ZONE };
  return { ...actual, runtimeConfig: config, useRuntimeConfig: () => config };
});

describe('DatesPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = new URL(url, 'http://site.test').pathname;
        if (path === API.date.list) return Response.json({ lockedDates: [], totalPages: 0, total: 0 });
        if (path === API.date.capacity) return Response.json({ defaultCapacity: 60, overrides: [] });
        return Response.json({ lockedDates: [], fullDates: [] });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  // 11:00 UTC on 15 June: still the 15th on the device (any zone from UTC-11 to UTC+12), already the
  // 16th at the venue.
  const renderOn15June = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T11:00:00Z'));
    renderWithQueries(
      <ToastProvider View={() => null}>
        <DatesPage />
      </ToastProvider>,
    );
  };

  /** Opens the calendar of the form named `form`; returns its day button. */
  async function openCalendar(form: string) {
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('form', { name: form })).getByRole('button', { name: 'Choose date' }));
    const calendar = await screen.findByRole('grid');
    return (n: number) => within(calendar).getByRole('gridcell', { name: String(n) }) as HTMLButtonElement;
  }

  it('says the lists could not be loaded, with Retry, instead of showing them empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'down' }, { status: 500 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderOn15June();
    await screen.findByText('The locked dates could not be loaded.', {}, { timeout: 10_000 });
    expect(screen.getByText('The capacities could not be loaded.')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.dates.empty)).toBeNull();
    expect(screen.queryByText(MESSAGES.dates.capacityEmpty)).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  });

  it("disables the dates to lock before the venue's today, not the device's", async () => {
    renderOn15June();
    const day = await openCalendar('Lock a date');
    expect(day(14).disabled).toBe(true);
    expect(day(15).disabled).toBe(true);
    expect(day(16).disabled).toBe(false);
  });

  it("disables the dates to give a capacity before the venue's today, not the device's", async () => {
    renderOn15June();
    const day = await openCalendar("Set a date's capacity");
    expect(day(15).disabled).toBe(true);
    expect(day(16).disabled).toBe(false);
  });

  it("refuses a typed date to lock before the venue's today, not the device's", async () => {
    renderOn15June();
    const form = within(screen.getByRole('form', { name: 'Lock a date' }));
    const add = form.getByRole('button', { name: 'ADD' }) as HTMLButtonElement;
    const user = userEvent.setup();
    await user.click(form.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('15062026');
    expect(form.getByText(MESSAGES.dates.past)).toBeTruthy();
    expect(add.disabled).toBe(true);

    await user.click(form.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('16');
    expect(form.queryByText(MESSAGES.dates.past)).toBeNull();
    expect(add.disabled).toBe(false);
  });
});
