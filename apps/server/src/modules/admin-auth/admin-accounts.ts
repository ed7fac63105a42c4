import { hashPassword } from '../../core/passwords.js';
import type { DbOrTx } from '../../db/client.js';
import { insertAdminIfMissing } from './admin.repository.js';

/** Creates the admin named by ADMIN_MOBILE/ADMIN_PASSWORD (or the CLI) unless it already exists. */
export async function ensureAdmin(db: DbOrTx, mobileNumber: string, password: string): Promise<boolean> {
  return insertAdminIfMissing(db, mobileNumber, await hashPassword(password));
}
