import { z } from 'zod';
import { MAX_ANSWERS_PER_CLUE, MIN_QUESTION_SEQUENCE } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { queryBooleanSchema, wholeNumberSchema } from './common.js';

const q = MESSAGES.questions;

export const questionSchema = z
  .object({
    _id: z.string(),
    clue: z.string(),
    hint: z.string().optional(),
    trivia: z.string(),
    answer: z.array(z.string()),
    sequence: z.number().int(),
    isActive: z.boolean(),
    isStart: z.boolean(),
    type: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Question' });
export type Question = z.infer<typeof questionSchema>;

/** Splits "a, b ,c" into ["a","b","c"]; a list is trimmed the same way. Empty entries are dropped. */
export function normaliseAnswerInput(answer: string | readonly string[]): string[] {
  const parts = typeof answer === 'string' ? answer.split(',') : answer.flatMap((a) => a.split(','));
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

const LONG_TEXT = 2000;

export const questionInputSchema = z.object({
  clue: z.string({ error: q.clueRequired }).trim().min(1, q.clueRequired).max(LONG_TEXT),
  hint: z
    .string()
    .trim()
    .max(LONG_TEXT)
    .optional()
    .transform((h) => (h ? h : undefined)),
  trivia: z.string({ error: q.triviaRequired }).trim().min(1, q.triviaRequired).max(LONG_TEXT),
  answer: z
    .union([z.string().max(LONG_TEXT), z.array(z.string().max(500)).max(MAX_ANSWERS_PER_CLUE)], {
      error: q.answerRequired,
    })
    .transform(normaliseAnswerInput)
    .refine((list) => list.length > 0, q.answerRequired),
  sequence: wholeNumberSchema({
    min: MIN_QUESTION_SEQUENCE,
    max: 100_000,
    required: q.sequenceRequired,
    invalid: q.sequenceWholeNumber,
    tooSmall: q.sequenceMinimum,
    tooLarge: q.sequenceMaximum,
  }),
  isActive: z.boolean().optional().default(true),
  isStart: z.boolean().optional(),
  type: z.string().trim().max(50).optional().default('text'),
});
export type QuestionInput = z.input<typeof questionInputSchema>;

export const questionListQuerySchema = z.object({ isActive: queryBooleanSchema.optional() });
export const questionListResponseSchema = z.object({ data: z.array(questionSchema) }).meta({ id: 'QuestionList' });
export const questionResponseSchema = z.object({ message: z.string(), data: questionSchema });

export const reorderRequestSchema = z.object({ questionIds: z.array(z.uuid()).min(1).max(1000) });
