// @vitest-environment jsdom
import type { AuditEntry, AuditListResponse } from '@seaside/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '@/lib/testing';
import { ActivityPage } from './ActivityPage';

const MARKUP = '<img src=x onerror="alert(1)">Declined';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-07-01T09:05:00.000Z',
  actor: 'system',
  action: 'booking.refund',
  entityType: 'booking',
  entityId: 'b-1',
  before: null,
  after: null,
  ...over,
});

function serve(body: AuditListResponse) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body)),
  );
}

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const renderPage = (path = '/admin/activity') =>
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <ActivityPage />
      <Address />
    </MemoryRouter>,
  );

/** The "label: value" pairs of an entry's list of changes. */
function changesOf(item: HTMLElement): string[] {
  return within(item)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('ActivityPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('labels the changed fields in English, reads their values, and words unknown fields', async () => {
    serve({
      total: 2,
      entries: [
        entry({
          id: '2',
          before: { registrationDate: '2026-07-01', refundStatus: 'failed', refundedAmountPence: 2000 },
          after: { registrationDate: '2026-07-03', refundStatus: 'refunded', refundedAmountPence: 2000 },
        }),
        entry({ id: '1', action: 'booking.create', before: null, after: { teamMemberCount: 4, someNewField: 'x' } }),
      ],
    });
    renderPage();
    const items = await screen.findAllByRole('listitem');
    expect(changesOf(items[0] as HTMLElement)).toEqual([
      'Adventure date: 01 Jul 2026→03 Jul 2026',
      'Refund status: Failed→Refunded',
    ]);
    expect(changesOf(items[1] as HTMLElement)).toEqual(['Team members: 4', 'Some new field: x']);
    expect(screen.queryByText('refundStatus')).toBeNull();
    expect(screen.queryByText('registrationDate')).toBeNull();
  });

  it("names what an entry is about: the booking's customer and date, or the team", async () => {
    const booking = { fullName: 'Grace Hopper', registrationDate: '2026-12-10', status: 'active' };
    serve({
      total: 3,
      entries: [
        entry({ id: '3', action: 'booking.cancel', before: booking, after: { ...booking, status: 'cancelled' } }),
        entry({ id: '2', action: 'leaderboard.hide', before: { teamName: 'Sea Dogs', hiddenAt: null } }),
        entry({ id: '1', action: 'date.lock', entityType: 'date', entityId: '2026-12-24', after: { locked: true } }),
      ],
    });
    renderPage();
    const items = await screen.findAllByRole('listitem');
    const byline = (item: HTMLElement) => within(item).getByText(/^By /).textContent;
    expect(byline(items[0] as HTMLElement)).toBe('By system · Grace Hopper, 10 Dec 2026 · b-1');
    expect(byline(items[1] as HTMLElement)).toBe('By system · Team Sea Dogs · b-1');
    expect(byline(items[2] as HTMLElement)).toBe('By system · 2026-12-24');
  });

  it('keeps the kind and the page in the address, and reads them from it', async () => {
    serve({ total: 45, entries: [entry({})] });
    renderPage('/admin/activity?kind=question&page=2');
    await screen.findAllByRole('listitem');
    const asked = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(asked.at(-1)).toMatch(/page=2.*entityType=question|entityType=question.*page=2/);
    await userEvent.click(screen.getByRole('button', { name: /page 3/ }));
    expect(screen.getByLabelText('address').textContent).toBe('?kind=question&page=3');
  });

  it('shows what people wrote as text, never as markup', async () => {
    serve({
      total: 1,
      entries: [
        entry({
          before: { refundFailureReason: null, refundStatus: 'pending' },
          after: { refundFailureReason: MARKUP, refundStatus: 'failed' },
        }),
      ],
    });
    renderPage();
    await screen.findByText(MARKUP);
    expect(document.body.querySelector('img')).toBeNull();
    expect(screen.getByText('Refund failure reason')).toBeTruthy();
  });
});
