import type { Core } from '@strapi/strapi';
import { secretEnv } from '../src/env/secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  // Reachable from this machine only unless HOST says otherwise (a reverse proxy usually sits in front).
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Behind a reverse proxy the client's address is the last TRUST_PROXY_HOPS entries of X-Forwarded-For
  // (what the trusted proxies appended); without TRUST_PROXY the header is ignored, so a client cannot
  // pick the address its rate limits count against.
  proxy: {
    koa: env.bool('TRUST_PROXY', false),
    maxIpsCount: env.int('TRUST_PROXY_HOPS', 1),
  },
  app: {
    keys: secretEnv(env, 'APP_KEYS')
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
