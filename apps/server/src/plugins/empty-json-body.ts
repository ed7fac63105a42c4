import type { FastifyInstance } from 'fastify';

/**
 * On every route, an empty body sent as application/json reads as `{}` instead of failing with
 * 400 (clients send bodiless POST/PATCH/DELETE calls with the JSON content type, e.g.
 * refresh-token, logout, delete-participant); a route that needs fields then names them in its
 * validation answer. Non-empty bodies use Fastify's own parser, with its prototype-poisoning
 * protection.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') return done(null, {});
    jsonParser(request, String(body), done);
  });
}
