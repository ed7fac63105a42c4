import { API, type PublicLockedDatesResponse, publicLockedDatesResponseSchema } from '@seaside/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { venueDate } from '../../core/venue-time.js';
import { publicDatesCache } from './public-dates-cache.js';

/**
 * GET /api/date/public-list: the locked dates from today (venue time) on, for the booking
 * calendar. Served from a one-second cache of the serialized answer (public-dates-cache.ts).
 */
export const datesPublicRoutes: FastifyPluginAsync = async (base) => {
  const deps = base.deps;
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
      const today = venueDate(deps.clock.now(), deps.config.venueTimeZone);
      const body = await publicDatesCache(deps).body(today);
      // Already serialized (and checked by the schema when it was built): sent as is.
      return reply
        .header('cache-control', 'no-cache')
        .type('application/json; charset=utf-8')
        .send(body as unknown as PublicLockedDatesResponse);
    },
  );
};
