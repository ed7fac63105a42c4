import { type FastifyInstance, type FastifyReply, LogController } from 'fastify';

/** A request slower than this is logged at `warn` whatever its status. */
export const SLOW_REQUEST_MS = 1000;

/** The level of the one line logged per request: successes at `debug`, refusals and slow or failed answers above. */
export function requestLogLevel(reply: FastifyReply): 'debug' | 'info' | 'warn' {
  if (reply.statusCode >= 500 || reply.elapsedTime >= SLOW_REQUEST_MS) return 'warn';
  if (reply.statusCode >= 400) return 'info';
  return 'debug';
}

/** Fastify's own log controller with its request lines off: registerRequestLog's hooks write them. */
export function quietRequestLogController(): LogController {
  return new LogController({ disableRequestLogging: true });
}

/**
 * One line per request, when it has been answered (Fastify's own request logging, two `info`
 * lines per request, is off: quietRequestLogController). At the default `info` level only refusals (4xx),
 * failures (5xx, whose error the error handler also logs) and slow requests are written; every
 * request shows at `debug`. A line per success would fill the logs with what the proxy in front
 * already records in its access log.
 */
export function registerRequestLog(app: FastifyInstance): void {
  // At `trace`, the arrival too (to see a request that never gets an answer).
  app.addHook('onRequest', (request, _reply, done) => {
    request.log.trace({ req: request }, 'incoming request');
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const level = requestLogLevel(reply);
    // pino's no-op methods make a disabled level cost nothing more than this call.
    request.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
