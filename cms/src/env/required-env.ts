import type { Core } from '@strapi/strapi';

type Env = Core.Config.Shared.ConfigParams['env'];

// Secrets are generated into .env by scripts/ensure-env.js; starting without them is a setup error.
export function requiredEnv(env: Env, name: string): string {
  const value = env(name);
  if (!value)
    throw new Error(
      `${name} is not set: start the CMS with \`npm start\` or \`npm run develop\`, which generate it into cms/.env`,
    );
  return value;
}
