import { API } from '@seaside/contract';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookings } from '../../db/schema.js';
import { bookingValues } from '../../test/booking-values.js';
import { useAdminTestApp } from '../../test/test-app.js';

const HEADER =
  'fullName,email,registrationDate,teamMemberCount,paymentStatus,amount,bookingSource,accessCode,quizStatus,status,refundStatus,createdAt';
const BOM = '\uFEFF';

/** GET /api/user/export: the Booking List as CSV (operations.md section 5). */
describe('GET /api/user/export', () => {
  const { t, auth } = useAdminTestApp();

  beforeEach(async () => {
    await t.database.db.delete(bookings);
  });

  const exportCsv = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `${API.user.export}${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const lines = (body: string) => body.replace(BOM, '').split('\r\n').filter(Boolean);

  it('sends a header row then the listed bookings, newest adventure date first, as an attachment named for today', async () => {
    await t.database.db.insert(bookings).values([
      bookingValues({
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        registrationDate: '2026-07-01',
        teamMemberCount: 3,
        amountPence: 3000,
        accessCode: 'A1B2',
        createdAt: new Date('2026-06-01T10:00:00.123Z'),
      }),
      bookingValues({
        fullName: 'Grace Hopper',
        email: 'grace@example.com',
        registrationDate: '2026-08-01',
        teamMemberCount: 2,
        amountPence: 2050,
        isPaymentSuccessful: false,
        bookingSource: 'PARTNER',
        createdAt: new Date('2026-06-02T10:00:00Z'),
      }),
      bookingValues({
        fullName: 'Alan Turing',
        registrationDate: '2026-07-15',
        status: 'cancelled',
        refundStatus: 'refunded',
        quizStatus: 'completed',
        createdAt: new Date('2026-06-03T10:00:00Z'),
      }),
      bookingValues({ fullName: 'Deleted Person', deletedAt: new Date('2026-06-04T10:00:00Z') }),
    ]);
    const res = await exportCsv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bookings-2026-06-15.csv"');
    expect(res.body.startsWith(BOM)).toBe(true);
    expect(lines(res.body)).toEqual([
      HEADER,
      'Grace Hopper,grace@example.com,2026-08-01,2,Unpaid,20.50,PARTNER,,pending,active,none,2026-06-02T10:00:00.000Z',
      expect.stringMatching(
        /^Alan Turing,.*,2026-07-15,\d,Paid,40\.00,DIRECT,,completed,cancelled,refunded,2026-06-03T10:00:00\.000Z$/,
      ),
      'Ada Lovelace,ada@example.com,2026-07-01,3,Paid,30.00,DIRECT,A1B2,pending,active,none,2026-06-01T10:00:00.123Z',
    ]);
  });

  it('applies the list filters: quiz status and adventure date', async () => {
    await t.database.db
      .insert(bookings)
      .values([
        bookingValues({ fullName: 'Done July', registrationDate: '2026-07-01', quizStatus: 'completed' }),
        bookingValues({ fullName: 'Pending July', registrationDate: '2026-07-01' }),
        bookingValues({ fullName: 'Pending August', registrationDate: '2026-08-01' }),
      ]);
    const names = async (query: string) =>
      lines((await exportCsv(query)).body)
        .slice(1)
        .map((l) => l.split(',')[0]);
    expect(await names('?quizStatusFilter=completed')).toEqual(['Done July']);
    expect(await names('?quizStatusFilter=pending')).toEqual(['Pending August', 'Pending July']);
    expect(await names('?registrationDate=2026-07-01&quizStatusFilter=pending')).toEqual(['Pending July']);
    expect(await names('?quizStatusFilter=all&registrationDate=2026-08-01')).toEqual(['Pending August']);
    expect(await names('?registrationDate=2026-09-01')).toEqual([]);
    // Both keys present and empty, as operations.md writes the query: no filter.
    expect(await names('?quizStatusFilter=&registrationDate=')).toEqual([
      'Pending August',
      'Pending July',
      'Done July',
    ]);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${API.user.export}?registrationDate=2026-02-30`,
      headers: auth,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('quotes commas, quotes and new lines, and neutralises cells a spreadsheet would run', async () => {
    const names = [
      'Smith, "Jo"',
      'Line\nbreak',
      '=HYPERLINK("http://evil.test")',
      '+44 7700',
      '-2+3',
      '@SUM(A1)',
      '\tTabbed',
      '\rReturn',
    ];
    await t.database.db.insert(bookings).values(
      names.map((fullName, i) =>
        bookingValues({
          fullName,
          email: `n${i}@example.com`,
          createdAt: new Date(Date.UTC(2026, 5, 1, 0, 0, 60 - i)),
        }),
      ),
    );
    const body = (await exportCsv()).body;
    expect(body).toContain('\r\n"Smith, ""Jo""",n0@example.com,');
    expect(body).toContain('\r\n"Line\nbreak",n1@example.com,');
    expect(body).toContain(`\r\n"'=HYPERLINK(""http://evil.test"")",n2@example.com,`);
    expect(body).toContain("\r\n'+44 7700,n3@example.com,");
    expect(body).toContain("\r\n'-2+3,n4@example.com,");
    expect(body).toContain("\r\n'@SUM(A1),n5@example.com,");
    expect(body).toContain("\r\n'\tTabbed,n6@example.com,");
    expect(body).toContain(`\r\n"'\rReturn",n7@example.com,`);
  });

  it('ends the download, and the process keeps serving, when the database fails part way', async () => {
    await t.database.db.insert(bookings).values([bookingValues(), bookingValues()]);
    const service = t.app.services.bookings;
    const original = service.exportBookings.bind(service);
    const failing = vi.spyOn(service, 'exportBookings').mockImplementation((query) => {
      const { fileName, columns, records } = original(query);
      async function* brokenOff() {
        for await (const record of records) {
          yield record;
          throw new Error('connection terminated');
        }
      }
      return { fileName, columns, records: brokenOff() };
    });
    try {
      const broken = await t.app.inject({ method: 'GET', url: API.user.export, headers: auth }).catch((e) => e);
      // The response is cut off: an error, or a body without the second booking.
      expect(broken instanceof Error || lines(broken.body).length < 3).toBe(true);
    } finally {
      failing.mockRestore();
    }
    expect(lines((await exportCsv()).body)).toHaveLength(3);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.user.export });
    expect(res.statusCode).toBe(401);
  });

  it('streams 100,000 bookings with bounded memory', { timeout: 120_000 }, async () => {
    // Without the per-row trigger of the list's day counts (the export does not read them), as the bench seeds.
    await t.database.db.execute(sql`alter table bookings disable trigger user`);
    await t.database.db.execute(sql`
      insert into bookings (full_name, email, team_member_count, registration_date, amount_pence,
        is_payment_successful, created_at)
      select 'Guest ' || i, 'guest' || i || '@example.com', 2 + i % 5, date '2026-07-01' + (i % 90),
        2000, true, timestamptz '2026-01-01' + i * interval '1 second'
      from generate_series(1, 100000) as i`);
    await t.database.db.execute(sql`alter table bookings enable trigger user`);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}${API.user.export}`, { headers: auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let rows = 0;
    let chunks = 0;
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      chunks++;
      rows += decoder.decode(chunk, { stream: true }).split('\n').length - 1;
      if (chunks % 20 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    expect(rows).toBe(100_001);
    expect(chunks).toBeGreaterThan(10);
    // The whole list would take well over 100 MB as rows and text; a batch is about 1 MB.
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
  });
});
