import { isProduction } from '../env/secrets';

// Discord's settings (issue 45; docs/production.md "Discord"): the application's OAuth2 client, the bot that gives
// roles in the community's guild, and the roles it gives. The secrets come only from the environment and go only to
// Discord: never logged, never answered. DISCORD_URL points at a local stand-in in the tests (cms/discord-sandbox);
// production must talk to Discord itself. Without them the site runs, and /ajustes says Discord is not configured.

const DISCORD_DEFAULT_URL = 'https://discord.com';

export type DiscordSettings = {
  // https://discord.com: the authorization page is at /oauth2/authorize, the REST API under /api/v10.
  url: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  // Where Discord sends the player back: the CMS's GET /api/discord/callback, as registered in the application.
  redirectUri: string;
  botToken: string;
  guildId: string;
  // The role each kind of account holds while it is one; a missing one is not given.
  roles: { premium: string | null; admin: string | null; staff: string | null };
};

const NAMES = {
  clientId: 'DISCORD_CLIENT_ID',
  clientSecret: 'DISCORD_CLIENT_SECRET',
  redirectUri: 'DISCORD_REDIRECT_URI',
  botToken: 'DISCORD_BOT_TOKEN',
  guildId: 'DISCORD_GUILD_ID',
} as const;

const SNOWFLAKE = /^\d{17,20}$/;

const read = (name: string) => (process.env[name] ?? '').trim();

function originOf(value: string, name: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be http(s)`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function roleOf(name: string): string | null {
  const value = read(name);
  if (!value) return null;
  if (!SNOWFLAKE.test(value)) throw new Error(`${name} must be a Discord role id (17 to 20 digits)`);
  return value;
}

// Discord's address (DISCORD_URL, a stand-in in the tests), asked for the link, the roles and the invite's counts.
export function discordUrl(): string {
  return originOf(read('DISCORD_URL') || DISCORD_DEFAULT_URL, 'DISCORD_URL');
}

// Read on every use (tests vary them); null while any of the five is missing.
export function discordSettings(): DiscordSettings | null {
  const values = Object.fromEntries(Object.entries(NAMES).map(([key, name]) => [key, read(name)])) as Record<
    keyof typeof NAMES,
    string
  >;
  if (Object.values(values).some((value) => !value)) return null;
  const url = discordUrl();
  return {
    ...values,
    url,
    apiUrl: `${url}/api/v10`,
    redirectUri: originOf(values.redirectUri, NAMES.redirectUri),
    roles: {
      premium: roleOf('DISCORD_PREMIUM_ROLE_ID'),
      admin: roleOf('DISCORD_ADMIN_ROLE_ID'),
      staff: roleOf('DISCORD_STAFF_ROLE_ID'),
    },
  };
}

const INVITE_HOSTS = ['discord.gg', 'discord.com', 'www.discord.com', 'discordapp.com'];
const CODE = /^[A-Za-z0-9-]{2,32}$/;
// The invite's code, or null without DISCORD_INVITE_URL; anything but a Discord invite address is refused at start.
export function inviteCodeOf(raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (!value) return null;
  const url = new URL(value);
  const path = url.pathname.replace(/\/+$/, '');
  const code = url.hostname === 'discord.gg' ? path.slice(1) : path.replace(/^\/invite\//, '');
  if (url.protocol !== 'https:' || !INVITE_HOSTS.includes(url.hostname) || !CODE.test(code)) {
    throw new Error('DISCORD_INVITE_URL is not a Discord invite (https://discord.gg/<code>)');
  }
  return code;
}

const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/i;

// A production start pointed at a local stand-in is refused (its "roles" would be nobody's); one without Discord is
// a site without the Discord link, which is allowed. Half a configuration is refused everywhere: it is a mistake.
export function assertDiscordSettingsAllowed(): void {
  const set = Object.values(NAMES).filter((name) => read(name));
  if (set.length > 0 && set.length < Object.keys(NAMES).length) {
    const missing = Object.values(NAMES).filter((name) => !read(name));
    throw new Error(`Discord is half configured: ${missing.join(', ')} missing (docs/production.md, 'Discord').`);
  }
  // The invite is read (and refused when it is not one) at start too.
  inviteCodeOf(process.env.DISCORD_INVITE_URL);
  if (!isProduction()) return;
  // Also without the bot: /discord's counts are asked of DISCORD_URL.
  if (LOCAL_HOSTS.test(new URL(discordUrl()).hostname)) {
    throw new Error(
      'DISCORD_URL points at a local Discord stand-in, refused with NODE_ENV=production: leave it unset (Discord ' +
        'itself).',
    );
  }
}
