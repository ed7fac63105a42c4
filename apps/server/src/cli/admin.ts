import { parseArgs } from 'node:util';
import { MOBILE_PATTERN } from '@seaside/contract';
import { ConfigError, loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { prepareDatabase } from '../db/prepare.js';
import { changeAdminPassword, ensureAdmin } from '../modules/admin-auth/admin-accounts.js';
import { requeueGivenUpMail } from '../modules/mail/mail.service.js';
import { PromptCancelled, readHiddenLine } from './hidden-prompt.js';

const USAGE = `Usage:
  npm run admin -- create --mobile <7-15 digits>
  npm run admin -- set-password --mobile <digits>
  npm run admin -- requeue-mail
The password (at least 8 characters) is read from the ADMIN_PASSWORD environment variable when it
is set, else typed at a hidden prompt. requeue-mail puts the mail given up after a week of
failed deliveries back in the queue (not briefings and reminders: their day is gone).`;

const PASSWORD_ARGUMENT_REFUSED = `Refused: --password puts the password where every user of this machine can read it (ps) and in your shell history.
Leave it out and type the password at the hidden prompt, or pass it in the ADMIN_PASSWORD environment variable.`;

const MIN_PASSWORD_LENGTH = 8;
const PASSWORD_TOO_SHORT = `The password must be at least ${MIN_PASSWORD_LENGTH} characters; nothing was changed.`;

/** A mistake in how the command was called: the message is printed and the exit code is 2. */
class UsageError extends Error {}

/** ADMIN_PASSWORD when set, else a hidden prompt (asked twice) when a person is at a terminal. */
async function readPassword(): Promise<string> {
  const fromEnvironment = process.env.ADMIN_PASSWORD;
  if (fromEnvironment) {
    console.error('Using the password in ADMIN_PASSWORD.');
    return fromEnvironment;
  }
  if (!process.stdin.isTTY) {
    throw new UsageError(
      'No password: set ADMIN_PASSWORD, or run the command in a terminal to type it at a hidden prompt.',
    );
  }
  const password = await readHiddenLine(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `);
  if (password.length < MIN_PASSWORD_LENGTH) throw new UsageError(PASSWORD_TOO_SHORT);
  if ((await readHiddenLine('Repeat the password: ')) !== password) {
    throw new UsageError('The two passwords differ; nothing was changed.');
  }
  return password;
}

function parseCommandLine() {
  try {
    return parseArgs({
      allowPositionals: true,
      // --password is parsed only to refuse it with a useful message.
      options: { mobile: { type: 'string' }, password: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
}

/** Operator CLI: creates admins, resets passwords and requeues given-up mail on the configured database. */
async function run(): Promise<number> {
  const { positionals, values } = parseCommandLine();
  if (values.password !== undefined) throw new UsageError(PASSWORD_ARGUMENT_REFUSED);
  const command = positionals[0];
  if (command === 'requeue-mail') return requeueMail();
  const mobile = values.mobile ?? '';
  if ((command !== 'create' && command !== 'set-password') || !MOBILE_PATTERN.test(mobile)) {
    throw new UsageError(USAGE);
  }
  const password = await readPassword();
  if (password.length < MIN_PASSWORD_LENGTH) throw new UsageError(PASSWORD_TOO_SHORT);
  return withDatabase(async (db) => {
    if (command === 'create') {
      const created = await ensureAdmin(db, mobile, password);
      console.log(
        created ? `Admin ${mobile} created.` : `Admin ${mobile} already exists (use set-password to change it).`,
      );
      return created ? 0 : 1;
    }
    const updated = await changeAdminPassword(db, mobile, password, new Date());
    console.log(
      updated
        ? `Password of ${mobile} changed; every session of that admin is signed out.`
        : `No admin with mobile ${mobile}.`,
    );
    return updated ? 0 : 1;
  });
}

/** Given-up mail due again now: a running server's mail worker delivers it on its next round. */
function requeueMail(): Promise<number> {
  return withDatabase(async (db) => {
    const requeued = await requeueGivenUpMail(db, new Date());
    console.log(
      requeued === 0
        ? 'No given-up mail to requeue.'
        : `${requeued} given-up mail(s) requeued; a running server delivers them within seconds.`,
    );
    return 0;
  });
}

/** Runs `work` on the configured database (migrated first), and closes it. */
async function withDatabase(work: (db: Db) => Promise<number>): Promise<number> {
  const database = await prepareDatabase(loadConfig());
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof UsageError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error instanceof ConfigError || error instanceof PromptCancelled ? error.message : error);
    process.exit(1);
  },
);
