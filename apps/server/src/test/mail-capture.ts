import type { OutboxRow } from '../modules/mail/mail.repository.js';
import type { MailTransport } from '../modules/mail/mail.transport.js';

/** A transport that records what it delivers; `failNext` makes the next deliveries throw. */
export class CapturingTransport implements MailTransport {
  readonly delivered: OutboxRow[] = [];
  failNext = 0;

  async deliver(mail: OutboxRow): Promise<void> {
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('simulated SMTP outage');
    }
    this.delivered.push(mail);
  }

  close(): void {}

  ofKind(kind: string): OutboxRow[] {
    return this.delivered.filter((m) => m.kind === kind);
  }
}
