import {
  API,
  bookingIdParamsSchema,
  clueStatsQuerySchema,
  clueStatsResponseSchema,
  errorResponseSchema,
  liveBoardQuerySchema,
  liveBoardResponseSchema,
  transcriptResponseSchema,
} from '@seaside/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const tags = ['operations'];
const errors = { 400: errorResponseSchema };

/** The Today board, a team's conversation and the clue statistics (admin, read-only). */
export const liveRoutes: FastifyPluginAsync = async (base) => {
  const { live } = base.services;
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    API.ops.live,
    {
      schema: {
        tags,
        summary: 'The teams of a date (default today at the venue): state, clue, times, hints, wrong guesses, stuck',
        description:
          '`stuck`: a playing team of today that has reached no clue and resumed no pause for STUCK_MINUTES. ' +
          'Teams are in the order of their leader names, so a polling board does not reshuffle.',
        querystring: liveBoardQuerySchema,
        response: { 200: liveBoardResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return live.board(request.query.date);
    },
  );

  app.get(
    API.ops.transcript.pattern,
    {
      schema: {
        tags,
        summary: "A team's whole conversation, oldest first, as the players see it",
        params: bookingIdParamsSchema,
        response: { 200: transcriptResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await live.transcript(request.params.bookingId) };
    },
  );

  app.get(
    API.ops.clueStats,
    {
      schema: {
        tags,
        summary: 'How teams do on each active clue over a period (default the last 90 days)',
        description:
          'The teams counted for a clue are those that reached it in the period (venue dates); its solves, hints ' +
          'and wrong guesses are theirs. `hintRate` is a share from 0 to 1; wrong answers are normalised as the ' +
          'answer matcher normalises them.',
        querystring: clueStatsQuerySchema,
        response: { 200: clueStatsResponseSchema, ...errors },
      },
    },
    async (request) => live.clueStats(request.query.from, request.query.to),
  );
};
