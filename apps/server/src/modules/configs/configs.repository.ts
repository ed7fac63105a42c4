import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { messageConfigs } from '../../db/schema.js';

export type ConfigRow = typeof messageConfigs.$inferSelect;

export async function listConfigs(db: DbOrTx): Promise<ConfigRow[]> {
  return db.select().from(messageConfigs).orderBy(asc(messageConfigs.key));
}
