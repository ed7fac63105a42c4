import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import { API, PAGES } from '@seaside/contract';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.js';
import type { Config } from './config.js';
import { type Clock, systemClock } from './core/clock.js';
import { PollingLoop } from './core/polling-loop.js';
import { COUNTER_SWEEP, DbRateLimiter } from './core/rate-limiter.js';
import type { Database } from './db/client.js';
import { adminRoutePlugins, createServices, publicRoutePlugins, type Services } from './modules/index.js';
import { MailService } from './modules/mail/mail.service.js';
import { fileTransport, type MailTransport, smtpTransport } from './modules/mail/mail.transport.js';
import { MailWorker } from './modules/mail/mail.worker.js';
import {
  CLIENT_ADDRESS_RETENTION,
  paymentProviders,
  REFUND_WORK,
  UNREPORTED_CHECKOUT_WORK,
} from './modules/payments/payments.service.js';
import { createPaymentProvider } from './modules/payments/providers/index.js';
import { registerAdminRoutes } from './plugins/admin-guard.js';
import { acceptEmptyJsonBody } from './plugins/empty-json-body.js';
import { frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler.js';
import { registerOpenApi } from './plugins/openapi.js';
import { quietRequestLogController, registerRequestLog } from './plugins/request-log.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerStorableInputCheck } from './plugins/storable-input.js';
import { registerWeb } from './plugins/web.js';

export interface BuildAppOptions {
  config: Config;
  /** An opened and migrated database; the app closes it on close. */
  database: Database;
  clock?: Clock;
  mailTransport?: MailTransport;
  /** Background work (mail delivery, refunds). Tests usually drive it by hand. */
  startWorkers?: boolean;
  /** pino options, or false to silence logs. */
  logger?: boolean | Record<string, unknown>;
  mailWorkerOptions?: { pollMs?: number; backoffBaseMs?: number };
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered (the admin-guard test enumerates them). */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Paths and fields never written to the logs. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.accessToken',
  '*.token',
];

/** Each path that carries a token, up to the token. */
const TOKEN_PATH_PREFIXES = [
  API.access.validateToken(''),
  PAGES.puzzleToken(''),
  API.manage.get(''),
  PAGES.manageBookingFor(''),
];

/**
 * Paths that carry a token (a player's access token: the briefing link and its API check; a
 * customer's manage token: the booking page and its API) are logged without it.
 */
export function maskSecretsInUrl(url: string): string {
  const prefix = TOKEN_PATH_PREFIXES.find((p) => url.startsWith(p));
  if (prefix === undefined) return url;
  const rest = url.slice(prefix.length);
  const tokenLength = rest.search(/[/?#]|$/);
  return tokenLength > 0 ? `${prefix}[REDACTED]${rest.slice(tokenLength)}` : url;
}

/** Fastify's request serializer, with the URL masked. */
const logSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: maskSecretsInUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: LOG_REDACT,
            serializers: logSerializers,
            ...(options.logger === true ? {} : options.logger),
          },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    // Fastify's own request lines are off: one line per answered request instead, at a level that
    // depends on the outcome (plugins/request-log.ts).
    logController: quietRequestLogController(),
    // Voucher images arrive as data URLs; everything else is small.
    bodyLimit: 1_500_000,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler,
  });
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.decorate('registeredRoutes', routes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const transport =
    options.mailTransport ??
    (config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : fileTransport(`${config.dataDir}/mail`));
  const mailWorker = new MailWorker({
    db: database.db,
    transport,
    from: config.mail.from,
    clock,
    log: app.log,
    leaseSeconds: config.mail.leaseSeconds,
    ...options.mailWorkerOptions,
  });
  // ioredis is loaded only when REDIS_URL asks for it.
  const redisLimiter = config.redisUrl
    ? new (await import('./core/redis-rate-limiter.js')).RedisRateLimiter(config.redisUrl)
    : undefined;
  const rateLimiter = redisLimiter ?? new DbRateLimiter(database.db);
  // Counters of passed windows are deleted every few minutes (Redis expires its own keys).
  const counterSweeper =
    rateLimiter instanceof DbRateLimiter
      ? new PollingLoop({
          round: () => rateLimiter.sweep(clock.now(), COUNTER_SWEEP.batchSize),
          name: 'rate-limit counter sweep',
          log: app.log,
          pollMs: COUNTER_SWEEP.pollMs,
          batchSize: COUNTER_SWEEP.batchSize,
        })
      : undefined;
  // The loop is built before the services whose round it runs (services get it to poke it).
  let services: Services | undefined;
  const refundWorker = new PollingLoop({
    round: () => services?.payments.processDueRefunds(app.log) ?? Promise.resolve(0),
    name: 'refund',
    log: app.log,
    pollMs: options.mailWorkerOptions?.pollMs ?? 2000,
    batchSize: REFUND_WORK.batchSize,
  });
  const unreportedCheckoutWorker = new PollingLoop({
    round: () => services?.payments.settleUnreportedCheckouts(app.log) ?? Promise.resolve(0),
    name: 'unreported checkout',
    log: app.log,
    pollMs: UNREPORTED_CHECKOUT_WORK.pollMs,
    batchSize: UNREPORTED_CHECKOUT_WORK.batchSize,
  });
  const clientAddressRetention = new PollingLoop({
    round: () => services?.payments.forgetClientAddresses() ?? Promise.resolve(0),
    name: 'checkout address retention',
    log: app.log,
    pollMs: CLIENT_ADDRESS_RETENTION.pollMs,
    batchSize: CLIENT_ADDRESS_RETENTION.batchSize,
  });
  const deps: AppDeps = {
    config,
    database,
    clock,
    rateLimiter,
    mail: new MailService(config, clock, () => mailWorker.poke()),
    mailWorker,
    refundWorker,
    paymentProviders: paymentProviders(createPaymentProvider(config), config.publicUrl),
  };
  app.decorate('deps', deps);
  services = createServices(deps);
  app.decorate('services', services);
  app.decorateRequest('admin', null);

  await app.register(cookie);
  // CORS stays closed (no Access-Control-* headers) unless CORS_ORIGINS lists the allowed origins.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, credentials: true });
  }
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    hsts: config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  registerRequestLog(app);
  registerErrorHandler(app);
  acceptEmptyJsonBody(app);
  registerStorableInputCheck(app);
  await registerOpenApi(app, config.brandName);

  for (const plugin of publicRoutePlugins) await app.register(plugin);
  await registerAdminRoutes(app, adminRoutePlugins);
  await registerWeb(app, config);

  app.get(API.openApi, { schema: { hide: true } }, async () => app.swagger());

  if (options.startWorkers) {
    app.addHook('onReady', async () => {
      mailWorker.start();
      refundWorker.start();
      unreportedCheckoutWorker.start();
      clientAddressRetention.start();
      counterSweeper?.start();
    });
  }
  app.addHook('onClose', async () => {
    await mailWorker.stop();
    await refundWorker.stop();
    await unreportedCheckoutWorker.stop();
    await clientAddressRetention.stop();
    await counterSweeper?.stop();
    transport.close();
    await redisLimiter?.close();
    await database.close();
  });
  return app;
}
