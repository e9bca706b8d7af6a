import type { Core } from '@strapi/strapi';
import { MAX_UPLOAD_BYTES } from './plugins';
import { uploadsOrigin } from '../src/env/upload-provider';

const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].map((port) => `http://localhost:${port}`);

// Pictures in a bucket (src/env/upload-provider.ts) are shown by the admin panel from the bucket's origin,
// which its Content-Security-Policy must then allow (Strapi's defaults otherwise).
function securityFor(origin: string | null): Core.Config.Middlewares[number] {
  if (!origin) return 'strapi::security';
  const sources = ["'self'", 'data:', 'blob:', 'market-assets.strapi.io', origin];
  return {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: { 'img-src': sources, 'media-src': sources, upgradeInsecureRequests: null },
      },
    },
  };
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  // GET /_health for load balancers, before anything else (src/middlewares/health.ts).
  'global::health',
  // Security headers and CORS first: every answer carries them, answers from the cache included.
  securityFor(uploadsOrigin()),
  {
    name: 'strapi::cors',
    config: {
      origin: env.array('CORS_ORIGINS', DEFAULT_CORS_ORIGINS),
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept'],
      // The site reads how long to stay away when GET /api/events is refused (503 beyond the client bound).
      expose: ['Retry-After'],
      keepHeaderOnError: true,
    },
  },
  'strapi::poweredBy',
  // A hit is answered here, before the request log line and all of Strapi's per-request work (the log's
  // formatting alone cost a third of the throughput of cached reads).
  'global::public-read-cache',
  'strapi::logger',
  // Outside strapi::errors so it sees the formatted error body and can put it in Spanish.
  'global::spanish-errors',
  'strapi::errors',
  // Inside strapi::errors: a database outage is answered 503 before it is formatted as a 500 or a 401.
  'global::database-unavailable',
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: '1mb',
      formLimit: '1mb',
      textLimit: '1mb',
      formidable: { maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 1 },
    },
  },
  'strapi::session',
  'strapi::favicon',
  'global::uploads-headers',
  'strapi::public',
];

export default config;
