// @vitest-environment jsdom
import type { BookingRecord } from '@seaside/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RowActions } from './BookingCells';
import { BookingsTable } from './BookingsTable';

const booking: BookingRecord = {
  _id: 'b1',
  fullName: 'Liam Mensah',
  email: 'demo1160@example.com',
  isPaymentSuccessful: true,
  registrationDate: '2026-07-01',
  teamMemberCount: 2,
  accessCode: '0001',
  quizStatus: 'pending',
  bookingSource: 'DIRECT',
  createdAt: '2026-06-01T10:00:00.000Z',
  leaderboardName: null,
  leaderboardHidden: false,
  amount: 20,
  status: 'active',
  refundStatus: 'none',
  refundedAmount: 0,
  refundFailureReason: null,
};

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
    expect(style.overflowWrap).toBe('anywhere');
    // ...but free to go onto a second line after the @.
    expect(email.innerHTML).toBe('demo1160@<wbr>example.com');
  });
});
