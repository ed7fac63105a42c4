import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { admins } from '../../db/schema.js';

export type AdminRow = typeof admins.$inferSelect;

export async function findAdminByMobile(db: DbOrTx, mobileNumber: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.mobileNumber, mobileNumber));
  return row;
}

/** Inserts an admin unless one with that mobile exists; returns whether it was created. */
export async function insertAdminIfMissing(db: DbOrTx, mobileNumber: string, passwordHash: string): Promise<boolean> {
  const rows = await db
    .insert(admins)
    .values({ mobileNumber, passwordHash })
    .onConflictDoNothing({ target: admins.mobileNumber })
    .returning({ id: admins.id });
  return rows.length > 0;
}

export async function updateAdminPassword(
  db: DbOrTx,
  mobileNumber: string,
  passwordHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(admins)
    .set({ passwordHash, updatedAt: now })
    .where(eq(admins.mobileNumber, mobileNumber))
    .returning({ id: admins.id });
  return row?.id;
}

export async function recordAdminLogin(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(admins).set({ lastLoginAt: now }).where(eq(admins.id, id));
}
