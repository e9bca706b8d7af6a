import type { Core } from '@strapi/strapi';
import { MAX_UPLOAD_BYTES } from './plugins';

const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`);

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  // GET /_health for load balancers, before anything else (src/middlewares/health.ts).
  'global::health',
  // Security headers and CORS first: every answer carries them, answers from the cache included.
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      origin: env.array('CORS_ORIGINS', DEFAULT_CORS_ORIGINS),
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept'],
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
