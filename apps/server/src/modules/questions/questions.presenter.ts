import type { Question } from '@seaside/contract';
import type { QuestionRow } from './questions.repository.js';

/** A question row as the API shows it: `answer` is always a list, an absent hint is left out. */
export function presentQuestion(row: QuestionRow): Question {
  return {
    _id: row.id,
    clue: row.clue,
    ...(row.hint ? { hint: row.hint } : {}),
    trivia: row.trivia,
    answer: [...row.answers],
    sequence: row.sequence,
    isActive: row.isActive,
    isStart: row.isStart,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a question (the whole editable state). */
export function auditQuestion(row: QuestionRow) {
  return {
    clue: row.clue,
    hint: row.hint,
    trivia: row.trivia,
    answer: row.answers,
    sequence: row.sequence,
    isActive: row.isActive,
    isStart: row.isStart,
    type: row.type,
  };
}
