import {
  API,
  capacityResponseSchema,
  dateCapacityRequestSchema,
  dateCapacityResponseSchema,
  dateListQuerySchema,
  dateListResponseSchema,
  dateParamsSchema,
  defaultCapacityRequestSchema,
  deleteDateRequestSchema,
  errorResponseSchema,
  lockDateRequestSchema,
  MESSAGES,
  messageResponseSchema,
} from '@seaside/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/admin-guard.js';

const TAGS = ['admin dates'];
/** The answers of a change: its message, or invalid input, or no admin. */
const CHANGED = { 200: messageResponseSchema, 400: errorResponseSchema };
const CHANGED_OR_MISSING = { ...CHANGED, 404: errorResponseSchema };

/**
 * Booking Date Management (spec section 7). Behind the admin guard; the `mobileNumber` the
 * client sends is accepted and ignored: the identity comes from the access token.
 */
export const adminDateRoutes: FastifyPluginAsync = async (app) => {
  const { dates, bookings } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.date.list,
    {
      schema: {
        tags: TAGS,
        summary: 'Locked dates from today on, ascending, paged with skip/limit',
        querystring: dateListQuerySchema,
        response: { 200: dateListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => dates.listLockedDates(request.query.skip, request.query.limit),
  );

  r.post(
    API.date.lock,
    {
      schema: {
        tags: TAGS,
        summary: 'Lock a date for new bookings (not past, not already locked)',
        body: lockDateRequestSchema,
        response: CHANGED,
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
        summary: 'Unlock a date',
        body: deleteDateRequestSchema,
        response: CHANGED_OR_MISSING,
      },
    },
    async (request) => {
      await dates.unlockDate(requireAdmin(request), request.body.date);
      return { message: MESSAGES.dates.deleted };
    },
  );

  r.get(
    API.date.capacity,
    {
      schema: {
        tags: TAGS,
        summary: 'The default capacity and the dates from today on with their own, with the places taken',
        response: { 200: capacityResponseSchema },
      },
    },
    async () => bookings.capacityOverview(),
  );

  r.put(
    API.date.capacity,
    {
      schema: {
        tags: TAGS,
        summary: 'Change the default capacity (players per date, 2 to 10000)',
        body: defaultCapacityRequestSchema,
        response: CHANGED,
      },
    },
    async (request) => {
      await dates.setDefaultCapacity(requireAdmin(request), request.body.defaultCapacity);
      return { message: MESSAGES.dates.capacityUpdated };
    },
  );

  r.get(
    API.date.capacityOfDate.pattern,
    {
      schema: {
        tags: TAGS,
        summary: "One date's capacity, places taken and remaining (the staff dialogs warn before overbooking)",
        params: dateParamsSchema,
        response: { 200: dateCapacityResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => bookings.dateCapacity(request.params.date),
  );

  r.put(
    API.date.capacityOfDate.pattern,
    {
      schema: {
        tags: TAGS,
        summary: 'Give a date (today or later) its own capacity (0 to 10000)',
        params: dateParamsSchema,
        body: dateCapacityRequestSchema,
        response: CHANGED,
      },
    },
    async (request) => {
      await dates.setDateCapacity(requireAdmin(request), request.params.date, request.body.capacity);
      return { message: MESSAGES.dates.capacityUpdated };
    },
  );

  r.delete(
    API.date.capacityOfDate.pattern,
    {
      schema: {
        tags: TAGS,
        summary: 'Give a date the default capacity again',
        params: dateParamsSchema,
        response: CHANGED_OR_MISSING,
      },
    },
    async (request) => {
      await dates.removeDateCapacity(requireAdmin(request), request.params.date);
      return { message: MESSAGES.dates.capacityRemoved };
    },
  );
};
