import { describe, expect, it } from 'vitest';
import { addDays, venueDate, venueDayEnd, venueInstant } from './venue-time.js';

function formatted(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

describe('venue days around midnights and daylight-saving changes', () => {
  const zones = ['Europe/London', 'America/Santiago', 'America/Sao_Paulo', 'Asia/Kolkata', 'Pacific/Apia', 'UTC'];

  it('agrees with plain formatting across midnights and daylight-saving changes, in any order', () => {
    // Every 7 minutes through the days around the 2026 changes (London: 29 Mar and 25 Oct;
    // Santiago: 5 Apr and 6 Sep, when its midnight is skipped), for each zone in turn and interleaved.
    const starts = ['2026-03-28T00:00:00Z', '2026-04-04T00:00:00Z', '2026-09-05T00:00:00Z', '2026-10-24T00:00:00Z'];
    for (const start of starts) {
      for (let minutes = 0; minutes < 3 * 24 * 60; minutes += 7) {
        const instant = new Date(Date.parse(start) + minutes * 60_000);
        for (const zone of zones)
          expect(venueDate(instant, zone), `${instant.toISOString()} ${zone}`).toBe(formatted(instant, zone));
      }
    }
  });

  it('follows a clock that jumps backwards and forwards', () => {
    const instants = [
      '2026-06-15T23:59:59.999Z',
      '2026-06-14T23:00:00.000Z',
      '2026-06-15T22:59:59.999Z',
      '2026-06-15T23:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
      '2025-12-31T23:59:59.999Z',
      '2026-06-15T11:00:00.000Z',
    ];
    for (const iso of instants) {
      const instant = new Date(iso);
      expect(venueDate(instant, 'Europe/London'), iso).toBe(formatted(instant, 'Europe/London'));
    }
  });

  it('ends a day at the next midnight, on ordinary and daylight-saving days', () => {
    for (const [iso, zone] of [
      ['2026-06-15T11:00:00Z', 'Europe/London'],
      ['2026-03-28T12:00:00Z', 'Europe/London'],
      ['2026-10-25T12:00:00Z', 'Europe/London'],
      ['2026-09-05T12:00:00Z', 'America/Santiago'],
    ] as const) {
      const today = venueDate(new Date(iso), zone);
      const computed = venueInstant(addDays(today, 1), '00:00', zone).getTime();
      expect(venueDayEnd(today, zone).getTime(), `${iso} ${zone}`).toBe(computed);
      expect(venueDayEnd(addDays(today, 3), zone).getTime()).toBe(
        venueInstant(addDays(today, 4), '00:00', zone).getTime(),
      );
    }
  });
});
