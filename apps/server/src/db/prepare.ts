import type { Config } from '../config.js';
import { ensureAdmin } from '../modules/admin-auth/admin-accounts.js';
import { type Database, openDatabase, runMigrations } from './client.js';
import { seedDatabase } from './seed.js';

/** Opens the configured database, applies migrations, seeds, and bootstraps the configured admin. */
export async function prepareDatabase(config: Config, onPoolError?: (error: Error) => void): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, onPoolError });
  try {
    await runMigrations(database);
    await seedDatabase(database.db, { dailyCapacity: config.dailyCapacity });
    if (config.admin) await ensureAdmin(database.db, config.admin.mobileNumber, config.admin.password);
    return database;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
