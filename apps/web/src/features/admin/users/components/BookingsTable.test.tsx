// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingRecord } from '@/lib/testing';
import type { RowActions } from './BookingCells';
import { BookingsTable } from './BookingsTable';

const booking = bookingRecord({ fullName: 'Liam Mensah', email: 'demo1160@example.com', accessCode: '0001' });

const actions: RowActions = {
  onChangeDate: vi.fn(),
  onDelete: vi.fn(),
  onCancel: vi.fn(),
  onRetryRefund: vi.fn(),
  onHideLeaderboard: vi.fn(),
};

describe('BookingsTable', () => {
  afterEach(cleanup);

  it('shows the whole e-mail address, wrapping after the @ rather than cutting it short', () => {
    render(<BookingsTable bookings={[booking]} actions={actions} empty="No Data Found" />);
    const email = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === booking.email);
    // Not one clipped line with an ellipsis (readable only on hover)...
    const style = getComputedStyle(email);
    expect(style.whiteSpace).not.toBe('nowrap');
    expect(style.textOverflow).not.toBe('ellipsis');
    // break-word, not anywhere: the table may not squeeze the column until "example.com" breaks.
    expect(style.overflowWrap).toBe('break-word');
    // ...but free to go onto a second line after the @.
    expect(email.innerHTML).toBe('demo1160@<wbr>example.com');
  });
});
