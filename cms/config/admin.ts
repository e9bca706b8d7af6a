import type { Core } from '@strapi/strapi';
import { secretEnv } from '../src/env/secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: {
    secret: secretEnv(env, 'ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: secretEnv(env, 'API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: secretEnv(env, 'TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: secretEnv(env, 'ENCRYPTION_KEY'),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
  // The test suite and headless runs do not need the admin bundle; editors get it by default.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
});

export default config;
