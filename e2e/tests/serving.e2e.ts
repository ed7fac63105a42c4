import { API_PREFIX, PAGES } from '@seaside/contract';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/browser.js';

/** How the built server serves the web app (no browser needed). */
describe('serving the web app', () => {
  it('serves index.html uncached, with the runtime brand and price and no inline script', async () => {
    const res = await fetch(`${baseUrl()}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<title>Seaside Secrets</title>');
    expect(html).not.toContain('__APP_CONFIG__');
    expect(html).toContain('&quot;brandName&quot;:&quot;Seaside Secrets&quot;');
    // PRICE_PER_PLAYER reaches the pages and the booking form (the server refuses any other amount).
    expect(html).toContain('&quot;pricePerPlayerPence&quot;:1000');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('caches hashed assets for a year', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const asset = html.match(/src="(\/static\/js\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const res = await fetch(`${baseUrl()}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to the app for browser routes, but not for the API or missing assets', async () => {
    const pages = [
      PAGES.adminUsers,
      '/admin/nothing',
      PAGES.puzzleToken('abc'),
      PAGES.manageBookingFor('x'),
      '/terms/',
    ];
    for (const route of [...pages, `${PAGES.howItWorks}?from=mail`]) {
      const res = await fetch(`${baseUrl()}${route}`, { headers: { accept: 'text/html' } });
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
    }
    // A path the app has no page for: its "Page not found", with a 404 status.
    for (const route of ['/nothing-here', '/book-now/extra']) {
      const missing = await fetch(`${baseUrl()}${route}`, { headers: { accept: 'text/html' } });
      expect(missing.status, route).toBe(404);
      expect(await missing.text()).toContain('<div id="root">');
    }
    // Deliberately not in the map: an API path no route answers.
    const api = await fetch(`${baseUrl()}${API_PREFIX}/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await fetch(`${baseUrl()}/static/js/missing.js`)).status).toBe(404);
  });

  it('serves the voucher images', async () => {
    const res = await fetch(`${baseUrl()}/vouchers/bar-voucher.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});
