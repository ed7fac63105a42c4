import { API, MESSAGES, REFRESH_COOKIE_PATH } from '@seaside/contract';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../core/access-tokens.js';
import { rateLimits } from '../../db/schema.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.js';
import { findAdminByMobile } from './admin.repository.js';
import { changeAdminPassword, ensureAdmin } from './admin-accounts.js';
import { findRefreshTokenByHash } from './refresh-tokens.repository.js';

const COOKIE = 'refreshToken';

function refreshCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === COOKIE);
}

describe('admin sign-in, refresh and sign-out', () => {
  let t: TestApp;
  let address = 0;
  /** A fresh client address per test, so the per-address login limit of one test does not leak into the next. */
  let ip = '';

  beforeAll(async () => {
    t = await createTestApp();
    await ensureAdmin(t.database.db, TEST_ADMIN.mobileNumber, TEST_ADMIN.password);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    ip = `10.0.0.${++address}`;
    await t.database.db.delete(rateLimits);
  });

  const login = (body: Record<string, unknown>, remoteAddress = ip) =>
    t.app.inject({ method: 'POST', url: API.user.login, payload: body, remoteAddress });
  const refresh = (token?: string) =>
    t.app.inject({ method: 'POST', url: API.user.refreshToken, ...(token ? { cookies: { [COOKIE]: token } } : {}) });
  const logout = (token?: string) =>
    t.app.inject({ method: 'POST', url: API.user.logout, ...(token ? { cookies: { [COOKIE]: token } } : {}) });
  const signIn = async () => {
    const res = await login(TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    const cookie = refreshCookie(res);
    if (!cookie) throw new Error('no refresh cookie');
    return { accessToken: res.json().accessToken as string, refreshToken: cookie.value };
  };

  it('signs in with the right password: a 15-minute admin JWT and an httpOnly SameSite=Strict refresh cookie', async () => {
    const res = await login(TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['accessToken']);
    const admin = await findAdminByMobile(t.database.db, TEST_ADMIN.mobileNumber);
    const claims = decodeJwt(body.accessToken);
    expect(claims).toMatchObject({ sub: admin?.id, mobileNumber: TEST_ADMIN.mobileNumber, role: 'admin' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
    expect(res.headers['cache-control']).toBe('no-store');

    const cookie = refreshCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: REFRESH_COOKIE_PATH });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
    // Only the hash is stored.
    const stored = await findRefreshTokenByHash(t.database.db, sha256(cookie?.value ?? ''));
    expect(stored?.adminId).toBe(admin?.id);

    // The token opens the admin routes.
    const list = await t.app.inject({
      method: 'GET',
      url: API.date.list,
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(list.statusCode).toBe(200);
  });

  it('marks the cookie Secure in production', async () => {
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'local', MAIL_TRANSPORT: 'file' },
    });
    try {
      await ensureAdmin(prod.database.db, TEST_ADMIN.mobileNumber, TEST_ADMIN.password);
      const res = await prod.app.inject({ method: 'POST', url: API.user.login, payload: TEST_ADMIN });
      expect(res.statusCode).toBe(200);
      expect(refreshCookie(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    } finally {
      await prod.close();
    }
  });

  it('refuses a wrong password and an unknown number with the same 401 message', async () => {
    const wrong = await login({ ...TEST_ADMIN, password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: MESSAGES.admin.invalidCredentials, code: 'UNAUTHORIZED' });
    expect(refreshCookie(wrong)).toBeUndefined();
    const unknown = await login({ mobileNumber: '07999999999', password: TEST_ADMIN.password });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(MESSAGES.admin.invalidCredentials);
  });

  it('validates the input: a mobile of 7-15 digits and both fields', async () => {
    const badMobile = await login({ mobileNumber: '12ab', password: 'x' });
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.json().message).toBe(MESSAGES.admin.mobileInvalid);
    const missing = await login({ mobileNumber: TEST_ADMIN.mobileNumber });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.admin.loginBothRequired);
    const empty = await t.app.inject({ method: 'POST', url: API.user.login });
    expect(empty.statusCode).toBe(400);
  });

  it('rotates the refresh token: a new access token and a new cookie each time', async () => {
    const first = await signIn();
    const r1 = await refresh(first.refreshToken);
    expect(r1.statusCode).toBe(200);
    const second = refreshCookie(r1)?.value;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first.refreshToken);
    expect(decodeJwt(r1.json().accessToken)).toMatchObject({ role: 'admin', mobileNumber: TEST_ADMIN.mobileNumber });

    const r2 = await refresh(second);
    expect(r2.statusCode).toBe(200);
    expect(refreshCookie(r2)?.value).not.toBe(second);
  });

  it('detects reuse: replaying a rotated token revokes the whole family', async () => {
    const { refreshToken: original } = await signIn();
    const rotated = await refresh(original);
    const current = refreshCookie(rotated)?.value as string;

    const replay = await refresh(original);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(MESSAGES.admin.sessionExpired);
    // The cookie is cleared on a refused refresh.
    expect(refreshCookie(replay)?.value).toBe('');

    // The legitimate holder's newer token is dead too.
    expect((await refresh(current)).statusCode).toBe(401);

    // Another session of the same admin is untouched.
    const other = await signIn();
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous refreshes with the same token through', async () => {
    const { refreshToken } = await signIn();
    const results = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses a missing, unknown or expired refresh token', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    const { refreshToken } = await signIn();
    const start = t.clock.now();
    try {
      t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
      expect((await refresh(refreshToken)).statusCode).toBe(401);
    } finally {
      t.clock.set(start);
    }
  });

  it('logs out: the family is revoked and the cookie cleared, with or without an access token', async () => {
    const { refreshToken } = await signIn();
    const rotated = refreshCookie(await refresh(refreshToken))?.value as string;
    const res = await logout(rotated);
    expect(res.statusCode).toBe(200);
    const cleared = refreshCookie(res);
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe(REFRESH_COOKIE_PATH);
    expect((await refresh(rotated)).statusCode).toBe(401);
    // Logging out twice, or with no cookie at all, is fine.
    expect((await logout(rotated)).statusCode).toBe(200);
    expect((await logout()).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: API.user.logout,
          headers: { 'content-type': 'application/json' },
          payload: '',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('rate limits failed logins per mobile number: 429 with the wait in the message and Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login({ ...TEST_ADMIN, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const blocked = await login({ ...TEST_ADMIN, password: 'wrong-again' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: MESSAGES.platform.tooManyRequests(15 * 60),
    });
    expect(blocked.json().message).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Even the right password waits, from any address.
    expect((await login(TEST_ADMIN, '10.9.9.9')).statusCode).toBe(429);

    const start = t.clock.now();
    try {
      t.clock.advance(15 * 60 * 1000 + 1000);
      expect((await login(TEST_ADMIN)).statusCode).toBe(200);
    } finally {
      t.clock.set(start);
    }
  });

  it('forgets the failures of a mobile number and of an address after a successful login', async () => {
    for (let i = 0; i < 4; i++) await login({ ...TEST_ADMIN, password: 'wrong' });
    expect((await login(TEST_ADMIN)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login({ ...TEST_ADMIN, password: 'wrong' })).statusCode).toBe(401);
    expect((await login(TEST_ADMIN)).statusCode).toBe(200);
    // Successful sign-ins alone never lock an address out (an office, a test run).
    for (let i = 0; i < 30; i++) expect((await login(TEST_ADMIN)).statusCode).toBe(200);
  });

  it('rate limits login attempts per client address across mobile numbers', async () => {
    for (let i = 0; i < 20; i++) {
      const mobile = `0790000${String(i).padStart(4, '0')}`;
      expect((await login({ mobileNumber: mobile, password: 'guess' })).statusCode).toBe(401);
    }
    const blocked = await login({ mobileNumber: '07900009999', password: 'guess' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // Another address is not affected.
    expect((await login(TEST_ADMIN, '10.200.0.1')).statusCode).toBe(200);
  });

  it('holds the limit under a parallel burst', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => login({ ...TEST_ADMIN, password: 'burst' })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });

  it('never returns a password hash', async () => {
    const admin = await findAdminByMobile(t.database.db, TEST_ADMIN.mobileNumber);
    const hash = admin?.passwordHash as string;
    expect(hash).toMatch(/^\$argon2id\$/);
    const session = await signIn();
    const auth = { authorization: `Bearer ${session.accessToken}` };
    const responses = [
      await login(TEST_ADMIN),
      await login({ ...TEST_ADMIN, password: 'wrong' }),
      await refresh(session.refreshToken),
      await t.app.inject({ method: 'GET', url: API.user.list, headers: auth }),
      await t.app.inject({ method: 'GET', url: API.date.list, headers: auth }),
      await t.app.inject({ method: 'GET', url: API.openApi }),
      await logout(session.refreshToken),
    ];
    for (const res of responses) {
      const raw = `${JSON.stringify(res.headers)}\n${res.body}`;
      expect(raw).not.toContain(hash);
      expect(raw).not.toContain('$argon2');
      expect(raw).not.toMatch(/password_?hash/i);
    }
    // Nor does the JWT carry it.
    expect(JSON.stringify(decodeJwt(session.accessToken))).not.toContain('argon2');
  });

  it('signs the admin out everywhere when the password is changed', async () => {
    const session = await signIn();
    expect(
      await changeAdminPassword(t.database.db, TEST_ADMIN.mobileNumber, 'a brand new password', t.clock.now()),
    ).toBe(true);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await login(TEST_ADMIN)).statusCode).toBe(401);
    expect((await login({ ...TEST_ADMIN, password: 'a brand new password' })).statusCode).toBe(200);
    await changeAdminPassword(t.database.db, TEST_ADMIN.mobileNumber, TEST_ADMIN.password, t.clock.now());
  });
});
