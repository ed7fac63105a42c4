import {
  API,
  dateListQuerySchema,
  dateListResponseSchema,
  deleteDateRequestSchema,
  errorResponseSchema,
  lockDateRequestSchema,
  MESSAGES,
  messageResponseSchema,
} from '@seaside/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/admin-guard.js';
import { acceptEmptyJsonBody } from '../../plugins/empty-json-body.js';

const TAGS = ['admin dates'];
const SECURITY = [{ bearerAuth: [] }];

/**
 * Booking Date Management (spec section 7). Behind the admin guard; the `mobileNumber` the
 * client sends is accepted and ignored: the identity comes from the access token.
 */
export const adminDateRoutes: FastifyPluginAsync = async (app) => {
  const { dates } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);

  r.get(
    API.date.list,
    {
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: 'Locked dates from today on, ascending, paged with skip/limit',
        querystring: dateListQuerySchema,
        response: { 200: dateListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => dates.listLockedDates(request.query.skip, request.query.limit),
  );

  r.post(
    API.date.lock,
    {
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: 'Lock a date for new bookings (not past, not already locked)',
        body: lockDateRequestSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      await dates.lockDate(requireAdmin(request), request.body.lockedDate);
      return { message: MESSAGES.dates.added };
    },
  );

  r.patch(
    API.date.delete,
    {
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: 'Unlock a date',
        body: deleteDateRequestSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await dates.unlockDate(requireAdmin(request), request.body.date);
      return { message: MESSAGES.dates.deleted };
    },
  );
};
