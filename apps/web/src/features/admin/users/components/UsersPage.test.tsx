// @vitest-environment jsdom
import { MESSAGES } from '@seaside/contract';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/feedback';
import { bookingRecord, renderWithQueries } from '@/lib/testing';
import { UsersPage } from './UsersPage';

const renderPage = () =>
  renderWithQueries(
    <MemoryRouter initialEntries={['/admin/users']}>
      <ToastProvider View={() => null}>
        <UsersPage />
      </ToastProvider>
    </MemoryRouter>,
  );

describe('UsersPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says the bookings could not be loaded, with Retry, instead of "No Data Found"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'down' }, { status: 500 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    await screen.findByText('The bookings could not be loaded.', {}, { timeout: 10_000 });
    expect(screen.queryByText(MESSAGES.admin.noData)).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('asks once and deletes once when Delete is double-clicked', async () => {
    const deletes: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'DELETE') {
          deletes.push(url);
          return Response.json({ message: 'User deleted successfully' });
        }
        if (url.includes('/api/user/list')) return Response.json({ users: [bookingRecord()], total: 1 });
        return Response.json({ lockedDates: [], fullDates: [] });
      }),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage();
    const button = await screen.findByRole('button', { name: /^Delete booking of / }, { timeout: 10_000 });
    await userEvent.dblClick(button);
    expect(confirm).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(deletes).toHaveLength(1));
  });
});
