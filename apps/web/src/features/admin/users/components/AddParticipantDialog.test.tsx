// @vitest-environment jsdom
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { isDateInRange, MESSAGES } from '@seaside/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import 'dayjs/locale/en-gb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/feedback';
import { renderWithQueries } from '@/lib/testing';
import { AddParticipantDialog } from './AddParticipantDialog';

// A venue far east of any device running the tests (UTC+14), so its today can be the device's tomorrow.
const { VENUE_ZONE } = vi.hoisted(() => ({ VENUE_ZONE: 'Pacific/Kiritimati' }));
vi.mock('@/config/runtime', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/runtime')>();
  const config = { ...actual.DEFAULT_RUNTIME_CONFIG, venueTimeZone: VENUE_ZONE };
  return { ...actual, runtimeConfig: config, useRuntimeConfig: () => config };
});

describe('AddParticipantDialog', { timeout: 30_000 }, () => {
  let posted: unknown[];
  let capacityAsked: string[];
  let onClose: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    posted = [];
    onClose = vi.fn();
    capacityAsked = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return Response.json({ message: 'Added' });
        }
        // A date's places (asked once the field holds a whole date): never a full-date warning.
        const date = new URL(url, 'http://site.test').pathname.split('/').at(-1) ?? '';
        capacityAsked.push(date);
        if (!isDateInRange(date)) return Response.json({ message: 'Invalid date' }, { status: 400 });
        return Response.json({ date, capacity: 60, taken: 0, remaining: 60, locked: false });
      }),
    );
    // 11:00 UTC on 15 June: still the 15th on the device (any zone from UTC-11 to UTC+12), already
    // the 16th at the venue.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T11:00:00Z'));
    renderWithQueries(
      <ToastProvider View={() => null}>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
          <AddParticipantDialog open lockedDates={new Set()} onClose={onClose} />
        </LocalizationProvider>
      </ToastProvider>,
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("disables the dates before the venue's today, not the device's", async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    const calendar = await screen.findByRole('grid');
    const day = (n: number) => within(calendar).getByRole('gridcell', { name: String(n) }) as HTMLButtonElement;
    expect(day(15).disabled).toBe(true);
    expect(day(16).disabled).toBe(false);
  });

  it("refuses a typed date before the venue's today, not the device's", async () => {
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    const dateField = within(screen.getByRole('group', { name: 'Registration date' }));
    await user.click(dateField.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('15062026');
    await user.click(screen.getByRole('button', { name: 'Add Participant' }));
    expect(await screen.findByText(MESSAGES.admin.datePast)).toBeTruthy();
    expect(posted).toEqual([]);

    await user.click(dateField.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('16');
    await user.click(screen.getByRole('button', { name: 'Add Participant' }));
    await waitFor(() => expect(posted).toEqual([expect.objectContaining({ registrationDate: '2026-06-16' })]));
  });

  it('asks for the places of a typed date only once it is a whole date in range', async () => {
    const user = userEvent.setup();
    const dateField = within(screen.getByRole('group', { name: 'Registration date' }));
    await user.click(dateField.getByRole('spinbutton', { name: 'Day' }));
    // One key at a time, each answered before the next: the years 0002, 0020 and 0202 pass through the field.
    for (const key of '20112026') {
      await user.keyboard(key);
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    await waitFor(() => expect(capacityAsked).toEqual(['2026-11-20']));
  });

  it('closes on Escape and a backdrop click while untouched, and only by Cancel once something is typed', async () => {
    const user = userEvent.setup();
    const backdrop = () => document.querySelector('.MuiBackdrop-root') as HTMLElement;
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(backdrop());
    expect(onClose).toHaveBeenCalledTimes(2);

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada');
    await user.keyboard('{Escape}');
    await user.click(backdrop());
    expect(onClose).toHaveBeenCalledTimes(2);
    expect((screen.getByRole('textbox', { name: 'Full name' }) as HTMLInputElement).value).toBe('Ada');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
