import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { admins, refreshTokens } from '../../db/schema.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export interface NewRefreshToken {
  adminId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
}

export async function insertRefreshToken(db: DbOrTx, values: NewRefreshToken): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * The refresh token with this hash and its admin's mobile number, row-locked so two refreshes
 * presenting the same token are serialised (the second one then sees it rotated).
 */
export async function lockRefreshTokenByHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ token: RefreshTokenRow; mobileNumber: string } | undefined> {
  const [row] = await db
    .select({ token: refreshTokens, mobileNumber: admins.mobileNumber })
    .from(refreshTokens)
    .innerJoin(admins, eq(admins.id, refreshTokens.adminId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens });
  return row;
}

export async function findRefreshTokenByHash(db: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a token used; only succeeds once (a concurrent second rotation gets false). */
export async function markRotated(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/** Revokes every still-valid token of a login family; returns how many were revoked. */
export async function revokeFamily(db: DbOrTx, familyId: string, now: Date): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

/** Revokes every refresh token of an admin (e.g. after a password change). */
export async function revokeAllForAdmin(db: DbOrTx, adminId: string, now: Date): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.adminId, adminId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

/** Housekeeping: forgets an admin's tokens that expired before `before`. */
export async function deleteExpiredTokensOfAdmin(db: DbOrTx, adminId: string, before: Date): Promise<void> {
  await db.delete(refreshTokens).where(and(eq(refreshTokens.adminId, adminId), lt(refreshTokens.expiresAt, before)));
}
