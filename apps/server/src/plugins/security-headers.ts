import type { IncomingMessage, ServerResponse } from 'node:http';
import { API, API_PREFIX } from '@seaside/contract';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers helmet produces for `options`, computed once. Our configuration has no
 * per-request part (no CSP nonces), so the same headers go on every answer; @fastify/helmet would
 * rebuild them (re-parsing the CSP) on every request, a tenth of the CPU of a cached answer.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The headers of a JSON answer of the API (OWASP's REST security set): nothing may load or frame
 * it, nobody may sniff it into another type, and HSTS as on the pages. The document-only headers
 * of the pages (their CSP sources, opener and agent-cluster isolation, legacy IE and Flash
 * switches) mean nothing to a JSON answer, so it carries only these.
 */
export function apiSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const hsts = pageHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

/** The API's answers (JSON), as opposed to pages: everything under the API prefix but the docs page. */
export function isApiAnswer(url: string): boolean {
  return url.startsWith(`${API_PREFIX}/`) && !url.startsWith(API.docs);
}

/** Puts helmet's headers for `options` on every page, and the API set on every API answer (registered before the routes). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const pageHeaders = securityHeaders(options);
  const apiHeaders = apiSecurityHeaders(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}
