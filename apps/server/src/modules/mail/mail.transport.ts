import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { OutboxRow } from './mail.repository.js';

/** Delivers one outbox row. Throws on failure so the worker retries. */
export interface MailTransport {
  deliver(mail: OutboxRow, from: string): Promise<void>;
  close(): void;
}

function toMessage(mail: OutboxRow, from: string) {
  return {
    from,
    to: mail.toAddress,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    // A stable Message-ID derived from the cause lets receivers drop a repeat after a crash.
    messageId: mail.messageId,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content, 'base64'),
    })),
  };
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const options: SMTPTransport.Options = {
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
  const transporter = nodemailer.createTransport(options);
  return {
    async deliver(mail, from) {
      await transporter.sendMail(toMessage(mail, from));
    },
    close: () => transporter.close(),
  };
}

/** Writes each mail as an .eml file under `dir` (the embedded default: no SMTP needed). */
export function fileTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(mail, from) {
      const info = await builder.sendMail(toMessage(mail, from));
      await mkdir(dir, { recursive: true });
      const stamp = mail.createdAt.toISOString().replace(/[:.]/g, '-');
      // Named by outbox id: a repeated delivery overwrites the same file.
      await writeFile(path.join(dir, `${stamp}-${mail.kind}-${mail.id}.eml`), info.message as Buffer);
    },
    close: () => builder.close(),
  };
}
