import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock.js';
import { backoffDelayMs, PollingLoop } from '../../core/polling-loop.js';
import type { Db } from '../../db/client.js';
import { claimDueMails, markMailFailedAttempt, markMailSent, renewMailLease } from './mail.repository.js';
import type { MailTransport } from './mail.transport.js';

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  clock: Clock;
  log: FastifyBaseLogger;
  pollMs?: number;
  batchSize?: number;
  leaseSeconds?: number;
  /**
   * How long after it was due a mail is still retried (a week): an SMTP server down for a
   * weekend, or a mistyped password fixed on Monday, loses nothing.
   */
  retryForMs?: number;
  /** Backoff base; attempt n waits base × 2^(n-1), capped at one hour. */
  backoffBaseMs?: number;
}

/** How long after it was due a mail is retried by default: a week. */
export const MAIL_RETRY_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/** Delivers the outbox: polls, claims due mails, sends, and schedules retries with exponential backoff. */
export class MailWorker {
  private readonly o: Required<MailWorkerOptions>;
  private readonly loop: PollingLoop;

  constructor(options: MailWorkerOptions) {
    this.o = {
      pollMs: 1000,
      batchSize: 10,
      leaseSeconds: 120,
      retryForMs: MAIL_RETRY_FOR_MS,
      backoffBaseMs: 5000,
      ...options,
    };
    this.loop = new PollingLoop({
      round: () => this.runOnce(),
      name: 'mail',
      log: this.o.log,
      pollMs: this.o.pollMs,
      batchSize: this.o.batchSize,
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Asks for a delivery round soon (after an enqueue). */
  poke(): void {
    this.loop.poke();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One delivery round; returns how many mails were attempted. Exposed for tests. */
  async runOnce(): Promise<number> {
    const { db, clock, batchSize, leaseSeconds } = this.o;
    const batch = await claimDueMails(db, clock.now(), batchSize, leaseSeconds);
    for (const mail of batch) {
      try {
        // Right before sending: a booking deleted since the claim has cancelled its briefing, and a
        // batch slowed by a hanging SMTP server may have outlived its lease (another worker owns
        // the mail then). The renewed lease covers this one send.
        if (!(await renewMailLease(db, mail, clock.now(), leaseSeconds))) continue;
        await this.o.transport.deliver(mail, this.o.from);
        await markMailSent(db, mail.id, clock.now());
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const now = clock.now().getTime();
        const giveUp = now - mail.sendAfter.getTime() >= this.o.retryForMs;
        const delay = backoffDelayMs(this.o.backoffBaseMs, mail.attempts);
        const stillPending = await markMailFailedAttempt(db, mail.id, message, giveUp ? null : new Date(now + delay));
        const details = { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, err: message };
        // A mail given up is lost to its customer until an operator requeues it (docs/deployment.md).
        if (giveUp && stillPending) this.o.log.error(details, 'mail given up after a week of failed deliveries');
        else this.o.log.warn(details, 'mail delivery failed');
      }
    }
    return batch.length;
  }
}
