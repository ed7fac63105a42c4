import { API, MESSAGES } from '@seaside/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema.js';
import { bookTeam } from '../test/hunt-fixtures.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app.js';

/**
 * Guessing is walled off: admin passwords (per mobile number and per client address) and the
 * 4-character access codes (per client address). A refusal is 429 with the wait in the message
 * and in Retry-After, a parallel burst cannot slip past the count, and even the right secret is
 * refused while the wall stands.
 */
const NOON = '2026-06-15T11:00:00Z';
const TODAY = '2026-06-15';

let address = 0;
const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

describe('admin login brute force', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.adminAuth(); // creates TEST_ADMIN
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(NOON);
    await t.database.db.delete(rateLimits);
  });

  const login = (password: string, remoteAddress: string, mobileNumber = TEST_ADMIN.mobileNumber) =>
    t.app.inject({ method: 'POST', url: API.user.login, payload: { mobileNumber, password }, remoteAddress });

  it('locks a mobile number after 5 wrong passwords, from any address, for 15 minutes', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login(`guess-${i}`, nextAddress());
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MESSAGES.admin.invalidCredentials);
    }
    const locked = await login('guess-6', nextAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: MESSAGES.platform.tooManyRequests(900),
    });
    expect(locked.json().message).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(locked.headers['retry-after']).toBe('900');

    // The right password does not get through the wall either.
    const right = await login(TEST_ADMIN.password, nextAddress());
    expect(right.statusCode).toBe(429);
    expect(right.json()).not.toHaveProperty('accessToken');
    expect(right.cookies).toHaveLength(0);

    // Ten minutes later the wait has shrunk, and the message says so.
    t.clock.advance(10 * 60 * 1000);
    const later = await login('guess-7', nextAddress());
    expect(later.statusCode).toBe(429);
    expect(later.json().message).toBe('Too many attempts. Please try again in 5 minutes.');

    // After the window the owner signs in.
    t.clock.advance(5 * 60 * 1000 + 1000);
    expect((await login(TEST_ADMIN.password, nextAddress())).statusCode).toBe(200);
  });

  it('locks a client address after 20 attempts over many mobile numbers (no spraying)', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 20; i++) {
      const res = await login('Summer2026!', ip, `0770090${String(1000 + i)}`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await login('Summer2026!', ip, '07700902000');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many attempts. Please try again in 15 minutes.');
    // Another address is not affected.
    expect((await login(TEST_ADMIN.password, nextAddress())).statusCode).toBe(200);
  });

  it('a parallel burst cannot slip past the count', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(`burst-${i}`, nextAddress())));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });
});

describe('access code brute force', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(NOON);
    await t.database.db.delete(rateLimits);
  });

  const tryCode = (code: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: API.access.validateCode,
      payload: { code, date: t.clock.now().toISOString() },
      remoteAddress,
    });

  it('allows 10 wrong codes per address in 10 minutes, then 429 with the wait; the right code is refused too', async () => {
    const team = await bookTeam(t, TODAY);
    const wrong = (i: number) => {
      const code = i.toString(16).toUpperCase().padStart(4, '0');
      return code === team.accessCode ? 'FFFF' : code;
    };
    const ip = nextAddress();
    for (let i = 0; i < 10; i++) {
      const res = await tryCode(wrong(i), ip);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: false, message: MESSAGES.player.invalidCode });
    }
    const locked = await tryCode(team.accessCode, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(locked.json().message).toBe('Too many attempts. Please try again in 10 minutes.');
    expect(locked.headers['retry-after']).toBe('600');
    expect(locked.body).not.toContain(team.accessToken);

    // Half-way: still locked, shorter wait.
    t.clock.advance(9 * 60 * 1000 + 30 * 1000);
    const later = await tryCode(team.accessCode, ip);
    expect(later.statusCode).toBe(429);
    expect(later.json().message).toBe('Too many attempts. Please try again in 30 seconds.');

    // After the window the team gets in.
    t.clock.advance(31 * 1000);
    const open = await tryCode(team.accessCode, ip);
    expect(open.json()).toEqual({
      success: true,
      data: { redirectUrl: `/puzzle/access/${team.accessToken}` },
    });
  });

  it('counts only wrong codes: teams sharing an address get in however many right codes they send', async () => {
    const team = await bookTeam(t, TODAY);
    const ip = nextAddress();
    for (let i = 0; i < 15; i++) {
      const res = await tryCode(team.accessCode, ip);
      expect(res.json()).toEqual({ success: true, data: { redirectUrl: `/puzzle/access/${team.accessToken}` } });
    }
    const wrong = team.accessCode === 'FFFF' ? 'FFFE' : 'FFFF';
    for (let i = 0; i < 10; i++) expect((await tryCode(wrong, ip)).statusCode).toBe(200);
    expect((await tryCode(wrong, ip)).statusCode).toBe(429);
  });

  it('a parallel burst of 40 guesses from one address gets exactly 10 answers', async () => {
    const ip = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => tryCode((0xa000 + i).toString(16).toUpperCase(), ip)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });
});

describe('access code guessing behind a proxy (TRUST_PROXY=127.0.0.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOON));

  /** A request through the proxy at 127.0.0.1, which appends the address it saw to what the client sent. */
  const throughProxy = (code: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: API.access.validateCode,
      payload: { code },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts the address the proxy saw, whatever the client wrote before it', async () => {
    const team = await bookTeam(t, TODAY);
    const wrong = team.accessCode === '0000' ? '0001' : '0000';
    for (let i = 0; i < 10; i++) {
      const res = await throughProxy(wrong, `198.51.100.${i}, 203.0.113.9`);
      expect(res.json().success).toBe(false);
    }
    expect((await throughProxy(wrong, '198.51.100.99, 203.0.113.9')).statusCode).toBe(429);
    // Another visitor behind the same proxy is not affected.
    expect((await throughProxy(team.accessCode, '203.0.113.10')).json().success).toBe(true);
  });
});
