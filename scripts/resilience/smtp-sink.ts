import { once } from 'node:events';
import type { Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string;
  subject: string;
  to: string;
  at: number;
}

/**
 * A real SMTP listener on loopback (the `smtp-server` package, plain SMTP without auth) that
 * records every message it accepts by Message-ID. It can be slowed down (a pause between the
 * end of DATA and the 250 answer, the window in which a crashed sender repeats a mail) and
 * taken down and brought back on the same port.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /** Milliseconds between receiving a message and answering 250. */
  replyDelayMs = 0;
  private server: SMTPServer | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async start(port = this.port): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 10 * 1024 * 1024,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const headers = raw.split(/\r?\n\r?\n/, 1)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
          const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
          // Accepted: from here on the message exists at the receiver, whether or not the sender hears 250.
          this.received.push({
            messageId: header('Message-ID'),
            subject: header('Subject'),
            to: header('To'),
            at: Date.now(),
          });
          const answer = () => callback();
          if (this.replyDelayMs > 0) setTimeout(answer, this.replyDelayMs);
          else answer();
        });
      },
    });
    server.on('error', () => undefined);
    // Track raw sockets so stop() can cut every open connection at once (an outage, not a drain).
    const netServer = (server as unknown as { server: import('node:net').Server }).server;
    netServer.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    server.listen(port, '127.0.0.1');
    await once(netServer, 'listening');
    const address = netServer.address();
    this.port = typeof address === 'object' && address ? address.port : port;
    this.server = server;
    return this.port;
  }

  /** Down: stops listening and cuts open connections. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get up(): boolean {
    return this.server !== undefined;
  }

  /** Messages whose Message-ID is in `ids`: total received, distinct, and the repeated ids. */
  countOf(ids: Set<string>): { total: number; distinct: number; repeated: string[] } {
    const seen = new Map<string, number>();
    for (const mail of this.received) {
      if (ids.has(mail.messageId)) seen.set(mail.messageId, (seen.get(mail.messageId) ?? 0) + 1);
    }
    let total = 0;
    const repeated: string[] = [];
    for (const [id, n] of seen) {
      total += n;
      if (n > 1) repeated.push(id);
    }
    return { total, distinct: seen.size, repeated };
  }
}
