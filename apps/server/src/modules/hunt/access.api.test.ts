import { API, API_PREFIX, MESSAGES } from '@seaside/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookTeam, softDelete } from '../../test/hunt-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PLAYER_COOKIE } from './player-cookie.js';

// The test clock starts at 2026-06-15 12:00 in London (11:00Z, summer time).
const TODAY = '2026-06-15';
const NOON = '2026-06-15T11:00:00Z';

describe('GET /api/access/validate/{token}: the five statuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOON));

  const validate = (token: string) => t.app.inject({ method: 'GET', url: API.access.validateToken(token) });

  it('active on the adventure day: status, message, team leader and size, and the player cookie', async () => {
    const b = await bookTeam(t, TODAY, { fullName: 'Grace Hopper', teamMemberCount: 6 });
    const res = await validate(b.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'active',
      message: MESSAGES.player.tokenActive,
      data: { team: { name: 'Grace Hopper', size: 6 } },
    });
    const cookie = res.cookies.find((c) => c.name === PLAYER_COOKIE);
    expect(cookie).toMatchObject({ value: b.accessToken, httpOnly: true, sameSite: 'Lax', path: API_PREFIX });
    expect(cookie?.secure).toBeFalsy();
    // It lasts until midnight at the venue (12 hours from noon).
    expect(cookie?.maxAge).toBe(12 * 3600);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('pending before the day, expired after it, with no cookie', async () => {
    const b = await bookTeam(t, TODAY);
    t.clock.set('2026-06-14T11:00:00Z');
    const before = await validate(b.accessToken);
    expect(before.json()).toMatchObject({ status: 'pending', message: MESSAGES.player.tokenPending });
    expect(before.json().data.team).toMatchObject({ name: b.fullName });
    expect(before.cookies).toHaveLength(0);

    t.clock.set('2026-06-16T11:00:00Z');
    const after = await validate(b.accessToken);
    expect(after.json()).toMatchObject({ status: 'expired', message: MESSAGES.player.tokenExpired });
    expect(after.cookies).toHaveLength(0);
  });

  it('uses the venue time zone for the day boundaries', async () => {
    const b = await bookTeam(t, TODAY);
    // 23:30Z on the 14th is already 00:30 on the 15th in London (BST).
    t.clock.set('2026-06-14T23:30:00Z');
    expect((await validate(b.accessToken)).json().status).toBe('active');
    t.clock.set('2026-06-14T22:59:59Z');
    expect((await validate(b.accessToken)).json().status).toBe('pending');
    // 23:00Z on the 15th is midnight in London: over.
    t.clock.set('2026-06-15T22:59:59Z');
    expect((await validate(b.accessToken)).json().status).toBe('active');
    t.clock.set('2026-06-15T23:00:00Z');
    expect((await validate(b.accessToken)).json().status).toBe('expired');
  });

  it('revoked once the booking is deleted, without naming the team', async () => {
    const b = await bookTeam(t, TODAY);
    await softDelete(t, b.id);
    const res = await validate(b.accessToken);
    expect(res.json()).toEqual({ status: 'revoked', message: MESSAGES.player.tokenRevoked, data: { team: null } });
    expect(res.cookies).toHaveLength(0);
  });

  it('invalid for an unknown token', async () => {
    const res = await validate('not-a-real-token-0123456789abcdef');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'invalid', message: MESSAGES.player.tokenInvalid, data: { team: null } });
  });

  it('refuses an absurdly long token with a 4xx and a message', async () => {
    const res = await validate('x'.repeat(201));
    expect(res.statusCode).toBe(414);
    expect(res.json().message).toBeTruthy();
  });
});

describe('POST /api/access/validate-code', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set(NOON);
    address++;
  });

  const send = (body: unknown, remoteAddress = `10.0.0.${address}`) =>
    t.app.inject({ method: 'POST', url: API.access.validateCode, payload: body as object, remoteAddress });

  it("redirects to the token page for today's booking with that code (any case)", async () => {
    const b = await bookTeam(t, TODAY);
    const res = await send({ code: b.accessCode.toLowerCase(), date: new Date().toISOString() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { redirectUrl: `/puzzle/access/${b.accessToken}` } });
  });

  it('answers success:false with the message for an unknown code', async () => {
    const b = await bookTeam(t, TODAY);
    const other = b.accessCode === 'FFFF' ? 'EEEE' : 'FFFF';
    const res = await send({ code: other, date: new Date().toISOString() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, message: MESSAGES.player.invalidCode });
  });

  it("lets the server clock decide: the client's date is ignored", async () => {
    const tomorrow = await bookTeam(t, '2026-06-16');
    const res = await send({ code: tomorrow.accessCode, date: '2026-06-16T10:00:00Z' });
    expect(res.json()).toMatchObject({ success: false });
    t.clock.set('2026-06-16T08:00:00Z');
    const next = await send({ code: tomorrow.accessCode, date: '2020-01-01T00:00:00Z' });
    expect(next.json()).toMatchObject({ success: true });
  });

  it('does not find the code of a deleted booking', async () => {
    const b = await bookTeam(t, TODAY);
    await softDelete(t, b.id);
    expect((await send({ code: b.accessCode })).json()).toMatchObject({ success: false });
  });

  it('refuses a malformed code with 400 and the format message', async () => {
    for (const code of ['12', 'GGGG', '12345', '', 42]) {
      const res = await send({ code });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.player.codeFormat);
    }
  });

  it('allows 10 wrong codes per address in 10 minutes, then 429 with the time to wait', async () => {
    const b = await bookTeam(t, TODAY);
    const wrong = b.accessCode === '0000' ? '0001' : '0000';
    for (let i = 0; i < 10; i++) expect((await send({ code: wrong })).json().success).toBe(false);
    const blocked = await send({ code: wrong });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MESSAGES.platform.tooManyRequests(600));
    expect(blocked.headers['retry-after']).toBe('600');
    // Even the right code waits: the limit is what stops walking the code space.
    expect((await send({ code: b.accessCode })).statusCode).toBe(429);
    // Another address is not affected.
    expect((await send({ code: b.accessCode }, '10.9.9.9')).json().success).toBe(true);
    // After the window the address may try again.
    t.clock.set('2026-06-15T11:10:01Z');
    expect((await send({ code: b.accessCode })).json().success).toBe(true);
  });

  it('holds the limit under a parallel burst', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => send({ code: 'ABCD' })));
    const counted = results.filter((r) => r.statusCode === 200);
    expect(counted.length).toBe(10);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(20);
  });
});
