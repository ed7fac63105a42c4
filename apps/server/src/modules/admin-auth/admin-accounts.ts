import { hashPassword } from '../../core/passwords.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { insertAdminIfMissing, updateAdminPassword } from './admin.repository.js';
import { revokeAllForAdmin } from './refresh-tokens.repository.js';

/** Creates the admin named by ADMIN_MOBILE/ADMIN_PASSWORD (or the CLI) unless it already exists. */
export async function ensureAdmin(db: DbOrTx, mobileNumber: string, password: string): Promise<boolean> {
  return insertAdminIfMissing(db, mobileNumber, await hashPassword(password));
}

/** Sets a new password and signs the admin out everywhere (every refresh token revoked). */
export async function changeAdminPassword(db: Db, mobileNumber: string, password: string, now: Date): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const adminId = await updateAdminPassword(tx, mobileNumber, passwordHash, now);
    if (!adminId) return false;
    await revokeAllForAdmin(tx, adminId, now);
    return true;
  });
}
