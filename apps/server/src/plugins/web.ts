import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, MESSAGES, PAGES } from '@seaside/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { escapeHtml } from '../core/html.js';

export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));
export const VOUCHER_DIR = fileURLToPath(new URL('../../assets/vouchers', import.meta.url));

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The fixed paths of the web app's pages (the contract's PAGES, without the ones taking a token). */
const FIXED_PAGES = new Set(
  (Object.values(PAGES) as unknown[]).filter((p): p is string => typeof p === 'string' && !p.includes(':')),
);
const TOKEN_PAGE_PREFIXES = [PAGES.puzzleToken(''), PAGES.manageBookingFor('')];

/**
 * Whether the web app has a page at `pathname`. Any path under /admin is the admin area's (it
 * sends unknown ones to the Booking List). Other paths still get the app, which shows its "Page
 * not found", but with a 404 status, so crawlers and monitoring see a missing page as missing.
 */
function isAppPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (FIXED_PAGES.has(path) || path === '/admin' || path.startsWith('/admin/')) return true;
  return TOKEN_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length);
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and an
 * SPA fallback for browser routes. Also sets the 404 answer for everything else.
 */
export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyStatic, {
    root: VOUCHER_DIR,
    prefix: '/vouchers/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=86400'),
  });

  const indexFile = `${WEB_DIST_DIR}/index.html`;
  const hasWeb = existsSync(indexFile);
  let indexHtml = '';
  if (hasWeb) {
    const appConfig = JSON.stringify({
      brandName: config.brandName,
      contactEmail: config.contactEmail,
      venueTimeZone: config.venueTimeZone,
      changeCutoffHours: config.changeCutoffHours,
      refundCutoffHours: config.refundCutoffHours,
      pricePerPlayerPence: config.pricePerPlayerPence,
      testCheckout: config.payment.testCheckout,
    });
    indexHtml = readFileSync(indexFile, 'utf8')
      .replace('__APP_CONFIG__', escapeHtml(appConfig))
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.brandName)}</title>`);
    await app.register(fastifyStatic, {
      root: WEB_DIST_DIR,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the assets (apps/web/precompress.plugin.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.header('cache-control', filePath.includes('/static/') ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn(`web app not built (${indexFile} missing): only the API is served`);
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(`${API_PREFIX}/`) &&
      !request.url.startsWith('/static/');
    if (isPage) {
      return reply
        .status(isAppPage(request.url.split('?')[0] ?? '') ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml);
    }
    return reply.status(404).send({ message: MESSAGES.platform.notFound, code: 'NOT_FOUND' });
  });
}
