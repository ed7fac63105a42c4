import {
  API,
  bookingIdParamsSchema,
  errorResponseSchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  MESSAGES,
  messageResponseSchema,
} from '@seaside/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/admin-guard.js';

const TAGS = ['leaderboard'];

/** GET /api/leaderboard: the public board of this month (venue time) or of all time. */
export const leaderboardRoutes: FastifyPluginAsync = async (base) => {
  const { leaderboard } = base.services;
  base.withTypeProvider<ZodTypeProvider>().get(
    API.leaderboard,
    {
      schema: {
        tags: TAGS,
        summary: 'The top 20 teams of this month or of all time (best score first, ties to the earlier finish)',
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return leaderboard.board(request.query.period);
    },
  );
};

/** Staff moderation of the board. Registered behind the admin guard. */
export const adminLeaderboardRoutes: FastifyPluginAsync = async (base) => {
  const { leaderboard } = base.services;
  base.withTypeProvider<ZodTypeProvider>().post(
    API.ops.hideLeaderboardEntry.pattern,
    {
      schema: {
        tags: TAGS,
        summary: "Hide a team's leaderboard entry for good (the team is not told)",
        params: bookingIdParamsSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await leaderboard.hide(requireAdmin(request), request.params.bookingId);
      return { message: MESSAGES.leaderboard.hidden };
    },
  );
};
