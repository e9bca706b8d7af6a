import type { Core } from '@strapi/strapi';

type Env = Core.Config.Shared.ConfigParams['env'];

export const SECRET_NAMES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
] as const;

// Placeholders of Strapi's .env.example and the like: a deployment that copied one is as open as one
// without a secret at all.
const PLACEHOLDER = /tobemodified|changeme|change-me|example|placeholder|secret/i;
const MIN_LENGTH = 16;

export const isProduction = () => process.env.NODE_ENV === 'production';

// APP_KEYS is a comma-separated list: each key is checked.
function isWeak(name: string, value: string | undefined): boolean {
  if (!value) return true;
  const parts = name === 'APP_KEYS' ? value.split(',').map((part) => part.trim()) : [value];
  return parts.some((part) => part.length < MIN_LENGTH || PLACEHOLDER.test(part));
}

export function weakSecrets(values: Record<string, string | undefined>): string[] {
  return SECRET_NAMES.filter((name) => isWeak(name, values[name]));
}

// The demo start generates every secret into cms/.env (scripts/ensure-env.js); in production nothing is
// generated, and a missing, short or placeholder secret stops the start with a message naming them all.
export function secretEnv(env: Env, name: (typeof SECRET_NAMES)[number]): string {
  const value = env(name) ?? '';
  if (isProduction()) {
    const weak = weakSecrets(process.env);
    if (weak.length > 0) {
      throw new Error(
        `${weak.join(', ')} ${weak.length === 1 ? 'is missing or not a real secret' : 'are missing or not real secrets'} (shorter than ${MIN_LENGTH} ` +
          'characters, or a placeholder such as "tobemodified"). With NODE_ENV=production the CMS generates no ' +
          'secrets: set each to a long random value (e.g. `openssl rand -base64 32`; APP_KEYS takes several, ' +
          'comma-separated) in the environment or in cms/.env.',
      );
    }
    return value;
  }
  if (!value) {
    throw new Error(
      `${name} is not set: start the CMS with \`npm start\` or \`npm run develop\`, which generate it into cms/.env`,
    );
  }
  return value;
}
