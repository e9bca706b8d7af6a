import type { Core } from '@strapi/strapi';
import { requiredEnv } from '../src/env/required-env';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: {
    secret: requiredEnv(env, 'ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: requiredEnv(env, 'API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: requiredEnv(env, 'TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: requiredEnv(env, 'ENCRYPTION_KEY'),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
  // The test suite and headless runs do not need the admin bundle; editors get it by default.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
});

export default config;
