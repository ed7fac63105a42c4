import {
  API,
  availabilityQuerySchema,
  availabilityResponseSchema,
  errorResponseSchema,
  publicLockedDatesResponseSchema,
} from '@seaside/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The booking calendar's public reads: closed dates and what remains of each date. */
export const datesPublicRoutes: FastifyPluginAsync = async (base) => {
  const { dates, bookings } = base.services;
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    API.date.publicList,
    {
      schema: {
        tags: ['dates'],
        summary: 'Locked dates from today on, and full dates (fewer than 2 places left) up to 400 days ahead',
        response: { 200: publicLockedDatesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      const [lockedDates, fullDates] = await Promise.all([dates.publicLockedDates(), bookings.fullDates()]);
      return { lockedDates, fullDates };
    },
  );

  app.get(
    API.date.availability,
    {
      schema: {
        tags: ['dates'],
        summary: 'Places remaining per date from `from` to `to` (at most 62 days)',
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { days: await bookings.publicAvailability(request.query.from, request.query.to) };
    },
  );
};
