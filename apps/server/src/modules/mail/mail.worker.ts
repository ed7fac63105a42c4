import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { claimDueMails, isMailStillPending, markMailFailedAttempt, markMailSent } from './mail.repository.js';
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
  maxAttempts?: number;
  /** Backoff base; attempt n waits base × 2^(n-1), capped at one hour. */
  backoffBaseMs?: number;
}

/** Delivers the outbox: polls, claims due mails, sends, and schedules retries with exponential backoff. */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private readonly o: Required<MailWorkerOptions>;

  constructor(options: MailWorkerOptions) {
    this.o = { pollMs: 1000, batchSize: 10, leaseSeconds: 120, maxAttempts: 25, backoffBaseMs: 5000, ...options };
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a delivery round soon (after an enqueue). */
  poke(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** One delivery round; returns how many mails were attempted. Exposed for tests. */
  async runOnce(): Promise<number> {
    const { db, clock, batchSize, leaseSeconds } = this.o;
    const batch = await claimDueMails(db, clock.now(), batchSize, leaseSeconds);
    for (const mail of batch) {
      try {
        // A booking deleted after the claim cancels its briefing: check right before sending.
        if (!(await isMailStillPending(db, mail.id))) continue;
        await this.o.transport.deliver(mail, this.o.from);
        await markMailSent(db, mail.id, clock.now());
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = mail.attempts >= this.o.maxAttempts;
        const delay = Math.min(this.o.backoffBaseMs * 2 ** (mail.attempts - 1), 3_600_000);
        await markMailFailedAttempt(db, mail.id, message, giveUp ? null : new Date(clock.now().getTime() + delay));
        this.o.log.warn(
          { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, err: message },
          'mail delivery failed',
        );
      }
    }
    return batch.length;
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.runOnce()
        .catch((error) => this.o.log.error({ err: error }, 'mail worker round failed'))
        .then((count) => {
          this.running = undefined;
          // A full batch means more may be due: go again at once.
          if (!this.stopped) this.schedule(count === this.o.batchSize ? 0 : this.o.pollMs);
        });
    }, delay);
    this.timer.unref();
  }
}
