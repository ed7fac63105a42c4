import { describe, expect, it } from 'vitest';
import { adventureIcs } from './mail.templates.js';

const brand = { brandName: 'Seaside Secrets', contactEmail: 'hello@example.com', publicUrl: 'https://shop.example' };
const booking = {
  bookingId: '3f1c2b9a-0000-4000-8000-000000000001',
  manageUrl: 'https://shop.example/booking/manage/x',
  fullName: 'Ada',
  registrationDate: '2026-07-01',
  teamMemberCount: 40,
  amountPence: 40000,
};
const stamp = new Date('2026-06-15T11:00:00Z');

describe('calendar invites', () => {
  it('one UID per booking, the stored SEQUENCE, an all-day event, lines folded at 75 octets', () => {
    const ics = adventureIcs(
      { ...brand, brandName: 'Seaside Secrets — the long-named treasure hunt company of the seafront' },
      booking,
      stamp,
      { sequence: 2, cancelled: false },
    );
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain(`UID:${booking.bookingId}@shop.example`);
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toContain('DTSTART;VALUE=DATE:20260701');
    expect(ics).toContain('STATUS:CONFIRMED');
    const lines = ics.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('withdraws the event on cancellation', () => {
    const ics = adventureIcs(brand, booking, stamp, { sequence: 3, cancelled: true });
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('SEQUENCE:3');
  });
});
