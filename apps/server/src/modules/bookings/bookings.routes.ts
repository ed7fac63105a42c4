import { pipeline, Readable } from 'node:stream';
import {
  API,
  createParticipantRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  MESSAGES,
  messageResponseSchema,
  updateUserRequestSchema,
  userExportQuerySchema,
  userListQuerySchema,
  userListResponseSchema,
} from '@seaside/contract';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/admin-guard.js';

const TAGS = ['admin bookings'];
const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
};

/** The Booking List calls (spec section 7). Registered behind the admin guard. */
export const adminBookingRoutes: FastifyPluginAsync = async (app) => {
  const { bookings } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.user.list,
    {
      schema: {
        tags: TAGS,
        summary: 'List live bookings, newest adventure date first (paged and filtered in the database)',
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => bookings.listBookings(request.query),
  );

  r.get(
    API.user.export,
    {
      schema: {
        tags: TAGS,
        summary: 'The Booking List with its filters as CSV (streamed; cells a spreadsheet would run are neutralised)',
        querystring: userExportQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string().meta({ description: 'text/csv; charset=utf-8, a header row then one row per booking' }),
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { fileName, columns, records } = bookings.exportBookings(request.query);
      // escape_formulas prefixes ' to a cell starting with =, +, -, @, a tab or a carriage return;
      // the byte order mark makes spreadsheets read the names as UTF-8; records end in CRLF (RFC
      // 4180), and a cell holding a lone CR or LF is quoted too (the library quotes only CRLF then).
      const csv = stringify({
        header: true,
        columns,
        escape_formulas: true,
        bom: true,
        record_delimiter: 'windows',
        quoted_match: /[\r\n]/,
      });
      // pipeline, not pipe: a batch query that fails mid-export ends this response (the download
      // fails) instead of being an unhandled stream error that takes the process down.
      pipeline(Readable.from(records), csv, (error) => {
        if (error) request.log.error({ err: error }, 'the CSV export stopped part way');
      });
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          // The stream writes the text the 200 schema describes (Fastify sends streams unserialised).
          .send(csv as unknown as string)
      );
    },
  );

  r.post(
    API.user.createParticipant,
    {
      schema: {
        tags: TAGS,
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
        summary: 'Move a booking to another date (not past, not locked); the customer is told',
        params: idParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: messageResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      await bookings.changeBookingDate(requireAdmin(request), request.params.id, request.body.registrationDate);
      return { message: MESSAGES.admin.dateUpdated };
    },
  );
};
