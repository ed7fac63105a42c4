import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API } from '@seaside/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type OpenApiDocument = ReturnType<typeof jsonSchemaTransformObject>;
interface RequestBody {
  required?: boolean;
  content?: Record<string, { schema?: { nullable?: boolean } }>;
}

/**
 * @fastify/swagger marks every request body required; a body whose schema takes null (zod's
 * `.nullish()`, such as the chat start's, which falls back to the player cookie) is optional.
 */
function markOptionalBodies(document: OpenApiDocument): OpenApiDocument {
  if (!('paths' in document) || !document.paths) return document;
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations ?? {})) {
      const body = (operation as { requestBody?: RequestBody }).requestBody;
      const takesNull = Object.values(body?.content ?? {}).some((media) => media.schema?.nullable === true);
      if (body && takesNull) body.required = false;
    }
  }
  return document;
}

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
    transformObject: (input) => markOptionalBodies(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, { routePrefix: API.docs, staticCSP: true });
}
