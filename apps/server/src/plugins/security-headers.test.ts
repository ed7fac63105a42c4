import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';

/** The precomputed headers are exactly what helmet itself puts on a real response. */
async function headersOfRealResponse(options: HelmetOptions): Promise<Record<string, string>> {
  const middleware = helmet(options);
  const server = createServer((req, res) => middleware(req, res, () => res.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
    return Object.fromEntries([...res.headers].filter(([name]) => !skip.has(name)));
  } finally {
    server.close();
  }
}

describe('securityHeaders', () => {
  it.each<[string, HelmetOptions]>([
    ['defaults', {}],
    [
      'the app in production',
      {
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            upgradeInsecureRequests: [],
          },
        },
        hsts: { maxAge: 31_536_000, includeSubDomains: true },
        crossOriginEmbedderPolicy: false,
      },
    ],
    ['without HSTS', { hsts: false, crossOriginEmbedderPolicy: false }],
  ])('matches helmet on a real response: %s', async (_label, options) => {
    expect(securityHeaders(options)).toEqual(await headersOfRealResponse(options));
  });
});
