import { randomUUID } from 'node:crypto';
import { API, API_PREFIX } from '@seaside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../app.js';
import { signAdminToken } from '../core/access-tokens.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Everything a visitor, a player or the payment provider may call without an admin token.
 * Any other route is an admin route and must answer 401 without a valid access token, so a
 * route registered outside the guard by mistake makes this test fail.
 */
const PUBLIC_API: readonly string[] = [
  API.health,
  API.openApi,
  API.payment.checkout,
  API.payment.verifySession,
  API.payment.webhook,
  API.date.publicList,
  API.date.availability,
  API.user.login,
  API.user.logout,
  API.user.refreshToken,
  API.access.validateCode,
  API.access.validateToken.pattern,
  API.puzzle.start,
  API.puzzle.send,
  API.leaderboard,
  API.manage.get.pattern,
  API.manage.changeDate.pattern,
  API.manage.cancel.pattern,
];

function isPublic(route: RegisteredRoute): boolean {
  // The docs page serves its assets under its own path too.
  if (route.url === API.docs || route.url.startsWith(`${API.docs}/`)) return true;
  if (route.url.startsWith(`${API_PREFIX}/`) || route.url === API_PREFIX) return PUBLIC_API.includes(route.url);
  // Outside /api: the built web app, voucher images and the local provider's checkout pages.
  if (/^\/checkout(\/.*)?$/.test(route.url)) return true;
  return route.method === 'GET' || route.method === 'HEAD';
}

/** A concrete URL for a route pattern (any :param becomes a plausible value). */
function concreteUrl(url: string): string {
  return url
    .replace(/:(id|bookingId)\b/g, randomUUID())
    .replace(/:key\b/g, 'introMsg')
    .replace(/:[A-Za-z_]+/g, 'x')
    .replace(/\*/g, 'x');
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('admin guard', () => {
  let t: TestApp;
  let adminRoutes: RegisteredRoute[];
  let validToken: string;
  let badTokens: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    adminRoutes = t.app.registeredRoutes.filter((r) => !isPublic(r));
    validToken = (await t.adminAuth()).authorization.slice('Bearer '.length);
    const [header, payload, signature] = validToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const hourAgo = new Date(t.clock.now().getTime() - 60 * 60 * 1000);
    badTokens = {
      expired: await signAdminToken(t.config.jwtSecret, { ...claims, role: 'admin' }, hourAgo),
      'tampered payload': `${header}.${b64url({ ...claims, mobileNumber: '07000000000' })}.${signature}`,
      'tampered signature': `${header}.${payload}.${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`,
      'alg none': `${b64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'other secret': await signAdminToken('another-secret-that-is-long-enough-0123456789', claims, t.clock.now()),
      'not an admin': `${header}.${b64url({ ...claims, role: 'player' })}.${signature}`,
      garbage: 'not-a-jwt',
    };
  });
  afterAll(() => t.close());

  it('knows every admin route of the spec (the enumeration is not empty by accident)', () => {
    const keys = new Set(adminRoutes.map((r) => `${r.method} ${r.url}`));
    for (const expected of [
      `GET ${API.user.list}`,
      `POST ${API.user.createParticipant}`,
      `PATCH ${API.user.update.pattern}`,
      `DELETE ${API.user.deleteParticipant.pattern}`,
      `POST ${API.user.cancel.pattern}`,
      `POST ${API.user.refund.pattern}`,
      `GET ${API.date.list}`,
      `POST ${API.date.lock}`,
      `PATCH ${API.date.delete}`,
      `GET ${API.date.capacity}`,
      `PUT ${API.date.capacity}`,
      `GET ${API.date.capacityOfDate.pattern}`,
      `PUT ${API.date.capacityOfDate.pattern}`,
      `DELETE ${API.date.capacityOfDate.pattern}`,
      `POST ${API.ops.hideLeaderboardEntry.pattern}`,
      `GET ${API.ops.live}`,
      `GET ${API.ops.transcript.pattern}`,
      `GET ${API.ops.clueStats}`,
      `POST ${API.questions.addAnswer.pattern}`,
      `GET ${API.audit.list}`,
      `GET ${API.ops.summary}`,
      `GET ${API.user.export}`,
    ]) {
      expect(keys).toContain(expected);
    }
  });

  it('answers 401 on every admin route without a token, whatever mobileNumber is sent', async () => {
    for (const route of adminRoutes) {
      const url = concreteUrl(route.url);
      const plain = await t.app.inject({ method: route.method as 'GET', url });
      expect(plain.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') expect(plain.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      const withMobile = await t.app.inject({
        method: route.method as 'GET',
        url: `${url}?mobileNumber=07700900123`,
        ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: { mobileNumber: '07700900123' } } : {}),
        headers: { 'x-mobile-number': '07700900123' },
      });
      expect(withMobile.statusCode, `${route.method} ${route.url} with mobileNumber`).toBe(401);
    }
  });

  it('answers 401 on every admin route with an expired, tampered, alg-none or foreign token', async () => {
    for (const route of adminRoutes) {
      for (const [kind, token] of Object.entries(badTokens)) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode, `${route.method} ${route.url} with ${kind} token`).toBe(401);
      }
      const basic = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: { authorization: `Basic ${Buffer.from('07700900123:correct horse battery').toString('base64')}` },
      });
      expect(basic.statusCode, `${route.method} ${route.url} with basic auth`).toBe(401);
    }
  });

  it('lets a valid token through to every admin route', async () => {
    for (const route of adminRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: { authorization: `Bearer ${validToken}` },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(401);
    }
  });

  it('stops accepting a token once it has expired (15 minutes)', async () => {
    const headers = { authorization: `Bearer ${validToken}` };
    const start = t.clock.now();
    try {
      t.clock.advance(14 * 60 * 1000);
      expect((await t.app.inject({ method: 'GET', url: API.date.list, headers })).statusCode).toBe(200);
      t.clock.advance(2 * 60 * 1000);
      expect((await t.app.inject({ method: 'GET', url: API.date.list, headers })).statusCode).toBe(401);
    } finally {
      t.clock.set(start);
    }
  });

  it('documents the bearer requirement and the 401 answer on every admin route, and on no public one', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: API.openApi })).json() as {
      paths: Record<string, Record<string, { security?: unknown; responses?: Record<string, unknown> }>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        operation,
      })),
    );
    const adminKeys = new Set(adminRoutes.map((r) => `${r.method} ${r.url}`));
    expect(operations.filter(({ key }) => adminKeys.has(key)).length).toBeGreaterThan(20);
    for (const { key, operation } of operations) {
      if (adminKeys.has(key)) {
        expect(operation.security, key).toEqual([{ bearerAuth: [] }]);
        expect(operation.responses, key).toHaveProperty('401');
      } else {
        expect(operation.security, key).toBeUndefined();
      }
    }
  });

  it('leaves the public routes open', async () => {
    expect((await t.app.inject({ method: 'GET', url: API.health })).statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: API.user.login, payload: {} });
    expect(login.statusCode).toBe(400);
    const logout = await t.app.inject({ method: 'POST', url: API.user.logout });
    expect(logout.statusCode).toBe(200);
  });
});
