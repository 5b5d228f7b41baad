import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas that validate requests: /api/docs and /api/openapi.json. */
export const openApiPlugin = fp<{ brand: string }>(
  async (app: FastifyInstance, { brand }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: `${brand} API`, version: '1.0.0', description: 'The API behind the web app.' },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, () => app.swagger());
  },
  { name: 'openapi' },
);
