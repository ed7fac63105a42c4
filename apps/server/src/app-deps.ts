import type { Config } from './config.js';
import type { Clock } from './core/clock.js';
import type { PollingLoop } from './core/polling-loop.js';
import type { RateLimiter } from './core/rate-limiter.js';
import type { Database } from './db/client.js';
import type { MailService } from './modules/mail/mail.service.js';
import type { MailWorker } from './modules/mail/mail.worker.js';
import type { PaymentProviders } from './modules/payments/payments.service.js';

/**
 * What every service gets from the app: configuration, database, clock and the long-lived
 * objects built once in `buildApp`. Nothing here holds data between requests, so any number of
 * server processes can share one database.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  rateLimiter: RateLimiter;
  mail: MailService;
  mailWorker: MailWorker;
  /** Runs the refund worker's rounds (PaymentsService.processDueRefunds); poke it after queueing a refund. */
  refundWorker: PollingLoop;
  paymentProviders: PaymentProviders;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
