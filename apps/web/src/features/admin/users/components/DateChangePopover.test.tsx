// @vitest-environment jsdom
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MESSAGES } from '@seaside/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import 'dayjs/locale/en-gb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingRecord } from '@/lib/testing';
import { DateChangePopover } from './DateChangePopover';

// A venue far east of any device running the tests (UTC+14), so its today can be the device's tomorrow.
const { VENUE_ZONE } = vi.hoisted(() => ({ VENUE_ZONE: 'Pacific/Kiritimati' }));
vi.mock('@/config/runtime', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/runtime')>();
  const config = { ...actual.DEFAULT_RUNTIME_CONFIG, venueTimeZone: VENUE_ZONE };
  return { ...actual, runtimeConfig: config, useRuntimeConfig: () => config };
});

const booking = bookingRecord({ registrationDate: '2026-06-20' });

function renderPopover() {
  const onPick = vi.fn();
  render(
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <DateChangePopover
        anchorEl={document.body}
        booking={booking}
        lockedDates={new Set()}
        onClose={() => {}}
        onPick={onPick}
      />
    </LocalizationProvider>,
  );
  return onPick;
}

const day = (n: number) => screen.getByRole('gridcell', { name: String(n) });

describe('DateChangePopover', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("refuses the dates before the venue's today, not the device's", () => {
    // 11:00 UTC on 15 June: still the 15th on the device (any zone from UTC-11 to UTC+12), already
    // the 16th at the venue.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T11:00:00Z'));
    const onPick = renderPopover();

    fireEvent.click(day(15));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.admin.datePastSelect);
    expect(onPick).not.toHaveBeenCalled();

    fireEvent.click(day(16));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onPick).toHaveBeenCalledWith(booking, '2026-06-16');
  });
});
