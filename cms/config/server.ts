import type { Core } from '@strapi/strapi';
import { requiredEnv } from '../src/env/required-env';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  app: {
    keys: requiredEnv(env, 'APP_KEYS')
      .split(',')
      .map((key) => key.trim()),
  },
  // Tests point this at a temporary folder so their uploads never mix with the real ones.
  // No "new Strapi version" notices in the logs of a pinned install.
  logger: { updates: { enabled: false } },
  dirs: {
    public: env('PUBLIC_DIR', './public'),
  },
});

export default config;
