import { MESSAGES } from '@seaside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateAccessCode } from './validate-code';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('validateAccessCode', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the code with the device's clock and returns the redirect", async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true, data: { redirectUrl: '/puzzle/access/abc' } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await validateAccessCode('ABC123')).toEqual({ ok: true, redirectUrl: '/puzzle/access/abc' });
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toEqual({ code: 'ABC123', date: expect.any(String) });
  });

  it("shows the server's message for a refused code and for a 429", async () => {
    vi.stubGlobal('fetch', async () => json(200, { success: false, message: 'Not today.' }));
    expect(await validateAccessCode('ABC123')).toEqual({ ok: false, message: 'Not today.' });
    vi.stubGlobal('fetch', async () => json(429, { message: 'Too many attempts.' }));
    expect(await validateAccessCode('ABC123')).toEqual({ ok: false, message: 'Too many attempts.' });
  });

  it("falls back to the spec's message when there is no answer", async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await validateAccessCode('ABC123')).toEqual({ ok: false, message: MESSAGES.player.invalidCode });
  });
});
