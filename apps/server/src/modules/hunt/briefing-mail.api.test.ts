/**
 * The mission briefing (issue 6; server-behaviour section 6): written to the outbox with the
 * booking, delivered at BRIEFING_TIME on the adventure day (venue time), at once when the
 * booking is made later than that on the day, with the link and the code; re-scheduled on a
 * date change, never sent for a deleted booking.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { bookTeam, softDelete } from '../../test/hunt-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bookingForMail } from '../bookings/booking-confirmation.js';
import { findMailsByBooking } from '../mail/mail.repository.js';

let t: TestApp;
afterEach(() => t?.close());

async function app(now: string, env: Record<string, string> = {}): Promise<TestApp> {
  t = await createTestApp({ now, env });
  return t;
}

const briefings = () => t.mail.ofKind('briefing');

describe('mission briefing mail', () => {
  it('is sent at 09:00 venue time on the adventure day, with the link and the access code', async () => {
    await app('2026-06-10T12:00:00Z');
    const b = await bookTeam(t, '2026-06-15', { fullName: 'Ada Lovelace', email: 'ada@example.com' });
    await t.flushMail();
    expect(t.mail.ofKind('confirmation')).toHaveLength(1);
    expect(briefings()).toHaveLength(0);

    // 07:59:59Z is 08:59:59 in London (summer time): not yet.
    t.clock.set('2026-06-15T07:59:59Z');
    await t.flushMail();
    expect(briefings()).toHaveLength(0);

    t.clock.set('2026-06-15T08:00:00Z');
    await t.flushMail();
    expect(briefings()).toHaveLength(1);
    const mail = briefings()[0];
    const link = `http://shop.test/puzzle/access/${b.accessToken}`;
    expect(mail?.toAddress).toBe('ada@example.com');
    expect(mail?.subject).toContain('Mission briefing');
    expect(mail?.textBody).toContain(link);
    expect(mail?.textBody).toContain(`Access code: ${b.accessCode}`);
    expect(mail?.htmlBody).toContain(`href="${link}"`);
    expect(mail?.htmlBody).toContain(b.accessCode);
    expect(mail?.textBody).toContain('Ada Lovelace');

    // Delivered once, whatever the number of rounds.
    t.clock.advance(3_600_000);
    await t.flushMail();
    expect(briefings()).toHaveLength(1);
  });

  it('follows the venue time zone in winter and a configured BRIEFING_TIME', async () => {
    await app('2026-12-01T12:00:00Z', { BRIEFING_TIME: '07:30' });
    await bookTeam(t, '2026-12-24');
    t.clock.set('2026-12-24T07:29:59Z');
    await t.flushMail();
    expect(briefings()).toHaveLength(0);
    t.clock.set('2026-12-24T07:30:00Z');
    await t.flushMail();
    expect(briefings()).toHaveLength(1);
  });

  it('is sent at once when the booking is made on the day after the briefing time', async () => {
    await app('2026-06-15T13:00:00Z');
    const b = await bookTeam(t, '2026-06-15');
    await t.flushMail();
    expect(briefings()).toHaveLength(1);
    expect(briefings()[0]?.textBody).toContain(b.accessCode);
  });

  it('waits for the briefing time when the booking is made early on the day', async () => {
    await app('2026-06-15T05:00:00Z');
    await bookTeam(t, '2026-06-15');
    await t.flushMail();
    expect(briefings()).toHaveLength(0);
    t.clock.set('2026-06-15T08:00:00Z');
    await t.flushMail();
    expect(briefings()).toHaveLength(1);
  });

  it('is never sent for a deleted booking', async () => {
    await app('2026-06-10T12:00:00Z');
    const b = await bookTeam(t, '2026-06-15');
    await t.database.db.transaction(async (tx) => {
      await t.app.deps.mail.cancelBookingMails(tx, b.id);
    });
    await softDelete(t, b.id);
    t.clock.set('2026-06-15T12:00:00Z');
    await t.flushMail();
    expect(briefings()).toHaveLength(0);
    const rows = await findMailsByBooking(t.database.db, b.id);
    expect(rows.find((m) => m.kind === 'briefing')?.status).toBe('cancelled');
  });

  it('is re-scheduled on a date change, and the customer is told the new date', async () => {
    await app('2026-06-10T12:00:00Z');
    const b = await bookTeam(t, '2026-06-15');
    const moved = { ...b, registrationDate: '2026-06-20' };
    await t.database.db.transaction(async (tx) => {
      await t.app.deps.mail.queueDateChanged(tx, bookingForMail(moved), '2026-06-15', 'change-1');
    });
    await t.flushMail();
    const notice = t.mail.ofKind('date-change');
    expect(notice).toHaveLength(1);
    expect(notice[0]?.textBody).toContain('Saturday, 20 June 2026');
    expect(notice[0]?.textBody).toContain('Monday, 15 June 2026');

    // Nothing on the old date...
    t.clock.set('2026-06-15T12:00:00Z');
    await t.flushMail();
    expect(briefings()).toHaveLength(0);
    // ...and exactly one briefing on the new one.
    t.clock.set('2026-06-20T08:00:00Z');
    await t.flushMail();
    expect(briefings()).toHaveLength(1);
    expect(briefings()[0]?.textBody).toContain(`/puzzle/access/${b.accessToken}`);
  });
});
