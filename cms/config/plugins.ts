import type { Core } from '@strapi/strapi';
import { secretEnv } from '../src/env/secrets';
import { uploadProviderConfig } from '../src/env/upload-provider';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

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
    'users-permissions': {
      config: {
        jwtSecret: secretEnv(env, 'JWT_SECRET'),
        jwt: { expiresIn: '30d' },
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
