import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API } from '@seaside/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the routes' zod schemas, with a docs page at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, brandName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${brandName} API`, version: '1.0.0', description: 'Booking, admin and hunt API.' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: API.docs, staticCSP: true });
}
