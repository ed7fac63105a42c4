import { MESSAGES } from '@seaside/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../core/db-errors.js';
import { isAppError } from '../core/errors.js';

/** One place maps errors to HTTP: AppError codes, validation failures, Fastify's own 4xx; 5xx details hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      if (error.retryAfter) reply.header('retry-after', String(error.retryAfter));
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.statusCode).send({
        message: error.statusCode >= 500 && error.code === 'INTERNAL' ? MESSAGES.platform.internal : error.message,
        code: error.code,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        errors[field] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(errors)[0] ?? MESSAGES.platform.validation;
      return reply.status(400).send({ message: first, code: 'VALIDATION', errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: MESSAGES.platform.internal, code: 'INTERNAL' });
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or failover of PostgreSQL: temporary, so 503 with a retry hint rather than a 500.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: MESSAGES.platform.internal, code: 'UNAVAILABLE' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(error), code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.platform.internal, code: 'INTERNAL' });
  });
}

/**
 * Errors Fastify raises before routing (a path that is not valid percent-encoding, a parameter
 * longer than the router takes) answer with their status in the same shape as every other error.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const message = status === 414 ? 'The address is too long.' : 'The address is not valid.';
  reply.status(status).send({ message, code: error.code ?? 'BAD_REQUEST' });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json.';
    default:
      return error.message;
  }
}
