import { API, API_PREFIX, PAGES } from '@seaside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookTeam } from '../test/hunt-fixtures.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app.js';

/** The headers of every answer: helmet's CSP, framing, HSTS and cookies by environment, and CORS. */

function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

const TODAY = '2026-06-15';

describe('security headers (development/test)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([['a page', PAGES.bookNow]])(
    '%s carries a strict CSP: scripts only from our origin, no framing',
    async (_label, url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.has('script-src-attr') ? csp.get('script-src-attr') : ["'none'"]).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
    },
  );

  it.each([
    ['an API answer', 'GET', API.health],
    ['a refusal', 'POST', API.puzzle.send],
    // Deliberately not in the map: a path under the API prefix that no route answers.
    ['an unknown API path', 'GET', `${API_PREFIX}/nope`],
  ])('%s carries the API set: nothing may load, frame or sniff it', async (_label, method, url) => {
    const res = await t.app.inject({ method: method as 'GET' | 'POST', url });
    expect(res.headers['content-type']).toContain('application/json');
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.size).toBe(2);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // The pages' document-only headers stay off the JSON answers.
    for (const name of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-xss-protection',
    ]) {
      expect(res.headers[name], name).toBeUndefined();
    }
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps the page headers on the API docs page (a page, with its own CSP), not the API set', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.docs });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(directives(res.headers['content-security-policy'] as string).get('script-src')).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends no HSTS and no upgrade-insecure-requests outside production', async () => {
    for (const url of [API.health, PAGES.bookNow]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(directives(res.headers['content-security-policy'] as string).has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it('sets cookies without Secure outside production (plain http on a laptop still works)', async () => {
    await t.adminAuth();
    const login = await t.app.inject({ method: 'POST', url: API.user.login, payload: TEST_ADMIN });
    expect(login.statusCode).toBe(200);
    const refresh = login.cookies.find((c) => c.name === 'refreshToken');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(refresh?.secure).toBeFalsy();

    const team = await bookTeam(t, TODAY);
    const validate = await t.app.inject({ method: 'GET', url: API.access.validateToken(team.accessToken) });
    const player = validate.cookies.find((c) => c.name === 'seaside_player');
    expect(player).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(player?.secure).toBeFalsy();
  });

  it('is closed to other origins when CORS_ORIGINS is unset: no Access-Control-* header at all', async () => {
    const origin = 'https://evil.example';
    const simple = await t.app.inject({ method: 'GET', url: API.date.publicList, headers: { origin } });
    expect(simple.statusCode).toBe(200);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: API.payment.checkout,
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBeLessThan(500);
    for (const res of [simple, preflight]) {
      const cors = Object.keys(res.headers).filter((h) => h.startsWith('access-control-'));
      expect(cors).toEqual([]);
    }
  });
});

describe('security headers in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'local', MAIL_TRANSPORT: 'file' } });
  });
  afterAll(() => t.close());

  it('adds HSTS (a year, subdomains) to pages and API answers, and upgrade-insecure-requests to pages', async () => {
    const api = await t.app.inject({ method: 'GET', url: API.health });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const res = await t.app.inject({ method: 'GET', url: PAGES.bookNow });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('marks the refresh and player cookies Secure', async () => {
    await t.adminAuth();
    const login = await t.app.inject({ method: 'POST', url: API.user.login, payload: TEST_ADMIN });
    expect(login.statusCode).toBe(200);
    expect(login.cookies.find((c) => c.name === 'refreshToken')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
    });
    const team = await bookTeam(t, TODAY);
    const validate = await t.app.inject({ method: 'GET', url: API.access.validateToken(team.accessToken) });
    expect(validate.json().status).toBe('active');
    expect(validate.cookies.find((c) => c.name === 'seaside_player')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });
});

describe('CORS when CORS_ORIGINS is configured', () => {
  const allowed = 'https://admin.seaside.example';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: `${allowed}, https://shop.seaside.example` } });
  });
  afterAll(() => t.close());

  it('answers a preflight from a listed origin with exactly that origin and credentials', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: API.payment.checkout,
      headers: {
        origin: allowed,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(allowed);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers.vary).toContain('Origin');
  });

  it('lets a listed origin read answers, and the second listed origin too', async () => {
    for (const origin of [allowed, 'https://shop.seaside.example']) {
      const res = await t.app.inject({ method: 'GET', url: API.date.publicList, headers: { origin } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
    }
  });

  it.each([
    'https://evil.example',
    'https://admin.seaside.example.evil.example',
    'http://admin.seaside.example',
    'null',
  ])('gives an unlisted origin (%s) no Access-Control-Allow-Origin', async (origin) => {
    const simple = await t.app.inject({ method: 'GET', url: API.date.publicList, headers: { origin } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: API.user.list,
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-origin']).not.toBe('*');
  });

  it('refuses an invalid CORS_ORIGINS at start with a line naming the variable', async () => {
    const { loadConfig } = await import('../config.js');
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, CORS_ORIGINS: 'https://a.example/path' })).toThrow(
      /CORS_ORIGINS/,
    );
    expect(
      loadConfig({ DATA_DIR: t.config.dataDir, CORS_ORIGINS: 'https://a.example,http://localhost:5173' }),
    ).toMatchObject({ corsOrigins: ['https://a.example', 'http://localhost:5173'] });
  });
});
