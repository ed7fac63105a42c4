import { API, MESSAGES, type Question } from '@seaside/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, questions } from '../../db/schema.js';
import { useAdminTestApp } from '../../test/test-app.js';

const m = MESSAGES.questions;

let seq = 0;
function questionBody(overrides: Record<string, unknown> = {}) {
  seq++;
  return {
    clue: `Clue number ${seq}`,
    hint: `Hint ${seq}`,
    trivia: `Trivia ${seq}`,
    answer: `Answer ${seq}, Other ${seq}`,
    sequence: seq,
    isActive: true,
    type: 'text',
    ...overrides,
  };
}

describe('questions API', () => {
  const { t, auth } = useAdminTestApp({ seed: false });

  async function create(overrides: Record<string, unknown> = {}): Promise<Question> {
    const res = await t.app.inject({
      method: 'POST',
      url: API.questions.create,
      headers: auth,
      payload: questionBody(overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }

  async function list(query = ''): Promise<Question[]> {
    const res = await t.app.inject({ method: 'GET', url: `${API.questions.list}${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  beforeEach(async () => {
    await t.database.db.delete(questions);
  });

  it('refuses every call without a valid admin token', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const calls = [
      { method: 'GET', url: API.questions.list },
      { method: 'POST', url: API.questions.create, payload: questionBody() },
      { method: 'PUT', url: API.questions.update(id), payload: questionBody() },
      { method: 'PATCH', url: API.questions.toggleStatus(id) },
      { method: 'DELETE', url: API.questions.delete(id) },
      { method: 'POST', url: API.questions.reorder, payload: { questionIds: [id] } },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: { authorization: 'Bearer nope' } });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    expect(await t.database.db.select().from(questions)).toHaveLength(0);
  });

  it('creates a question: answers split and trimmed, empty hint dropped, audit written', async () => {
    const created = await create({ answer: '  Clock Tower ,clocktower,, Jubilee  ', hint: '   ', sequence: 3 });
    expect(created).toMatchObject({
      answer: ['Clock Tower', 'clocktower', 'Jubilee'],
      sequence: 3,
      isActive: true,
      isStart: false,
      type: 'text',
    });
    expect(created).not.toHaveProperty('hint');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created._id));
    expect(audit.map((a) => a.action)).toEqual(['question.create']);
    expect(audit[0]?.actorLabel).toBe('07700900123');
  });

  it('accepts the answer as a list too', async () => {
    const created = await create({ answer: [' Pier ', 'Palace Pier', ''] });
    expect(created.answer).toEqual(['Pier', 'Palace Pier']);
  });

  it('refuses missing or invalid fields with a 400 and field errors, writing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ clue: '  ' }, 'clue', m.clueRequired],
      [{ trivia: '' }, 'trivia', m.triviaRequired],
      [{ answer: ' , ,' }, 'answer', m.answerRequired],
      [{ answer: [] }, 'answer', m.answerRequired],
      [{ sequence: 0 }, 'sequence', m.sequenceMinimum],
      [{ sequence: 1.5 }, 'sequence', m.sequenceWholeNumber],
      [{ sequence: 'abc' }, 'sequence', m.sequenceWholeNumber],
      [{ sequence: undefined }, 'sequence', m.sequenceRequired],
      [{ sequence: '' }, 'sequence', m.sequenceRequired],
      // Only numbers and the digits of a form field are numbers: never a boolean or a list.
      [{ sequence: true }, 'sequence', m.sequenceWholeNumber],
      [{ sequence: [7] }, 'sequence', m.sequenceWholeNumber],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: API.questions.create,
        headers: auth,
        payload: questionBody(overrides),
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(overrides)).toBe(message);
    }
    expect(await t.database.db.select().from(questions)).toHaveLength(0);
    const typed = await t.app.inject({
      method: 'POST',
      url: API.questions.create,
      headers: auth,
      payload: questionBody({ sequence: ' 4 ' }),
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json().data.sequence).toBe(4);
    await t.database.db.delete(questions);
    const noClue = questionBody();
    delete (noClue as Partial<typeof noClue>).clue;
    const res = await t.app.inject({ method: 'POST', url: API.questions.create, headers: auth, payload: noClue });
    expect(res.statusCode).toBe(400);
    expect(await t.database.db.select().from(questions)).toHaveLength(0);
  });

  it('stores admin text as given (no HTML escaping or stripping)', async () => {
    const clue = '<img src=x onerror=alert(1)> & "quotes" \u00e9';
    const created = await create({ clue });
    expect(created.clue).toBe(clue);
    expect((await list()).find((q) => q._id === created._id)?.clue).toBe(clue);
  });

  it('lists in sequence order, ties by creation, filtered by isActive', async () => {
    const b = await create({ sequence: 2, clue: 'B' });
    const a = await create({ sequence: 1, clue: 'A' });
    t.clock.advance(1000);
    const c = await create({ sequence: 2, clue: 'C', isActive: false });
    expect((await list()).map((q) => q.clue)).toEqual(['A', 'B', 'C']);
    expect((await list('?isActive=true')).map((q) => q._id)).toEqual([a._id, b._id]);
    expect((await list('?isActive=false')).map((q) => q._id)).toEqual([c._id]);
    const bad = await t.app.inject({ method: 'GET', url: `${API.questions.list}?isActive=maybe`, headers: auth });
    expect(bad.statusCode).toBe(400);
  });

  it('updates a question (PUT replaces: no hint clears it) and 404s an unknown id', async () => {
    const q = await create({ hint: 'old hint' });
    const res = await t.app.inject({
      method: 'PUT',
      url: API.questions.update(q._id),
      headers: auth,
      payload: { clue: 'New clue', trivia: 'New trivia', answer: 'x, y', sequence: 9, isActive: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.updated);
    const updated: Question = res.json().data;
    expect(updated).toMatchObject({ clue: 'New clue', answer: ['x', 'y'], sequence: 9, isActive: false });
    expect(updated).not.toHaveProperty('hint');
    const missing = await t.app.inject({
      method: 'PUT',
      url: API.questions.update('00000000-0000-4000-8000-000000000009'),
      headers: auth,
      payload: questionBody(),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(m.notFound);
    const badId = await t.app.inject({
      method: 'PUT',
      url: API.questions.update('not-a-uuid'),
      headers: auth,
      payload: questionBody(),
    });
    expect(badId.statusCode).toBe(400);
  });

  it('keeps at most one start question (create and update clear it on the others)', async () => {
    const first = await create({ isStart: true });
    const second = await create({ isStart: true });
    let rows = await list();
    expect(rows.filter((q) => q.isStart).map((q) => q._id)).toEqual([second._id]);

    const res = await t.app.inject({
      method: 'PUT',
      url: API.questions.update(first._id),
      headers: auth,
      payload: { ...questionBody(), isStart: true },
    });
    expect(res.statusCode).toBe(200);
    rows = await list();
    expect(rows.filter((q) => q.isStart).map((q) => q._id)).toEqual([first._id]);

    // An update without isStart keeps the flag as it is.
    await t.app.inject({ method: 'PUT', url: API.questions.update(first._id), headers: auth, payload: questionBody() });
    expect((await list()).find((q) => q._id === first._id)?.isStart).toBe(true);

    // Concurrent creates with isStart still leave exactly one.
    await Promise.all([create({ isStart: true }), create({ isStart: true }), create({ isStart: true })]);
    expect((await list()).filter((q) => q.isStart)).toHaveLength(1);
  });

  it('toggles the status, audits it and 404s an unknown id', async () => {
    const q = await create();
    const res = await t.app.inject({ method: 'PATCH', url: API.questions.toggleStatus(q._id), headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: m.statusUpdated, data: { isActive: false } });
    const again = await t.app.inject({ method: 'PATCH', url: API.questions.toggleStatus(q._id), headers: auth });
    expect(again.json().data.isActive).toBe(true);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, q._id));
    expect(audit.filter((a) => a.action === 'question.toggle_status')).toHaveLength(2);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: API.questions.toggleStatus('00000000-0000-4000-8000-000000000009'),
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a question, audits it with its content, then 404s', async () => {
    const q = await create();
    const res = await t.app.inject({ method: 'DELETE', url: API.questions.delete(q._id), headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(m.deleted);
    expect(await list()).toHaveLength(0);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'question.delete'))
      .orderBy(auditLog.id);
    expect(audit?.before).toMatchObject({ clue: q.clue });
    const again = await t.app.inject({ method: 'DELETE', url: API.questions.delete(q._id), headers: auth });
    expect(again.statusCode).toBe(404);
  });

  describe('reorder', () => {
    it('rewrites the sequence 1..n in the given order, and audits the order by clue', async () => {
      const a = await create({ sequence: 5, clue: 'The pier' });
      const b = await create({ sequence: 7, clue: 'The lighthouse' });
      const c = await create({ sequence: 7, isActive: false, clue: 'The bandstand' });
      const res = await t.app.inject({
        method: 'POST',
        url: API.questions.reorder,
        headers: auth,
        payload: { questionIds: [c._id, a._id, b._id] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(m.orderSaved);
      const rows = await list();
      expect(rows.map((q) => [q._id, q.sequence])).toEqual([
        [c._id, 1],
        [a._id, 2],
        [b._id, 3],
      ]);
      const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'question.reorder'));
      expect(audit?.after).toEqual({
        order: [c, a, b].map((q) => ({ id: q._id, clue: q.clue })),
      });
      // Before, b and c shared sequence 7: their order between them is the database's to choose.
      const before = (audit?.before as { order: unknown[] } | undefined)?.order ?? [];
      expect(before).toHaveLength(3);
      expect(before[0]).toEqual({ id: a._id, clue: a.clue });
      expect(before).toEqual(expect.arrayContaining([b, c].map((q) => ({ id: q._id, clue: q.clue }))));
    });

    it('refuses unknown, missing or repeated ids with a 400 and changes nothing', async () => {
      const a = await create({ sequence: 1 });
      const b = await create({ sequence: 2 });
      const c = await create({ sequence: 3 });
      const before = (await list()).map((q) => [q._id, q.sequence, q.updatedAt]);
      const reorderAudits = async () =>
        (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'question.reorder'))).length;
      const auditsBefore = await reorderAudits();
      const unknown = '00000000-0000-4000-8000-000000000009';
      const bad = [
        [a._id, b._id], // missing
        [a._id, b._id, c._id, unknown], // unknown extra
        [a._id, b._id, unknown], // unknown instead of one
        [a._id, b._id, b._id], // repeated, same length
        [a._id, b._id, c._id, c._id], // repeated, extra
      ];
      for (const questionIds of bad) {
        const res = await t.app.inject({
          method: 'POST',
          url: API.questions.reorder,
          headers: auth,
          payload: { questionIds },
        });
        expect(res.statusCode, JSON.stringify(questionIds)).toBe(400);
        expect(res.json().message).toBe(m.reorderMismatch);
      }
      for (const payload of [{ questionIds: [] }, { questionIds: ['nope'] }, {}, { questionIds: 'x' }]) {
        const res = await t.app.inject({ method: 'POST', url: API.questions.reorder, headers: auth, payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect((await list()).map((q) => [q._id, q.sequence, q.updatedAt])).toEqual(before);
      expect(await reorderAudits()).toBe(auditsBefore);
    });

    it('accepts upper-case ids', async () => {
      const a = await create({ sequence: 1 });
      const b = await create({ sequence: 2 });
      const res = await t.app.inject({
        method: 'POST',
        url: API.questions.reorder,
        headers: auth,
        payload: { questionIds: [b._id.toUpperCase(), a._id.toUpperCase()] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await list()).map((q) => q._id)).toEqual([b._id, a._id]);
    });

    it('a reorder racing with a create is refused rather than leaving the new question out', async () => {
      const a = await create({ sequence: 1 });
      const b = await create({ sequence: 2 });
      const [reorder] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: API.questions.reorder,
          headers: auth,
          payload: { questionIds: [b._id, a._id] },
        }),
        create({ sequence: 3 }),
      ]);
      const rows = await list();
      expect(rows).toHaveLength(3);
      if (reorder.statusCode === 200) {
        // The reorder ran first: it saw exactly two questions.
        expect(rows.slice(0, 2).map((q) => q._id)).toEqual([b._id, a._id]);
      } else {
        expect(reorder.statusCode).toBe(400);
      }
    });
  });
});
