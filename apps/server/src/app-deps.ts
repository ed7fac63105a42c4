import type { Config } from './config.js';
import type { Clock } from './core/clock.js';
import type { KeptCopy } from './core/kept-copy.js';
import type { RateLimiter } from './core/rate-limiter.js';
import type { Database } from './db/client.js';
import type { ConfigCache } from './modules/configs/config-cache.js';
import type { HuntQuestion } from './modules/hunt/hunt-engine.js';
import type { PlayerBookingCache } from './modules/hunt/player-booking-cache.js';
import type { MailService } from './modules/mail/mail.service.js';
import type { MailWorker } from './modules/mail/mail.worker.js';

/** What every module gets from the app: configuration, database, clock and shared services. */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  rateLimiter: RateLimiter;
  mail: MailService;
  mailWorker: MailWorker;
  configCache: ConfigCache;
  playerBookings: PlayerBookingCache;
  /** The active clues in play order, kept until they change. */
  activeClues: KeptCopy<HuntQuestion[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
