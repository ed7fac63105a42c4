import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { messageConfigs } from '../../db/schema.js';

export type ConfigRow = typeof messageConfigs.$inferSelect;

export async function listConfigs(db: DbOrTx): Promise<ConfigRow[]> {
  return db.select().from(messageConfigs).orderBy(asc(messageConfigs.key));
}

/** The rows stored under any of `keys`, locked for update until the transaction ends. */
export async function findConfigsForUpdate(db: DbOrTx, keys: readonly string[]): Promise<ConfigRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(messageConfigs)
    .where(inArray(messageConfigs.key, [...keys]))
    .for('update');
}

export async function updateConfig(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<ConfigRow, 'value' | 'description' | 'isActive' | 'updatedBy' | 'updatedAt'>>,
): Promise<ConfigRow | undefined> {
  const [row] = await db.update(messageConfigs).set(values).where(eq(messageConfigs.id, id)).returning();
  return row;
}

/** Inserts a config that does not exist yet; undefined when another writer created it first. */
export async function insertConfigIfMissing(
  db: DbOrTx,
  values: typeof messageConfigs.$inferInsert,
): Promise<ConfigRow | undefined> {
  const [row] = await db
    .insert(messageConfigs)
    .values(values)
    .onConflictDoNothing({ target: messageConfigs.key })
    .returning();
  return row;
}
