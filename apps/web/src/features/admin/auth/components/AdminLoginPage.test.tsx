// @vitest-environment jsdom
import { MESSAGES, PAGES } from '@seaside/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '@/components/feedback';
import { AdminLoginPage } from './AdminLoginPage';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ToastProvider View={() => null}>
        <AdminLoginPage />
      </ToastProvider>
    </MemoryRouter>,
  );
}

describe('AdminLoginPage', () => {
  afterEach(cleanup);

  it('says why it is shown when a session could not be renewed', async () => {
    renderAt(PAGES.adminLoginSessionEnded);
    expect(await screen.findByText(MESSAGES.admin.sessionEnded)).toBeTruthy();
  });

  it('says nothing of a session on a plain visit', async () => {
    renderAt(PAGES.adminLogin);
    await screen.findByRole('form', { name: 'Admin login' });
    expect(screen.queryByText(MESSAGES.admin.sessionEnded)).toBeNull();
  });
});
