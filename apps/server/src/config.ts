import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import {
  DEFAULT_CHANGE_CUTOFF_HOURS,
  DEFAULT_HINT_PENALTY_SECONDS,
  DEFAULT_PRICE_PER_PLAYER_PENCE,
  DEFAULT_REFUND_CUTOFF_HOURS,
  MOBILE_PATTERN,
} from '@seaside/contract';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Blank variables never get here (loadConfig drops them), so only the spaces around a value go. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim());

/** Runtime configuration of server-behaviour.md section 1 (names are a contract). */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
        .optional(),
    ),
    ADMIN_MOBILE: optionalText.pipe(z.string().regex(MOBILE_PATTERN, 'must be 7 to 15 digits').optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    PAYMENT_PROVIDER: optionalText.pipe(z.enum(['local', 'stripe']).optional()),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_URL: optionalText.pipe(z.url().optional()),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_TRANSPORT: optionalText.pipe(z.enum(['smtp', 'file']).optional()),
    MAIL_FROM: z.string().min(3).default('bookings@localhost'),
    MAIL_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
    VENUE_TIMEZONE: z
      .string()
      .refine(isTimeZone, 'must be an IANA time zone such as Europe/London')
      .default('Europe/London'),
    BRIEFING_TIME: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM (24-hour)')
      .default('09:00'),
    PRICE_PER_PLAYER: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_PRICE_PER_PLAYER_PENCE),
    HINT_PENALTY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(DEFAULT_HINT_PENALTY_SECONDS),
    STUCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(20),
    DAILY_CAPACITY: z.coerce.number().int().min(2).max(10_000).default(60),
    CHANGE_CUTOFF_HOURS: z.coerce.number().int().min(0).max(8760).default(DEFAULT_CHANGE_CUTOFF_HOURS),
    REFUND_CUTOFF_HOURS: z.coerce.number().int().min(0).max(8760).default(DEFAULT_REFUND_CUTOFF_HOURS),
    REMINDER_DAYS: z.coerce.number().int().min(0).max(60).default(2),
    BRAND_NAME: z.string().min(1).max(60).default('Seaside Secrets'),
    CONTACT_EMAIL: z.email().default('hello@example.com'),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis://')
        .optional(),
    ),
    CORS_ORIGINS: optionalText.pipe(
      z
        .string()
        .regex(
          /^https?:\/\/[^/\s,]+(\s*,\s*https?:\/\/[^/\s,]+)*$/,
          'must be comma-separated origins such as https://shop.example',
        )
        .optional(),
    ),
    TRUST_PROXY: optionalText.pipe(
      z
        .string()
        .refine(
          (value) => value === 'false' || value.split(',').every((entry) => isProxyAddress(entry.trim())),
          'must be false or the addresses of the proxies in front of the server (such as 10.0.0.5,10.0.1.0/24 or loopback); a hop count such as 1, or true, would take addresses a client writes into X-Forwarded-For',
        )
        .optional(),
    ),
    DEMO_SEASON: optionalText.pipe(z.enum(['true', 'false']).optional()),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    if (
      (env.PAYMENT_PROVIDER === 'stripe' || (!env.PAYMENT_PROVIDER && env.STRIPE_SECRET_KEY)) &&
      !env.STRIPE_SECRET_KEY
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when PAYMENT_PROVIDER=stripe',
      });
    }
    // A production site that silently fell back to the built-in checkout would confirm bookings for free.
    if (env.NODE_ENV === 'production' && !env.PAYMENT_PROVIDER && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'must be chosen when NODE_ENV=production: set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) to take card payments, or PAYMENT_PROVIDER=local to confirm bookings without taking any money',
      });
    }
    // Nor may it quietly write its customers' mails into files nobody reads.
    if (env.MAIL_TRANSPORT === 'smtp' || (env.NODE_ENV === 'production' && !env.MAIL_TRANSPORT)) {
      if (!env.SMTP_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['SMTP_URL'],
          message:
            env.MAIL_TRANSPORT === 'smtp'
              ? 'is required when MAIL_TRANSPORT=smtp'
              : 'is required when NODE_ENV=production (or MAIL_TRANSPORT=file to keep mails as .eml files under DATA_DIR/mail)',
        });
      }
    }
    // Links in mails and Stripe's return addresses would otherwise point at localhost.
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required when NODE_ENV=production (the address customers reach the site at)',
      });
    }
    // A live key takes real money: only a production server, with its checks above, may hold one.
    if (env.NODE_ENV !== 'production' && /^[rs]k_live_/.test(env.STRIPE_SECRET_KEY ?? '')) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is a live key (sk_live_ or rk_live_): it is taken only when NODE_ENV=production',
      });
    }
    // Stripe reports refunds, delayed payments and expiries only through its webhook.
    if (
      env.NODE_ENV === 'production' &&
      env.STRIPE_SECRET_KEY &&
      env.PAYMENT_PROVIDER !== 'local' &&
      !env.STRIPE_WEBHOOK_SECRET
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required when NODE_ENV=production and payments go through Stripe',
      });
    }
    if (env.ADMIN_MOBILE && !env.ADMIN_PASSWORD) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'is required when ADMIN_MOBILE is set' });
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  admin?: { mobileNumber: string; password: string };
  payment: {
    provider: 'local' | 'stripe';
    /** The built-in test checkout (local) takes no money: mails and pages then promise no card refund. */
    testCheckout: boolean;
    stripeSecretKey?: string;
    stripeWebhookSecret?: string;
    stripeApiUrl?: string;
  };
  /** leaseSeconds: how long a claimed mail stays with its worker before another may take it. */
  mail: { smtpUrl?: string; from: string; leaseSeconds: number };
  venueTimeZone: string;
  briefingTime: string;
  pricePerPlayerPence: number;
  /** Seconds added to a team's time per hint used (scores.md section 1). */
  hintPenaltySeconds: number;
  /** Minutes without progress after which a playing team shows "Stuck" on the Today board. */
  stuckMinutes: number;
  /** Seeds the stored default capacity (players per date) on first start; staff edit it after. */
  dailyCapacity: number;
  /** Hours before 00:00 (venue time) of the adventure date until which a customer may move it (booking-lifecycle.md 1). */
  changeCutoffHours: number;
  /** Hours before 00:00 (venue time) of the adventure date until which a customer may cancel with a full refund. */
  refundCutoffHours: number;
  /** Days before the adventure date, at BRIEFING_TIME, of the reminder mail; 0 = none. */
  reminderDays: number;
  /** Seeds a demo season of bookings and games into a new database (`npm start` outside production). */
  demoSeason: boolean;
  currency: 'GBP';
  brandName: string;
  contactEmail: string;
  jwtSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  redisUrl?: string;
  corsOrigins: string[];
  /** Fastify's `trustProxy`: false, or the proxies' addresses and ranges, comma-separated. */
  trustProxy: false | string;
}

export class ConfigError extends Error {}

/** Variables whose values are secrets (or URLs that may carry a password): never repeated in an error. */
const SECRET_VARIABLE = /SECRET|PASSWORD|_KEY$|_URL$/;

/** Parses the environment; throws ConfigError with one line naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A variable set to nothing (`PORT=`, compose's `${PORT:-}`) is unset: it takes its default, not 0.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim() !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'configuration');
    const got = env[name] === undefined || SECRET_VARIABLE.test(name) ? '' : ` (got ${JSON.stringify(env[name])})`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${got}`);
  }
  const e = parsed.data;
  const provider = e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'local');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    admin:
      e.ADMIN_MOBILE && e.ADMIN_PASSWORD ? { mobileNumber: e.ADMIN_MOBILE, password: e.ADMIN_PASSWORD } : undefined,
    payment: {
      provider,
      testCheckout: provider === 'local',
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripeApiUrl: e.STRIPE_API_URL,
    },
    mail: {
      smtpUrl: e.MAIL_TRANSPORT === 'file' ? undefined : e.SMTP_URL,
      from: e.MAIL_FROM,
      leaseSeconds: e.MAIL_LEASE_SECONDS,
    },
    venueTimeZone: e.VENUE_TIMEZONE,
    briefingTime: e.BRIEFING_TIME,
    pricePerPlayerPence: e.PRICE_PER_PLAYER,
    hintPenaltySeconds: e.HINT_PENALTY_SECONDS,
    stuckMinutes: e.STUCK_MINUTES,
    dailyCapacity: e.DAILY_CAPACITY,
    changeCutoffHours: e.CHANGE_CUTOFF_HOURS,
    refundCutoffHours: e.REFUND_CUTOFF_HOURS,
    reminderDays: e.REMINDER_DAYS,
    demoSeason: e.DEMO_SEASON === 'true',
    currency: 'GBP',
    brandName: e.BRAND_NAME,
    contactEmail: e.CONTACT_EMAIL,
    jwtSecret: e.JWT_SECRET ?? generatedSecret(dataDir, 'jwt-secret'),
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    corsOrigins: e.CORS_ORIGINS ? e.CORS_ORIGINS.split(',').map((o) => o.trim()) : [],
    trustProxy: trustProxyOf(e.TRUST_PROXY),
  };
}

/** proxy-addr's names for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, an address range in CIDR form (10.0.1.0/24, fd00::/8) or a named range. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-For is believed: only the listed addresses', so the client's address
 * is the one the nearest untrusted hop saw. `true` (every hop) would take whatever a client wrote;
 * Fastify trusts nobody for a bare hop count, so none is offered.
 */
function trustProxyOf(value: string | undefined): false | string {
  return !value || value === 'false' ? false : value.replace(/\s+/g, '');
}

/** A secret generated once and kept in DATA_DIR, so restarts keep sessions valid. */
function generatedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
