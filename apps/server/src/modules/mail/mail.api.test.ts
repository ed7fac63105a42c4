import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cancelUnsentMails, claimDueMails, findMailsByBooking, insertMail } from './mail.repository.js';
import { requeueGivenUpMail } from './mail.service.js';
import { smtpTransport } from './mail.transport.js';
import { MAIL_RETRY_FOR_MS, MailWorker } from './mail.worker.js';

const BOOKING = '00000000-0000-4000-8000-000000000001';

function sampleMail(key: string) {
  return {
    dedupeKey: key,
    messageId: `<${key}@test>`,
    kind: 'test',
    bookingId: BOOKING,
    to: 'guest@example.com',
    subject: 'Hello',
    text: 'Plain body',
    html: '<p>HTML body</p>',
    sendAfter: new Date('2026-06-15T10:00:00Z'),
  };
}

/** A mail worker of the test app whose warnings and errors the test reads. */
function workerWithFakeLog(t: TestApp) {
  const log = { warn: vi.fn(), error: vi.fn() };
  const worker = new MailWorker({
    db: t.database.db,
    transport: t.mail,
    from: 'bookings@example.com',
    clock: t.clock,
    log: log as unknown as FastifyBaseLogger,
  });
  return { worker, log };
}

describe('mail outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps one mail per cause', async () => {
    expect(await insertMail(t.database.db, sampleMail('cause-1'))).toBe(true);
    expect(await insertMail(t.database.db, sampleMail('cause-1'))).toBe(false);
    expect(await t.flushMail()).toBe(1);
    expect(t.mail.ofKind('test')).toHaveLength(1);
  });

  it('waits for the scheduled time', async () => {
    await insertMail(t.database.db, { ...sampleMail('later'), sendAfter: new Date('2026-06-16T08:00:00Z') });
    expect(await t.flushMail()).toBe(0);
    t.clock.set('2026-06-16T08:00:01Z');
    expect(await t.flushMail()).toBe(1);
  });

  it('retries with backoff after a failure and delivers once the transport is back', async () => {
    await insertMail(t.database.db, { ...sampleMail('flaky'), sendAfter: t.clock.now() });
    t.mail.failNext = 2;
    expect(await t.app.deps.mailWorker.runOnce()).toBe(1);
    const [row] = (await findMailsByBooking(t.database.db, BOOKING)).filter((m) => m.dedupeKey === 'flaky');
    expect(row?.status).toBe('pending');
    expect(row?.lastError).toContain('simulated');
    // Not due again until the backoff has passed.
    expect(await t.app.deps.mailWorker.runOnce()).toBe(0);
    t.clock.advance(5_000);
    await t.app.deps.mailWorker.runOnce();
    t.clock.advance(10_000);
    await t.app.deps.mailWorker.runOnce();
    const after = (await findMailsByBooking(t.database.db, BOOKING)).find((m) => m.dedupeKey === 'flaky');
    expect(after?.status).toBe('sent');
    expect(after?.attempts).toBe(3);
  });

  const rowOf = async (key: string) =>
    (await findMailsByBooking(t.database.db, BOOKING)).find((m) => m.dedupeKey === key);

  it('keeps retrying through a long SMTP outage, about hourly, and delivers once the server is back', async () => {
    await insertMail(t.database.db, { ...sampleMail('outage'), sendAfter: t.clock.now() });
    t.mail.failNext = Number.MAX_SAFE_INTEGER;
    for (let hour = 0; hour < 48; hour++) {
      await t.app.deps.mailWorker.runOnce();
      t.clock.advance(3_600_000);
    }
    const during = await rowOf('outage');
    expect(during?.status).toBe('pending');
    expect(during?.attempts).toBeGreaterThan(40);
    t.mail.failNext = 0;
    await t.app.deps.mailWorker.runOnce();
    expect((await rowOf('outage'))?.status).toBe('sent');
  });

  it('gives a mail up a week after it was due, keeping its last error, and logs that at error level', async () => {
    const { worker, log } = workerWithFakeLog(t);
    const due = t.clock.now();
    await insertMail(t.database.db, { ...sampleMail('lost'), sendAfter: due });
    await insertMail(t.database.db, { ...sampleMail('lost-briefing'), kind: 'briefing', sendAfter: due });
    t.mail.failNext = Number.MAX_SAFE_INTEGER;
    await worker.runOnce();
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
    t.clock.set(new Date(due.getTime() + MAIL_RETRY_FOR_MS + 1000));
    await worker.runOnce();
    t.mail.failNext = 0;
    const lost = await rowOf('lost');
    expect(lost?.status).toBe('failed');
    expect(lost?.lastError).toContain('simulated');
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ mailId: lost?.id, kind: 'test' }),
      'mail given up after a week of failed deliveries',
    );

    expect((await rowOf('lost-briefing'))?.status).toBe('failed');

    // The operator's requeue (`npm run admin -- requeue-mail`) delivers it on the next round, and
    // leaves the briefing of a day gone by.
    t.clock.set(new Date());
    expect(await requeueGivenUpMail(t.database.db, t.clock.now())).toBe(1);
    // Due now, with a new retry week.
    expect((await rowOf('lost'))?.sendAfter).toEqual(t.clock.now());
    expect(await worker.runOnce()).toBe(1);
    expect((await rowOf('lost'))?.status).toBe('sent');
    expect((await rowOf('lost-briefing'))?.status).toBe('failed');
  });

  it("cancels a booking's given-up mails with its pending ones, so a requeue never sends them", async () => {
    const bookingId = '00000000-0000-4000-8000-000000000002';
    await insertMail(t.database.db, { ...sampleMail('given-up'), bookingId });
    await insertMail(t.database.db, { ...sampleMail('still-pending'), bookingId });
    await t.database.db.execute(sql`update mail_outbox set status = 'failed' where dedupe_key = 'given-up'`);
    expect(await cancelUnsentMails(t.database.db, bookingId)).toBe(2);
    const statuses = (await findMailsByBooking(t.database.db, bookingId)).map((m) => m.status);
    expect(statuses).toEqual(['cancelled', 'cancelled']);
  });
});

/** A real SMTP server that records every message it accepts. */
function smtpListener(received: string[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
}

describe('mail over real SMTP', () => {
  it('delivers text and HTML with the stable Message-ID, and survives a listener that starts late', async () => {
    const received: string[] = [];
    const server = smtpListener(received);
    // Reserve a port, then close it so the first attempts fail.
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const port = (server.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));

    const t = await createTestApp();
    try {
      const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
      const worker = new MailWorker({
        db: t.database.db,
        transport,
        from: 'bookings@shop.test',
        clock: t.clock,
        log: t.app.log,
        backoffBaseMs: 1000,
      });
      await insertMail(t.database.db, { ...sampleMail('smtp-1'), sendAfter: t.clock.now() });
      await worker.runOnce();
      expect(received).toHaveLength(0);

      const restarted = smtpListener(received);
      restarted.listen(port, '127.0.0.1');
      await once(restarted.server, 'listening');
      t.clock.advance(1000);
      await worker.runOnce();
      transport.close();
      await new Promise<void>((resolve) => restarted.close(() => resolve()));

      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Message-ID: <smtp-1@test>');
      expect(received[0]).toContain('text/plain');
      expect(received[0]).toContain('text/html');
    } finally {
      await t.close();
    }
  });
});

describe('while a batch is being delivered', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  /** Delivers a batch of two due mails, `first` and `second`, running `duringFirst` while the first goes out. */
  async function deliverTwo(second: Partial<ReturnType<typeof sampleMail>>, duringFirst: () => Promise<unknown>) {
    const now = t.clock.now();
    await insertMail(t.database.db, { ...sampleMail('first'), sendAfter: new Date(now.getTime() - 1000) });
    await insertMail(t.database.db, { ...sampleMail('second'), sendAfter: now, ...second });
    const deliver = t.mail.deliver.bind(t.mail);
    t.mail.deliver = async (mail) => {
      if (mail.dedupeKey === 'first') await duringFirst();
      return deliver(mail);
    };
    return t.app.deps.mailWorker.runOnce();
  }
  const secondMail = async () =>
    (await findMailsByBooking(t.database.db, BOOKING)).find((m) => m.dedupeKey === 'second');

  it('does not send a briefing cancelled meanwhile (its booking was deleted)', async () => {
    const attempted = await deliverTwo({ kind: 'briefing' }, () =>
      cancelUnsentMails(t.database.db, BOOKING, ['briefing']),
    );
    expect(attempted).toBe(2);
    expect(t.mail.delivered.map((m) => m.dedupeKey)).toEqual(['first']);
    expect((await secondMail())?.status).toBe('cancelled');
  });

  it('keeps a mail cancelled during its last failed attempt cancelled, and does not report it given up', async () => {
    const { worker, log } = workerWithFakeLog(t);
    const weekAgo = new Date(t.clock.now().getTime() - MAIL_RETRY_FOR_MS - 1000);
    await insertMail(t.database.db, { ...sampleMail('last-try'), sendAfter: weekAgo });
    t.mail.deliver = async () => {
      await cancelUnsentMails(t.database.db, BOOKING);
      throw new Error('simulated SMTP failure');
    };
    expect(await worker.runOnce()).toBe(1);
    const [mail] = await findMailsByBooking(t.database.db, BOOKING);
    expect(mail?.status).toBe('cancelled');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('leaves a mail another worker claimed after the batch outlived its lease to that worker', async () => {
    let claimedByOther: string[] = [];
    // The first send hangs past the batch's lease; another worker claims what is due meanwhile.
    const attempted = await deliverTwo({}, async () => {
      t.clock.advance(121_000);
      claimedByOther = (await claimDueMails(t.database.db, t.clock.now(), 10, 120)).map((m) => m.dedupeKey);
    });
    expect(attempted).toBe(2);
    expect(claimedByOther).toContain('second');
    expect(t.mail.delivered.map((m) => m.dedupeKey)).toEqual(['first']);
    expect(await secondMail()).toMatchObject({ status: 'pending', attempts: 2 });
  });
});
