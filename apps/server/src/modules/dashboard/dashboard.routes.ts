import { API, errorResponseSchema, summaryQuerySchema, summaryResponseSchema } from '@seaside/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The dashboard's figures (operations.md section 2). Registered behind the admin guard. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const { dashboard } = app.services;
  app.withTypeProvider<ZodTypeProvider>().get(
    API.ops.summary,
    {
      schema: {
        tags: ['operations'],
        summary:
          'Bookings, players, revenue, refunds, cancellations and finished hunts of a period (venue dates), per week, and the next 30 days’ places',
        querystring: summaryQuerySchema,
        response: { 200: summaryResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => dashboard.summary(request.query),
  );
};
