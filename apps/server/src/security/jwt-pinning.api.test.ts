import { API } from '@seaside/contract';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAdminByMobile } from '../modules/admin-auth/admin.repository.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app.js';

/**
 * The admin access token is HS256 with the server's secret, and nothing else opens an admin
 * route: "none", other HMAC strengths, public-key algorithms (including a token whose header
 * carries its own key), a wrong secret, a tampered payload, an expired token or a non-admin role.
 */
describe('admin JWT: algorithm pinned to HS256', () => {
  let t: TestApp;
  let claims: { sub: string; mobileNumber: string; role: string };
  let secret: Uint8Array;
  beforeAll(async () => {
    t = await createTestApp();
    await t.adminAuth();
    const admin = await findAdminByMobile(t.database.db, TEST_ADMIN.mobileNumber);
    if (!admin) throw new Error('no admin');
    claims = { sub: admin.id, mobileNumber: admin.mobileNumber, role: 'admin' };
    secret = new TextEncoder().encode(t.config.jwtSecret);
  });
  afterAll(() => t.close());

  const now = () => Math.floor(t.clock.now().getTime() / 1000);
  const payload = () => ({ mobileNumber: claims.mobileNumber, role: claims.role });
  const adminCall = (token: string) =>
    Promise.all(
      [
        { method: 'GET' as const, url: `${API.user.list}?page=1&limit=5` },
        { method: 'GET' as const, url: `${API.date.list}?skip=0&limit=5` },
        { method: 'GET' as const, url: API.questions.list },
        { method: 'GET' as const, url: API.configs.list },
      ].map((r) => t.app.inject({ ...r, headers: { authorization: `Bearer ${token}` } })),
    );

  async function hs(alg: 'HS256' | 'HS384' | 'HS512', key: Uint8Array = secret, extra: Record<string, unknown> = {}) {
    return new SignJWT({ ...payload(), ...extra })
      .setProtectedHeader({ alg, typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt(now())
      .setExpirationTime(now() + 600)
      .sign(key);
  }

  it('accepts a genuine HS256 token (control)', async () => {
    const answers = await adminCall(await hs('HS256'));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
  });

  it('refuses alg "none" (unsigned), with and without a trailing signature', async () => {
    const unsigned = new UnsecuredJWT(payload())
      .setSubject(claims.sub)
      .setIssuedAt(now())
      .setExpirationTime(now() + 600);
    const token = unsigned.encode();
    expect(token.endsWith('.')).toBe(true);
    const genuine = await hs('HS256');
    const withSignature = `${token}${genuine.split('.')[2]}`;
    // "None"/"NONE" spellings some libraries once accepted.
    const header = (alg: string) => Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
    const body = token.split('.')[1];
    for (const candidate of [token, withSignature, `${header('None')}.${body}.`, `${header('NONE')}.${body}.`]) {
      const answers = await adminCall(candidate);
      expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
    }
  });

  it.each(['HS384', 'HS512'] as const)('refuses %s even when signed with the right secret', async (alg) => {
    const answers = await adminCall(await hs(alg));
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
  });

  it.each(['RS256', 'ES256', 'PS256'] as const)('refuses %s tokens, also with an embedded public key', async (alg) => {
    const { privateKey, publicKey } = await generateKeyPair(alg);
    const plain = await new SignJWT(payload())
      .setProtectedHeader({ alg, typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt(now())
      .setExpirationTime(now() + 600)
      .sign(privateKey);
    const embedded = await new SignJWT(payload())
      .setProtectedHeader({ alg, typ: 'JWT', jwk: await exportJWK(publicKey) })
      .setSubject(claims.sub)
      .setIssuedAt(now())
      .setExpirationTime(now() + 600)
      .sign(privateKey);
    for (const token of [plain, embedded]) {
      expect((await adminCall(token)).map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
    }
  });

  it('refuses HS256 with another secret, a tampered payload, an expired token and a non-admin role', async () => {
    const wrongSecret = await hs('HS256', new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'));
    const genuine = await hs('HS256');
    const [h, , s] = genuine.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...decodeJwt(genuine), mobileNumber: '07700900999' })).toString(
      'base64url',
    );
    const tampered = `${h}.${forgedBody}.${s}`;
    const expired = await new SignJWT(payload())
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt(now() - 3600)
      .setExpirationTime(now() - 60)
      .sign(secret);
    const player = await hs('HS256', secret, { role: 'player' });
    for (const token of [wrongSecret, tampered, expired, player, 'not-a-jwt', '']) {
      expect((await adminCall(token)).map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
    }
  });
});
