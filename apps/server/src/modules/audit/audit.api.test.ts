import { API, type AuditListResponse } from '@seaside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { writeAudit } from './audit.service.js';

describe('the audit list', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
    await t.database.db.delete(auditLog);
    // 23 clue records then 2 sign-ins, a minute apart.
    const start = new Date('2026-06-15T08:00:00Z').getTime();
    for (let i = 0; i < 25; i++) {
      const entityType = i < 23 ? 'question' : 'admin';
      await writeAudit(
        t.database.db,
        { actorId: null, actorLabel: 'system', action: `${entityType}.test`, entityType, entityId: String(i) },
        new Date(start + i * 60_000),
      );
    }
  });
  afterAll(() => t.close());

  async function list(query: string): Promise<AuditListResponse> {
    const res = await t.app.inject({ method: 'GET', url: `${API.audit.list}${query}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('pages newest first, 20 by default', async () => {
    const first = await list('');
    expect(first.total).toBe(25);
    expect(first.entries).toHaveLength(20);
    expect(first.entries.map((e) => e.entityId).slice(0, 3)).toEqual(['24', '23', '22']);
    expect(first.entries[0]).toEqual({
      id: expect.any(String),
      at: '2026-06-15T08:24:00.000Z',
      actor: 'system',
      action: 'admin.test',
      entityType: 'admin',
      entityId: '24',
      before: null,
      after: null,
    });
    const second = await list('?page=2&limit=20');
    expect(second.entries.map((e) => e.entityId)).toEqual(['4', '3', '2', '1', '0']);
    expect((await list('?page=9')).entries).toEqual([]);
  });

  it('filters by kind', async () => {
    const signIns = await list('?entityType=admin');
    expect(signIns.total).toBe(2);
    expect(signIns.entries.map((e) => e.entityId)).toEqual(['24', '23']);
    const clues = await list('?entityType=question&limit=5&page=2');
    expect(clues.total).toBe(23);
    expect(clues.entries.map((e) => e.entityId)).toEqual(['17', '16', '15', '14', '13']);
    expect((await list('?entityType=')).total).toBe(25);
    const unknownKind = await t.app.inject({
      method: 'GET',
      url: `${API.audit.list}?entityType=bookings`,
      headers: admin,
    });
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().message).toContain('booking, locked_date, question');
  });

  it("shows a real change with its admin and the changed record's before and after", async () => {
    const lock = await t.app.inject({
      method: 'POST',
      url: API.date.lock,
      headers: admin,
      payload: { lockedDate: '2026-08-01', mobileNumber: '07700900123' },
    });
    expect(lock.statusCode, lock.body).toBeLessThan(300);
    const [latest] = (await list('?entityType=locked_date')).entries;
    expect(latest).toMatchObject({ actor: '07700900123', action: 'date.lock', entityType: 'locked_date' });
  });

  it('refuses an unknown kind and out-of-range paging', async () => {
    for (const query of ['?entityType=bookings', '?limit=101', '?page=0', '?limit=abc']) {
      const res = await t.app.inject({ method: 'GET', url: `${API.audit.list}${query}`, headers: admin });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
