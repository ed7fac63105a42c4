import {
  API,
  cancelBookingRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  MESSAGES,
  manageBookingResponseSchema,
  manageCancelResponseSchema,
  manageChangeDateRequestSchema,
  manageTokenParamsSchema,
  messageResponseSchema,
} from '@seaside/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientKey } from '../../core/client-key.js';
import { requireAdmin } from '../../plugins/admin-guard.js';

const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** The customer's own booking page (booking-lifecycle.md section 4); the manage token is the key. */
export const manageRoutes: FastifyPluginAsync = async (app) => {
  const { manage } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['booking'];

  r.get(
    API.manage.get.pattern,
    {
      schema: {
        tags,
        summary: 'The booking behind a manage token, with what the customer may still do and until when',
        params: manageTokenParamsSchema,
        response: { 200: manageBookingResponseSchema, ...errors },
      },
    },
    async (request) => manage.view(request.params.token, clientKey(request.ip)),
  );

  r.post(
    API.manage.changeDate.pattern,
    {
      schema: {
        tags,
        summary: 'Move the booking to another date (until the change cut-off; places permitting)',
        params: manageTokenParamsSchema,
        body: manageChangeDateRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => manage.changeDate(request.params.token, request.body.registrationDate, clientKey(request.ip)),
  );

  r.post(
    API.manage.cancel.pattern,
    {
      schema: {
        tags,
        summary: 'Cancel the booking with a full refund (until the refund cut-off)',
        params: manageTokenParamsSchema,
        response: { 200: manageCancelResponseSchema, ...errors },
      },
    },
    async (request) => manage.cancelByCustomer(request.params.token, clientKey(request.ip)),
  );
};

/**
 * Cancellations, deletions and refund retries by staff (booking-lifecycle.md section 5): the
 * changes that also reach the payment provider. Registered behind the admin guard.
 */
export const adminManageRoutes: FastifyPluginAsync = async (app) => {
  const { manage } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin bookings'];
  const adminErrors = {
    400: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
  };

  r.post(
    API.user.cancel.pattern,
    {
      schema: {
        tags,
        summary: 'Cancel a booking, refunding what was paid when asked (a durable refund job)',
        params: idParamsSchema,
        body: cancelBookingRequestSchema,
        response: { 200: messageResponseSchema, ...adminErrors },
      },
    },
    async (request) => manage.cancelByStaff(requireAdmin(request), request.params.id, request.body.refund, request.log),
  );

  r.post(
    API.user.refund.pattern,
    {
      schema: {
        tags,
        summary: 'Try a failed refund again',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...adminErrors },
      },
    },
    async (request) => manage.retryRefund(requireAdmin(request), request.params.id),
  );

  r.delete(
    API.user.deleteParticipant.pattern,
    {
      schema: {
        tags,
        summary: 'Soft-delete a booking: hidden from the list, its access revoked, its briefing cancelled',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      await manage.deleteByStaff(requireAdmin(request), request.params.id, request.log);
      return { message: MESSAGES.admin.deleteSuccess };
    },
  );
};
