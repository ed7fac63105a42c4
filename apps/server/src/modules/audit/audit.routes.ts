import { API, auditListQuerySchema, auditListResponseSchema, errorResponseSchema } from '@seaside/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The audit log (admin, read-only). */
export const auditRoutes: FastifyPluginAsync = async (base) => {
  const { audit } = base.services;
  base.withTypeProvider<ZodTypeProvider>().get(
    API.audit.list,
    {
      schema: {
        tags: ['operations'],
        summary: 'The audit log, newest first, optionally of one kind (entityType)',
        description:
          '`actor` is the admin\'s mobile number, or "customer" / "system"; `before` and `after` are the changed ' +
          "record's fields as they were and became (null when there was none).",
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { page, limit, entityType } = request.query;
      return audit.list(page, limit, entityType);
    },
  );
};
