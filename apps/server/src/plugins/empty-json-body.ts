import type { FastifyInstance } from 'fastify';

/**
 * Inside the calling plugin's scope, an empty body sent as application/json reads as `{}`
 * instead of failing with 400 (clients send bodiless POST/DELETE calls with the JSON content
 * type, e.g. refresh-token, logout, delete-participant). Non-empty bodies use Fastify's own
 * parser, with its prototype-poisoning protection.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') return done(null, {});
    jsonParser(request, String(body), done);
  });
}
