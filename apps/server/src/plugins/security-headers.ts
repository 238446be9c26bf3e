import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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

export const securityHeaders = fp<{ production: boolean }>(
  async (app, { production }) => {
    await app.register(helmet, {
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
  },
  { name: 'security-headers' },
);
