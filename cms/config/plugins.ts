import type { Core } from '@strapi/strapi';
import { requiredEnv } from '../src/env/required-env';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  upload: {
    config: {
      sizeLimit: MAX_UPLOAD_BYTES,
      breakpoints: { large: 1000, medium: 750, small: 500 },
    },
  },
  'users-permissions': {
    config: {
      jwtSecret: requiredEnv(env, 'JWT_SECRET'),
      jwt: { expiresIn: '30d' },
      // Registration accepts username, email and password only: userType and the other profile fields
      // can never be chosen by the client.
      register: { allowedFields: [] },
      // Sign-in and registration attempts per minute from one address (Strapi's own limiter).
      ratelimit: { interval: 60000, max: env.int('AUTH_RATE_LIMIT_MAX', 10) },
    },
  },
});

export default config;
