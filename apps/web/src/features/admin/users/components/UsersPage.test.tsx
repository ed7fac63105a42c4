// @vitest-environment jsdom
import { MESSAGES } from '@seaside/contract';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/feedback';
import { renderWithQueries } from '@/lib/testing';
import { UsersPage } from './UsersPage';

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
    renderWithQueries(
      <MemoryRouter initialEntries={['/admin/users']}>
        <ToastProvider View={() => null}>
          <UsersPage />
        </ToastProvider>
      </MemoryRouter>,
    );
    await screen.findByText('The bookings could not be loaded.', {}, { timeout: 10_000 });
    expect(screen.queryByText(MESSAGES.admin.noData)).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
