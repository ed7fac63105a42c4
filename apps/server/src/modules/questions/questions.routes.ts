import {
  API,
  addAnswerRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  MESSAGES,
  messageResponseSchema,
  questionInputSchema,
  questionListQuerySchema,
  questionListResponseSchema,
  questionResponseSchema,
  questionSchema,
  reorderRequestSchema,
} from '@seaside/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/admin-guard.js';
import { presentQuestion } from './questions.presenter.js';

const m = MESSAGES.questions;
const tags = ['questions'];
const errors = { 400: errorResponseSchema, 404: errorResponseSchema };
const reorderResponseSchema = z.object({ message: z.string(), data: z.array(questionSchema) });

/** Clues Management (admin): list, create, update, toggle, delete and reorder the hunt's questions. */
export const questionRoutes: FastifyPluginAsync = async (base) => {
  const { questions } = base.services;
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    API.questions.list,
    {
      schema: {
        tags,
        summary: 'Questions in hunt order (sequence, then creation); optional isActive filter',
        querystring: questionListQuerySchema,
        response: { 200: questionListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await questions.listAllQuestions({ isActive: request.query.isActive });
      return { data: rows.map(presentQuestion) };
    },
  );

  app.post(
    API.questions.create,
    {
      schema: {
        tags,
        summary: 'Create a question; isStart true clears it on the others',
        body: questionInputSchema,
        response: { 201: questionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await questions.createQuestion(requireAdmin(request), request.body);
      return reply.status(201).send({ message: m.created, data: presentQuestion(row) });
    },
  );

  app.put(
    API.questions.update.pattern,
    {
      schema: {
        tags,
        summary: 'Replace a question (same body as create)',
        params: idParamsSchema,
        body: questionInputSchema,
        response: { 200: questionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await questions.replaceQuestion(requireAdmin(request), request.params.id, request.body);
      return { message: m.updated, data: presentQuestion(row) };
    },
  );

  app.post(
    API.questions.addAnswer.pattern,
    {
      schema: {
        tags,
        summary: 'Add one accepted answer to a question (e.g. a frequent wrong guess of the clue insights)',
        params: idParamsSchema,
        body: addAnswerRequestSchema,
        response: { 200: questionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await questions.addAcceptedAnswer(requireAdmin(request), request.params.id, request.body.answer);
      return { message: MESSAGES.ops.answerAdded, data: presentQuestion(row) };
    },
  );

  app.patch(
    API.questions.toggleStatus.pattern,
    {
      schema: {
        tags,
        summary: 'Flip a question between active and inactive',
        params: idParamsSchema,
        response: { 200: questionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await questions.toggleQuestion(requireAdmin(request), request.params.id);
      return { message: m.statusUpdated, data: presentQuestion(row) };
    },
  );

  app.delete(
    API.questions.delete.pattern,
    {
      schema: {
        tags,
        summary: 'Delete a question',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await questions.removeQuestion(requireAdmin(request), request.params.id);
      return { message: m.deleted };
    },
  );

  app.post(
    API.questions.reorder,
    {
      schema: {
        tags,
        summary: 'Save the hunt order: every question id exactly once, first to last',
        body: reorderRequestSchema,
        response: { 200: reorderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await questions.reorderQuestions(requireAdmin(request), request.body.questionIds);
      return { message: m.orderSaved, data: rows.map(presentQuestion) };
    },
  );
};
