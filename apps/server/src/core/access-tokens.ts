import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';

export interface AdminClaims {
  sub: string;
  mobileNumber: string;
  role: 'admin';
}

/** Signs the 15-minute admin access token (server-behaviour section 7). */
export async function signAdminToken(secret: string, claims: AdminClaims, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ mobileNumber: claims.mobileNumber, role: claims.role })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(new TextEncoder().encode(secret));
}

/** Verifies an admin access token; the algorithm is pinned so "none" and others are refused. */
export async function verifyAdminToken(secret: string, token: string, now: Date): Promise<AdminClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: [ALGORITHM],
      currentDate: now,
    });
    if (payload.role !== 'admin' || typeof payload.sub !== 'string' || typeof payload.mobileNumber !== 'string') {
      return null;
    }
    return { sub: payload.sub, mobileNumber: payload.mobileNumber, role: 'admin' };
  } catch {
    return null;
  }
}

/** A URL-safe random secret of `bytes` bytes (access tokens, refresh tokens, local session ids). */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
