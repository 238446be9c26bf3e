import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 generated from the routes' zod schemas; the UI at /api/docs, the document at /api/docs/json. */
export const apiDocs = fp<{ appUrl: string }>(
  async (app, { appUrl }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Mustashar API',
          description: 'Bilingual (Arabic, English) Saudi legal-consultation service.',
          version: '1.0.0',
        },
        servers: [{ url: appUrl }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The UI's own policy: same as the site's, plus the inline styles and data: images it renders.
      staticCSP: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
      },
      uiConfig: { validatorUrl: null },
    });
  },
  { name: 'api-docs' },
);
