import { API, publicLockedDatesResponseSchema } from '@seaside/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** GET /api/date/public-list: the locked dates from today (venue time) on, for the booking calendar. */
export const datesPublicRoutes: FastifyPluginAsync = async (base) => {
  const { dates } = base.services;
  base.withTypeProvider<ZodTypeProvider>().get(
    API.date.publicList,
    {
      schema: {
        tags: ['dates'],
        summary: 'Locked dates from today on (no booking possible on them)',
        response: { 200: publicLockedDatesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { lockedDates: await dates.publicLockedDates() };
    },
  );
};
