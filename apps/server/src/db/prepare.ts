import type { Config } from '../config.js';
import { ensureAdmin } from '../modules/admin-auth/admin-accounts.js';
import { type Database, openDatabase, runMigrations } from './client.js';
import { seedDemoSeason } from './demo-season.js';
import { seedDatabase } from './seed.js';

/** Opens the configured database, applies migrations, seeds (with the demo season when asked), and bootstraps the configured admin. */
export async function prepareDatabase(config: Config, onPoolError?: (error: Error) => void): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, onPoolError });
  try {
    await runMigrations(database);
    await seedDatabase(database.db, { dailyCapacity: config.dailyCapacity });
    if (config.demoSeason) {
      await seedDemoSeason(database.db, {
        timeZone: config.venueTimeZone,
        pricePerPlayerPence: config.pricePerPlayerPence,
        hintPenaltySeconds: config.hintPenaltySeconds,
      });
    }
    if (config.admin) await ensureAdmin(database.db, config.admin.mobileNumber, config.admin.password);
    return database;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
