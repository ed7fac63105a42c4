import { parseArgs } from 'node:util';
import { MOBILE_PATTERN } from '@seaside/contract';
import { ConfigError, loadConfig } from '../config.js';
import { prepareDatabase } from '../db/prepare.js';
import { changeAdminPassword, ensureAdmin } from '../modules/admin-auth/admin-accounts.js';

const USAGE = `Usage:
  npm run admin -- create --mobile <7-15 digits> --password <at least 8 characters>
  npm run admin -- set-password --mobile <digits> --password <new password>`;

/** Operator CLI: creates admins and resets passwords on the configured database. */
async function run(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { mobile: { type: 'string' }, password: { type: 'string' } },
  });
  const command = positionals[0];
  const mobile = values.mobile ?? '';
  const password = values.password ?? '';
  if ((command !== 'create' && command !== 'set-password') || !MOBILE_PATTERN.test(mobile) || password.length < 8) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await prepareDatabase(config);
  try {
    if (command === 'create') {
      const created = await ensureAdmin(database.db, mobile, password);
      console.log(
        created ? `Admin ${mobile} created.` : `Admin ${mobile} already exists (use set-password to change it).`,
      );
      return created ? 0 : 1;
    }
    const updated = await changeAdminPassword(database.db, mobile, password, new Date());
    console.log(
      updated
        ? `Password of ${mobile} changed; every session of that admin is signed out.`
        : `No admin with mobile ${mobile}.`,
    );
    return updated ? 0 : 1;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
