import {
  API,
  createParticipantRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  MESSAGES,
  messageResponseSchema,
  updateUserRequestSchema,
  userListQuerySchema,
  userListResponseSchema,
} from '@seaside/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/admin-guard.js';
import { acceptEmptyJsonBody } from '../../plugins/empty-json-body.js';

const TAGS = ['admin bookings'];
const SECURITY = [{ bearerAuth: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** The Booking List calls (spec section 7). Registered behind the admin guard. */
export const adminBookingRoutes: FastifyPluginAsync = async (app) => {
  const { bookings } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);

  r.get(
    API.user.list,
    {
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: 'List live bookings, newest adventure date first (paged and filtered in the database)',
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => bookings.listBookings(request.query),
  );

  r.post(
    API.user.createParticipant,
    {
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: 'Add a participant (no payment): access code, confirmation mail and briefing',
        body: createParticipantRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await bookings.createParticipant(requireAdmin(request), request.body);
      return { message: MESSAGES.admin.participantAdded };
    },
  );

  r.patch(
    API.user.update.pattern,
    {
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: 'Move a booking to another date (not past, not locked); the customer is told',
        params: idParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await bookings.changeBookingDate(requireAdmin(request), request.params.id, request.body.registrationDate);
      return { message: MESSAGES.admin.dateUpdated };
    },
  );

  r.delete(
    API.user.deleteParticipant.pattern,
    {
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: 'Soft-delete a booking: hidden from the list, its access revoked, its briefing cancelled',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await bookings.deleteBooking(requireAdmin(request), request.params.id);
      return { message: MESSAGES.admin.deleteSuccess };
    },
  );
};
