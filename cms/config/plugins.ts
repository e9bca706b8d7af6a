import type { Core } from '@strapi/strapi';
import { emailPluginConfig } from '../src/env/email';
import { secretEnv } from '../src/env/secrets';
import { uploadProviderConfig } from '../src/env/upload-provider';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

const config = ({ env }: Core.Config.Shared.ConfigParams) => {
  // Local disk, or an S3-compatible bucket every instance shares (src/env/upload-provider.ts).
  const { provider, ...providerSettings } = uploadProviderConfig();
  return {
    upload: {
      config: {
        ...(provider === 'local' ? {} : { provider, ...providerSettings }),
        sizeLimit: MAX_UPLOAD_BYTES,
        breakpoints: { large: 1000, medium: 750, small: 500 },
        // The admin panel's media library too takes raster images only: an HTML file or an SVG served from
        // the CMS's origin could run script against the admins.
        security: { allowedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] },
      },
    },
    // Password-reset emails (src/users/password-reset.ts) through SMTP: src/env/email.ts.
    email: { config: emailPluginConfig(env) },
    'users-permissions': {
      config: {
        jwtSecret: secretEnv(env, 'JWT_SECRET'),
        // Strapi 5's refresh-token sessions (src/users/sessions.ts): short access tokens the site renews
        // silently; a session is revoked on the CMS (sign-out, every device, a password change or reset).
        jwtManagement: 'refresh',
        sessions: {
          accessTokenLifespan: env.int('ACCESS_TOKEN_MINUTES', 10) * 60,
          // "Recordarme": 30 days, also when unused for a while.
          maxRefreshTokenLifespan: 30 * DAY,
          idleRefreshTokenLifespan: 30 * DAY,
          // Without it: a browser session, at most a day, ended after 12 hours unused.
          maxSessionLifespan: DAY,
          idleSessionLifespan: 12 * HOUR,
        },
        // Registration accepts username, email and password only: userType and the other profile fields
        // can never be chosen by the client.
        register: { allowedFields: [] },
        // Strapi's own limiter is replaced on every route that used it (src/http/rate-limits.ts).
        ratelimit: { enabled: false },
      },
    },
  };
};

export default config;
