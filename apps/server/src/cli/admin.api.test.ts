import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../core/passwords.js';
import { type Database, type Db, openDatabase } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { findAdminByMobile } from '../modules/admin-auth/admin.repository.js';
import { insertMail } from '../modules/mail/mail.repository.js';
import { createTestDatabase } from '../test/test-database.js';

const root = path.resolve(import.meta.dirname, '../../../..');
const CLI = ['--import', 'tsx', path.join(root, 'apps/server/src/cli/admin.ts')];
const SCRIPT = '/usr/bin/script';

interface Run {
  code: number | null;
  out: string;
}

function collect(child: ChildProcess, onOutput: (out: string) => void = () => {}): Promise<Run> {
  let out = '';
  const add = (chunk: Buffer) => {
    out += chunk.toString();
    onOutput(out);
  };
  child.stdout?.on('data', add);
  child.stderr?.on('data', add);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

/**
 * `npm run admin -- …` as an operator runs it, on a database of its own: a PGlite DATA_DIR in a
 * temporary folder, or a fresh PostgreSQL database when the API tests run on PostgreSQL.
 */
describe('admin CLI', { timeout: 60_000 }, () => {
  let dataDir: string;
  let databaseUrl = '';
  let postgres: Database | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'seaside-admin-cli-'));
    if (process.env.TEST_DB_KIND === 'postgres' && process.env.TEST_DATABASE_URL) {
      postgres = await createTestDatabase();
      databaseUrl = postgres.pool?.options.connectionString ?? '';
    }
  });
  afterAll(async () => {
    await postgres?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const cliEnv = (extra: Record<string, string> = {}) => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
    delete env.ADMIN_PASSWORD;
    delete env.ADMIN_MOBILE;
    return { ...env, ...extra };
  };

  /** Runs the CLI with stdin not a terminal (as in a script or CI). */
  const admin = (args: string[], extra: Record<string, string> = {}) =>
    collect(
      spawn(process.execPath, [...CLI, ...args], { cwd: root, env: cliEnv(extra), stdio: ['ignore', 'pipe', 'pipe'] }),
    );

  /** Runs `work` on the database the CLI writes (PGlite's is closed again, for the CLI's next run). */
  async function withCliDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
    const database = postgres ?? (await openDatabase({ dataDir }));
    try {
      return await work(database.db);
    } finally {
      if (!postgres) await database.close();
    }
  }

  /** Whether `password` signs in as `mobile`, read from the database the CLI wrote. */
  const passwordWorks = (mobile: string, password: string) =>
    withCliDatabase(async (db) => {
      const found = await findAdminByMobile(db, mobile);
      return found !== undefined && (await verifyPassword(found.passwordHash, password));
    });

  const givenUpMail = (kind: string) => ({
    dedupeKey: `${kind}:cli-test`,
    messageId: `<${kind}-cli-test@localhost>`,
    kind,
    to: 'team@example.com',
    subject: 'Your booking',
    text: 'text',
    html: '<p>html</p>',
    sendAfter: new Date('2026-01-01T09:00:00Z'),
  });

  it.each([
    [['create', '--mobile', '07700900001', '--password', 'a-long-password']],
    [['create', '--mobile', '07700900001', '--password=a-long-password']],
    [['set-password', '--mobile', '07700900001', '--password', 'a-long-password']],
  ])('refuses a password on the command line (%j) and says how to pass it', async (args) => {
    const run = await admin(args, { ADMIN_PASSWORD: 'another-long-password' });
    expect(run.code).toBe(2);
    expect(run.out).toMatch(/Refused: --password/);
    expect(run.out).toContain('hidden prompt');
    expect(run.out).toContain('ADMIN_PASSWORD');
    // Refused before anything was opened or written.
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
  });

  it('without a terminal and without ADMIN_PASSWORD, says how to give the password', async () => {
    const run = await admin(['create', '--mobile', '07700900001']);
    expect(run.code).toBe(2);
    expect(run.out).toContain('No password: set ADMIN_PASSWORD');
  });

  it('refuses a password shorter than 8 characters without printing it', async () => {
    const run = await admin(['create', '--mobile', '07700900001'], { ADMIN_PASSWORD: 'short7c' });
    expect(run.code).toBe(2);
    expect(run.out).toContain('at least 8 characters');
    expect(run.out).not.toContain('short7c');
  });

  it('creates an admin and changes its password with the password in ADMIN_PASSWORD', async () => {
    const created = await admin(['create', '--mobile', '07700900001'], { ADMIN_PASSWORD: 'first-password' });
    expect(created.code, created.out).toBe(0);
    expect(created.out).toContain('Admin 07700900001 created.');
    expect(created.out).not.toContain('first-password');
    expect(await passwordWorks('07700900001', 'first-password')).toBe(true);

    const changed = await admin(['set-password', '--mobile', '07700900001'], { ADMIN_PASSWORD: 'second-password' });
    expect(changed.code, changed.out).toBe(0);
    expect(await passwordWorks('07700900001', 'second-password')).toBe(true);
    expect(await passwordWorks('07700900001', 'first-password')).toBe(false);
  });

  it('requeues the mail given up after a week of failures, but not a briefing of a day gone by', async () => {
    // The first run also creates and migrates the database the mails are written to.
    const empty = await admin(['requeue-mail']);
    expect(empty.code, empty.out).toBe(0);
    expect(empty.out).toContain('No given-up mail to requeue.');

    await withCliDatabase(async (db) => {
      for (const kind of ['confirmation', 'briefing']) {
        await insertMail(db, givenUpMail(kind));
      }
      await db.update(mailOutbox).set({ status: 'failed' });
    });
    const run = await admin(['requeue-mail']);
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain('1 given-up mail(s) requeued');
    const statuses = await withCliDatabase(async (db) =>
      Object.fromEntries((await db.select().from(mailOutbox)).map((m) => [m.kind, m.status])),
    );
    expect(statuses).toEqual({ confirmation: 'pending', briefing: 'failed' });
  });

  it.skipIf(!existsSync(SCRIPT))(
    'at a terminal, reads the password twice at a prompt that does not echo it',
    async () => {
      // script(1) gives the CLI a pseudo-terminal, as an operator's shell would.
      const command = [process.execPath, ...CLI, 'create', '--mobile', '07700900002'].map((a) => `'${a}'`).join(' ');
      const child = spawn(SCRIPT, ['-q', '-e', '-c', command, '/dev/null'], {
        cwd: root,
        env: cliEnv(),
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let answered = 0;
      const run = await collect(child, (out) => {
        // Type only once each prompt is shown: before that, the terminal would still echo.
        const prompts = (out.match(/Password \(at least 8 characters\): |Repeat the password: /g) ?? []).length;
        if (prompts > answered) {
          answered = prompts;
          child.stdin?.write('typed-at-prompt\r');
        }
        if (out.includes('created.')) child.stdin?.end();
      });
      expect(run.code, run.out).toBe(0);
      expect(answered).toBe(2);
      expect(run.out).toContain('Admin 07700900002 created.');
      expect(run.out, JSON.stringify(run.out)).not.toContain('typed-at-prompt');
      expect(await passwordWorks('07700900002', 'typed-at-prompt')).toBe(true);
    },
  );
});
