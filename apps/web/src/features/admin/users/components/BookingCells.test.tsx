// @vitest-environment jsdom
import type { BookingRecord } from '@seaside/contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingRecord } from '@/lib/testing';
import { CancellationAndRefund, HuntResult, type RowActions, RowButtons } from './BookingCells';

const booking = bookingRecord;

const rowActions = (): RowActions => ({
  onChangeDate: vi.fn(),
  onDelete: vi.fn(),
  onCancel: vi.fn(),
  onRetryRefund: vi.fn(),
  onHideLeaderboard: vi.fn(),
});

function renderCell(record: BookingRecord) {
  const actions = rowActions();
  const { container } = render(<CancellationAndRefund booking={record} actions={actions} />);
  return { actions, container };
}

describe('HuntResult', () => {
  afterEach(cleanup);

  it('shows the hunt waiting for an active booking, and none for one cancelled before it', () => {
    render(<HuntResult booking={booking()} />);
    expect(screen.getByText('Pending')).toBeTruthy();
    cleanup();
    render(<HuntResult booking={booking({ status: 'cancelled' })} />);
    expect(screen.queryByText('Pending')).toBeNull();
    expect(screen.getByText('No hunt to play')).toBeTruthy();
  });
});

describe('CancellationAndRefund', () => {
  afterEach(cleanup);

  it('shows nothing for an active booking without a refund', () => {
    expect(renderCell(booking()).container.innerHTML).toBe('');
  });

  it('shows a cancelled booking with its refund', () => {
    renderCell(booking({ status: 'cancelled', refundStatus: 'refunded', refundedAmount: 20 }));
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('Refunded £20.00')).toBeTruthy();
  });

  it("shows a failed refund of an active booking (made in Stripe's dashboard) with its reason and Retry", async () => {
    const reason = '<b>The card was closed</b>';
    const record = booking({ refundStatus: 'failed', refundedAmount: 20, refundFailureReason: reason });
    const { actions } = renderCell(record);
    expect(screen.queryByText('Cancelled')).toBeNull();
    expect(screen.getByText('Refund failed £20.00')).toBeTruthy();
    // The provider's reason is text, never markup.
    expect(screen.getByText(reason)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry the refund of Ada Lovelace' }));
    expect(actions.onRetryRefund).toHaveBeenCalledWith(record);
  });
});

describe('RowButtons', () => {
  afterEach(cleanup);

  it('offers Delete only once a refund owed is finished', async () => {
    const actions = rowActions();
    for (const refundStatus of ['pending', 'failed'] as const) {
      render(<RowButtons booking={booking({ status: 'cancelled', refundStatus })} actions={actions} />);
      const button = screen.getByRole('button', { name: 'Delete booking of Ada Lovelace' }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      cleanup();
    }
    const done = booking({ status: 'cancelled', refundStatus: 'refunded' });
    render(<RowButtons booking={done} actions={actions} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete booking of Ada Lovelace' }));
    expect(actions.onDelete).toHaveBeenCalledWith(done);
  });
});
