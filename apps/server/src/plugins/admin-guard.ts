import { errorResponseSchema, MESSAGES } from '@seaside/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { verifyAdminToken } from '../core/access-tokens.js';
import { AppError } from '../core/errors.js';

export interface AdminIdentity {
  id: string;
  mobileNumber: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin guard; present on every admin route. */
    admin: AdminIdentity | null;
  }
}

/** The identity of the signed-in admin; only call on routes registered through `registerAdminRoutes`. */
export function requireAdmin(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw new AppError('UNAUTHORIZED', MESSAGES.admin.unauthorized);
  return request.admin;
}

/**
 * Registers every admin route plugin inside one encapsulated scope whose single onRequest
 * hook demands a valid bearer access token. Identity comes from the token alone. The scope also
 * writes the bearer requirement and the 401 answer into each route's schema, so the OpenAPI
 * document describes every admin route the way the hook treats it.
 */
export async function registerAdminRoutes(app: FastifyInstance, plugins: FastifyPluginAsync[]): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      const schema = route.schema ?? {};
      const response = (schema.response ?? {}) as Record<string, unknown>;
      route.schema = { ...schema, security: [{ bearerAuth: [] }], response: { ...response, 401: errorResponseSchema } };
    });
    scope.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
      const claims = token ? await verifyAdminToken(app.deps.config.jwtSecret, token, app.deps.clock.now()) : null;
      if (!claims) throw new AppError('UNAUTHORIZED', MESSAGES.admin.unauthorized);
      request.admin = { id: claims.sub, mobileNumber: claims.mobileNumber };
    });
    for (const plugin of plugins) await scope.register(plugin);
  });
}
