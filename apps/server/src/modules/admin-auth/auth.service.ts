import { randomUUID } from 'node:crypto';
import { type LoginRequest, MESSAGES } from '@seaside/contract';
import type { AppDeps } from '../../app-deps.js';
import { randomToken, sha256, signAdminToken } from '../../core/access-tokens.js';
import { AppError } from '../../core/errors.js';
import { hashPassword, verifyPassword } from '../../core/passwords.js';
import type { DbOrTx } from '../../db/client.js';
import { writeAudit } from '../audit/audit.service.js';
import { findAdminByMobile, recordAdminLogin } from './admin.repository.js';
import {
  deleteExpiredTokensOfAdmin,
  insertRefreshToken,
  lockRefreshTokenByHash,
  markRotated,
  revokeFamily,
} from './refresh-tokens.repository.js';

/** A refresh token lives 7 days from its last rotation (an idle admin signs in again after a week). */
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Login throttling (server-behaviour section 7): attempts per mobile number and per client address. */
export const LOGIN_LIMITS = {
  perMobile: { limit: 5, windowSeconds: 15 * 60 },
  perAddress: { limit: 20, windowSeconds: 15 * 60 },
} as const;

export interface Session {
  accessToken: string;
  refreshToken: string;
}

const mobileKey = (mobile: string) => `admin-login:mobile:${mobile}`;
const addressKey = (ip: string) => `admin-login:ip:${ip}`;

type RotateOutcome = { ok: true; session: Session } | { ok: false; reuse: boolean };

export class AuthService {
  /** Verified against when the account does not exist, so the answer's timing does not reveal it. */
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly deps: AppDeps) {}

  private dummyPasswordHash(): Promise<string> {
    this.dummyHash ??= hashPassword('not-a-real-password');
    return this.dummyHash;
  }

  private async issueSession(
    tx: DbOrTx,
    admin: { id: string; mobileNumber: string },
    familyId: string,
    now: Date,
  ): Promise<Session> {
    const refreshToken = randomToken(32);
    await insertRefreshToken(tx, {
      adminId: admin.id,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      createdAt: now,
    });
    const accessToken = await signAdminToken(
      this.deps.config.jwtSecret,
      { sub: admin.id, mobileNumber: admin.mobileNumber, role: 'admin' },
      now,
    );
    return { accessToken, refreshToken };
  }

  /**
   * Mobile number + password. Every attempt counts against the per-address and per-mobile
   * windows *before* the password is checked (atomic counters, so a parallel burst cannot slip
   * through); a successful login clears both counters, so in effect failures are counted. Unknown numbers are verified
   * against a dummy hash so the answer time does not reveal which numbers are admins.
   */
  async login(input: LoginRequest, clientAddress: string): Promise<Session> {
    const now = this.deps.clock.now();
    const { rateLimiter } = this.deps;
    for (const [key, rule] of [
      [addressKey(clientAddress), LOGIN_LIMITS.perAddress],
      [mobileKey(input.mobileNumber), LOGIN_LIMITS.perMobile],
    ] as const) {
      const state = await rateLimiter.hit(key, rule.limit, rule.windowSeconds, now);
      if (!state.allowed) {
        throw new AppError('RATE_LIMITED', MESSAGES.platform.tooManyRequests(state.retryAfter), {
          retryAfter: state.retryAfter,
        });
      }
    }

    const admin = await findAdminByMobile(this.deps.database.db, input.mobileNumber);
    const valid = await verifyPassword(admin?.passwordHash ?? (await this.dummyPasswordHash()), input.password);
    if (!admin || !valid) throw new AppError('UNAUTHORIZED', MESSAGES.admin.invalidCredentials);

    // Only failures should stay counted: a successful sign-in clears both windows (staff behind one
    // office address, and test runs, sign in many times a day).
    await rateLimiter.reset(mobileKey(input.mobileNumber));
    await rateLimiter.reset(addressKey(clientAddress));
    return this.deps.database.db.transaction(async (tx) => {
      await recordAdminLogin(tx, admin.id, now);
      await deleteExpiredTokensOfAdmin(tx, admin.id, now);
      const familyId = randomUUID();
      await writeAudit(
        tx,
        {
          actorId: admin.id,
          actorLabel: admin.mobileNumber,
          action: 'admin.login',
          entityType: 'admin',
          entityId: admin.id,
          after: { sessionFamily: familyId },
        },
        now,
      );
      return this.issueSession(tx, admin, familyId, now);
    });
  }

  /**
   * Rotates a refresh token: the presented one is marked used and a new one of the same family
   * is issued. Presenting an already rotated (or revoked) token means it was copied: the whole
   * family is revoked, so neither the thief nor the owner can continue without signing in again.
   */
  async refresh(presented: string | undefined): Promise<Session> {
    if (!presented) throw new AppError('UNAUTHORIZED', MESSAGES.admin.sessionExpired);
    const now = this.deps.clock.now();
    const outcome = await this.deps.database.db.transaction(async (tx): Promise<RotateOutcome> => {
      const found = await lockRefreshTokenByHash(tx, sha256(presented));
      if (!found) return { ok: false, reuse: false };
      const { token, mobileNumber } = found;
      if (token.rotatedAt || token.revokedAt) {
        await revokeFamily(tx, token.familyId, now);
        return { ok: false, reuse: true };
      }
      if (token.expiresAt <= now) return { ok: false, reuse: false };
      if (!(await markRotated(tx, token.id, now))) {
        await revokeFamily(tx, token.familyId, now);
        return { ok: false, reuse: true };
      }
      const session = await this.issueSession(tx, { id: token.adminId, mobileNumber }, token.familyId, now);
      return { ok: true, session };
    });
    if (!outcome.ok) throw new AppError('UNAUTHORIZED', MESSAGES.admin.sessionExpired);
    return outcome.session;
  }

  /** Ends the session of this refresh token (its whole family). Unknown or missing tokens are fine. */
  async logout(presented: string | undefined): Promise<void> {
    if (!presented) return;
    const now = this.deps.clock.now();
    await this.deps.database.db.transaction(async (tx) => {
      const found = await lockRefreshTokenByHash(tx, sha256(presented));
      if (!found) return;
      const revoked = await revokeFamily(tx, found.token.familyId, now);
      if (revoked === 0) return;
      await writeAudit(
        tx,
        {
          actorId: found.token.adminId,
          actorLabel: found.mobileNumber,
          action: 'admin.logout',
          entityType: 'admin',
          entityId: found.token.adminId,
          before: { sessionFamily: found.token.familyId },
        },
        now,
      );
    });
  }
}
