import type { Core } from '@strapi/strapi';
import { MAX_UPLOAD_BYTES } from './plugins';

const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`);

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  // Outside strapi::errors so it sees the formatted error body and can put it in Spanish.
  'global::spanish-errors',
  'strapi::errors',
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
  'global::server-list-cache',
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
