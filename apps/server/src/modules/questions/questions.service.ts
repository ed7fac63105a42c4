import { MAX_ANSWERS_PER_CLUE, MESSAGES, type questionInputSchema } from '@seaside/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../core/errors.js';
import type { DbOrTx } from '../../db/client.js';
import type { AdminIdentity } from '../../plugins/admin-guard.js';
import { writeAudit } from '../audit/audit.service.js';
import { auditQuestion } from './questions.presenter.js';
import {
  clearStartExcept,
  deleteQuestion,
  findQuestion,
  insertQuestion,
  listQuestionIds,
  listQuestions,
  lockQuestionWrites,
  type QuestionRow,
  rewriteSequences,
  toggleQuestionActive,
  updateQuestion,
} from './questions.repository.js';

export type QuestionInput = z.output<typeof questionInputSchema>;

const ENTITY = 'question';
const m = MESSAGES.questions;

/** One audit record of a change made by the admin; call it inside the change's transaction. */
function audit(
  tx: DbOrTx,
  admin: AdminIdentity,
  at: Date,
  change: { action: string; entityId: string; before?: unknown; after?: unknown },
): Promise<void> {
  return writeAudit(tx, { actorId: admin.id, actorLabel: admin.mobileNumber, entityType: ENTITY, ...change }, at);
}

/** The columns a create or a full update (PUT) writes from the request; an absent hint clears it. */
function editableColumns(input: QuestionInput) {
  return {
    clue: input.clue,
    hint: input.hint ?? null,
    trivia: input.trivia,
    answers: input.answer,
    sequence: input.sequence,
    isActive: input.isActive,
    type: input.type,
  };
}

/** Records that the start flag moved away from other questions. */
async function clearOtherStarts(tx: DbOrTx, admin: AdminIdentity, keepId: string, at: Date): Promise<void> {
  const cleared = await clearStartExcept(tx, keepId, at);
  for (const id of cleared) {
    await audit(tx, admin, at, {
      action: 'question.start_cleared',
      entityId: id,
      before: { isStart: true },
      after: { isStart: false },
    });
  }
}

export class QuestionsService {
  constructor(private readonly deps: AppDeps) {}

  listAllQuestions(filter: { isActive?: boolean }): Promise<QuestionRow[]> {
    return listQuestions(this.deps.database.db, filter);
  }

  async createQuestion(admin: AdminIdentity, input: QuestionInput): Promise<QuestionRow> {
    return this.deps.database.db.transaction(async (tx) => {
      await lockQuestionWrites(tx);
      const now = this.deps.clock.now();
      const row = await insertQuestion(tx, {
        ...editableColumns(input),
        isStart: input.isStart ?? false,
        createdAt: now,
        updatedAt: now,
      });
      if (row.isStart) await clearOtherStarts(tx, admin, row.id, now);
      await audit(tx, admin, now, { action: 'question.create', entityId: row.id, after: auditQuestion(row) });
      return row;
    });
  }

  /** Replaces the editable fields (PUT): an absent hint clears it; an absent isStart keeps the flag. */
  async replaceQuestion(admin: AdminIdentity, id: string, input: QuestionInput): Promise<QuestionRow> {
    return this.deps.database.db.transaction(async (tx) => {
      await lockQuestionWrites(tx);
      const before = await findQuestion(tx, id);
      if (!before) throw new AppError('NOT_FOUND', m.notFound);
      const now = this.deps.clock.now();
      const row = await updateQuestion(tx, id, {
        ...editableColumns(input),
        ...(input.isStart === undefined ? {} : { isStart: input.isStart }),
        updatedAt: now,
      });
      if (!row) throw new AppError('NOT_FOUND', m.notFound);
      if (row.isStart) await clearOtherStarts(tx, admin, row.id, now);
      await audit(tx, admin, now, {
        action: 'question.update',
        entityId: id,
        before: auditQuestion(before),
        after: auditQuestion(row),
      });
      return row;
    });
  }

  /**
   * Adds one accepted answer (clue insights: a frequent wrong guess, in one action). An answer the
   * clue already has, whatever its case, changes nothing and records nothing.
   */
  async addAcceptedAnswer(admin: AdminIdentity, id: string, answer: string): Promise<QuestionRow> {
    return this.deps.database.db.transaction(async (tx) => {
      await lockQuestionWrites(tx);
      const before = await findQuestion(tx, id);
      if (!before) throw new AppError('NOT_FOUND', m.notFound);
      const known = before.answers.some((a) => a.trim().toLowerCase() === answer.toLowerCase());
      if (known) return before;
      if (before.answers.length >= MAX_ANSWERS_PER_CLUE) throw new AppError('VALIDATION', m.tooManyAnswers);
      const now = this.deps.clock.now();
      const row = await updateQuestion(tx, id, { answers: [...before.answers, answer], updatedAt: now });
      if (!row) throw new AppError('NOT_FOUND', m.notFound);
      await audit(tx, admin, now, {
        action: 'question.add_answer',
        entityId: id,
        before: { answer: before.answers },
        after: { answer: row.answers },
      });
      return row;
    });
  }

  async toggleQuestion(admin: AdminIdentity, id: string): Promise<QuestionRow> {
    return this.deps.database.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      const row = await toggleQuestionActive(tx, id, now);
      if (!row) throw new AppError('NOT_FOUND', m.notFound);
      await audit(tx, admin, now, {
        action: 'question.toggle_status',
        entityId: id,
        before: { isActive: !row.isActive },
        after: { isActive: row.isActive },
      });
      return row;
    });
  }

  async removeQuestion(admin: AdminIdentity, id: string): Promise<void> {
    await this.deps.database.db.transaction(async (tx) => {
      await lockQuestionWrites(tx);
      const now = this.deps.clock.now();
      const row = await deleteQuestion(tx, id);
      if (!row) throw new AppError('NOT_FOUND', m.notFound);
      await audit(tx, admin, now, { action: 'question.delete', entityId: id, before: auditQuestion(row) });
    });
  }

  /**
   * Rewrites the hunt order to 1..n in one transaction. The list must be exactly the set of
   * existing questions (no unknown, missing or repeated id); otherwise nothing changes.
   */
  async reorderQuestions(admin: AdminIdentity, questionIds: readonly string[]): Promise<QuestionRow[]> {
    return this.deps.database.db.transaction(async (tx) => {
      await lockQuestionWrites(tx);
      const existing = new Set(await listQuestionIds(tx));
      const sent = new Set(questionIds.map((id) => id.toLowerCase()));
      const matches =
        sent.size === questionIds.length && sent.size === existing.size && [...sent].every((id) => existing.has(id));
      if (!matches) throw new AppError('VALIDATION', m.reorderMismatch);
      const before = await listQuestions(tx);
      const now = this.deps.clock.now();
      const ordered = questionIds.map((id) => id.toLowerCase());
      await rewriteSequences(tx, ordered, now);
      // The clue text beside each id lets Activity show the order as staff know it.
      const clueOf = new Map(before.map((q) => [q.id, q.clue]));
      await audit(tx, admin, now, {
        action: 'question.reorder',
        entityId: '*',
        before: { order: before.map((q) => ({ id: q.id, clue: q.clue })) },
        after: { order: ordered.map((id) => ({ id, clue: clueOf.get(id) })) },
      });
      return listQuestions(tx);
    });
  }
}
