import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The strict policy the built React app passes; Radix and sonner inject inline styles, nothing inline runs. */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'"],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * The headers helmet sets for these options, worked out once: they are the same for every answer, and helmet
 * (through @fastify/helmet) rebuilt its middleware — parsing the policy again — on every request.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export const securityHeaders = fp<{ production: boolean }>(
  async (app, { production }) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        // No helmet defaults: upgrade-insecure-requests would break plain-http local runs.
        useDefaults: false,
        directives: production ? { ...CSP_DIRECTIVES, 'upgrade-insecure-requests': [] } : CSP_DIRECTIVES,
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    });
    // Set first, so a route with a policy of its own (the API reference) replaces them.
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
  },
  { name: 'security-headers' },
);
