import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { signAdminToken } from '../core/access-tokens.js';
import { type Database, openDatabase } from '../db/client.js';
import { seedDatabase } from '../db/seed.js';
import { findAdminByMobile } from '../modules/admin-auth/admin.repository.js';
import { ensureAdmin } from '../modules/admin-auth/admin-accounts.js';
import type { MailTransport } from '../modules/mail/mail.transport.js';
import { TestClock } from './clock.js';
import { CapturingTransport } from './mail-capture.js';
import type { StripeDouble } from './stripe-double.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  clock: TestClock;
  mail: CapturingTransport;
  /** Delivers every due mail now (the worker does not run in tests unless asked). */
  flushMail(): Promise<number>;
  /** A valid bearer header for a seeded admin. */
  adminAuth(): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Defaults to noon on 2026-06-15, venue time. */
  now?: string;
  seed?: boolean;
  mailTransport?: MailTransport;
}

export const TEST_ADMIN = { mobileNumber: '07700900123', password: 'correct horse battery' };

/** The real app on a clean database, with a controllable clock and captured mail. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seaside-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    PUBLIC_URL: 'http://shop.test',
    ...options.env,
  });
  const database = await createTestDatabase();
  if (options.seed !== false) await seedDatabase(database.db, { dailyCapacity: config.dailyCapacity });
  const clock = new TestClock(options.now ?? '2026-06-15T11:00:00Z');
  const mail = new CapturingTransport();
  const app = await buildApp({
    config,
    database,
    clock,
    logger: false,
    mailTransport: options.mailTransport ?? mail,
  });
  await app.ready();

  let adminToken: string | undefined;
  return {
    app,
    config,
    database,
    clock,
    mail,
    flushMail: async () => {
      let total = 0;
      for (;;) {
        const n = await app.deps.mailWorker.runOnce();
        total += n;
        if (n === 0) return total;
      }
    },
    adminAuth: async () => {
      if (!adminToken) {
        await ensureAdmin(database.db, TEST_ADMIN.mobileNumber, TEST_ADMIN.password);
        const admin = await findAdminByMobile(database.db, TEST_ADMIN.mobileNumber);
        if (!admin) throw new Error('test admin missing');
        adminToken = await signAdminToken(
          config.jwtSecret,
          { sub: admin.id, mobileNumber: admin.mobileNumber, role: 'admin' },
          clock.now(),
        );
      }
      return { authorization: `Bearer ${adminToken}` };
    },
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server instance on the test app's database, as a second process would be: on
 * PostgreSQL with its own pool; on PGlite (one embedded database)
 * sharing it, and leaving its closing to the first.
 */
export async function secondInstance(t: TestApp): Promise<FastifyInstance> {
  const url = t.database.pool?.options.connectionString;
  const database = url
    ? await openDatabase({ databaseUrl: url, dataDir: 'unused' })
    : { ...t.database, close: async () => undefined };
  const app = await buildApp({ config: t.config, database, clock: t.clock, logger: false, mailTransport: t.mail });
  await app.ready();
  return app;
}

/**
 * One app for the enclosing describe block (created before its tests, closed after them) and the
 * seeded admin's bearer header. Both objects are filled in by the time the first test runs.
 */
export function useAdminTestApp(options: TestAppOptions = {}): { t: TestApp; auth: { authorization: string } } {
  const t = {} as TestApp;
  const auth = { authorization: '' };
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
    Object.assign(auth, await t.adminAuth());
  });
  afterAll(() => t.close());
  return { t, auth };
}

/**
 * `useAdminTestApp` plus a second server instance on the same database (`secondInstance`):
 * `second.app` is filled in by the time the first test runs.
 */
export function useTwoInstances(options: TestAppOptions = {}): {
  t: TestApp;
  auth: { authorization: string };
  second: { app: FastifyInstance };
} {
  const second = {} as { app: FastifyInstance };
  const { t, auth } = useAdminTestApp(options);
  beforeAll(async () => {
    second.app = await secondInstance(t);
  });
  afterAll(async () => {
    await second.app?.close();
  });
  return { t, auth, second };
}

/**
 * A test app on the stripe provider, talking to `double` (a loopback Stripe double started before
 * the enclosing describe block's tests and stopped after them) with the webhook secret given.
 * The returned object is filled in by the time the first test runs.
 */
export function useStripeTestApp(double: StripeDouble, secretKey: string, webhookSecret: string): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    const url = await double.start();
    Object.assign(
      t,
      await createTestApp({
        env: {
          PAYMENT_PROVIDER: 'stripe',
          STRIPE_SECRET_KEY: secretKey,
          STRIPE_WEBHOOK_SECRET: webhookSecret,
          STRIPE_API_URL: url,
        },
      }),
    );
  });
  afterAll(async () => {
    await t.close();
    await double.stop();
  });
  return t;
}
