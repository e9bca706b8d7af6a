import { remoteNames, type RemoteName } from '../remotes/remote-modules';
import { isRecord } from '../lib/is-record';
import { fetchJson, startEarlyRead, takeEarlyRead } from '../start/early-reads';

/**
 * Read once at start from `runtime-config.json`, served beside the shell, so a team can move or redeploy a
 * remote, or point the site at another API, without rebuilding the shell.
 */
export type RuntimeConfig = {
  /** Base URL of the CMS REST API, e.g. http://localhost:1337/api */
  apiUrl: string;
  /** Where each remote's `mf-manifest.json` lives. */
  remotes: Record<RemoteName, string>;
  /** The landing page's background video. */
  heroVideo: { provider: 'youtube'; videoId: string } | null;
  /** The community's Discord invite (`/discord` goes there); null when this environment has none. */
  discordUrl: string | null;
};

export const defaultRuntimeConfig: RuntimeConfig = {
  apiUrl: 'http://localhost:1337/api',
  remotes: {
    mfe_servers: 'http://localhost:3001/mf-manifest.json',
    mfe_account: 'http://localhost:3002/mf-manifest.json',
    mfe_help: 'http://localhost:3003/mf-manifest.json',
    mfe_membership: 'http://localhost:3004/mf-manifest.json',
    mfe_community: 'http://localhost:3005/mf-manifest.json',
  },
  heroVideo: null,
  discordUrl: null,
};

let current: RuntimeConfig = defaultRuntimeConfig;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value, 'http://relative.invalid');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Hosts a Discord invite lives on: `/discord` sends visitors to the configured URL, so only these are taken. */
const DISCORD_HOSTS = ['discord.gg', 'discord.com', 'www.discord.com', 'discordapp.com', 'www.discordapp.com'];

/**
 * The Discord invite of an untrusted config: an https URL of Discord's own with a path (the invite code), or
 * null (missing, or anything else: `/discord` then says the invite is not available rather than send a
 * visitor to an address nobody checked).
 */
export function parseDiscordUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  try {
    const url = new URL(value);
    const valid =
      url.protocol === 'https:' &&
      DISCORD_HOSTS.includes(url.hostname) &&
      url.username === '' &&
      url.password === '' &&
      url.port === '' &&
      /^\/[A-Za-z0-9/_-]+$/.test(url.pathname);
    return valid ? url.href : null;
  } catch {
    return null;
  }
}

/** The `apiUrl` of an untrusted config (all a remote's standalone frame reads), without trailing slashes. */
export function parseApiUrl(value: unknown): string {
  if (!isRecord(value)) throw new RuntimeConfigError('runtime-config.json must hold an object');
  if (!isHttpUrl(value.apiUrl)) throw new RuntimeConfigError('runtime-config.json: apiUrl must be an http(s) URL');
  return value.apiUrl.replace(/\/+$/, '');
}

/** Validates an untrusted JSON value; unknown keys are ignored, missing optional ones take defaults. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isRecord(value)) throw new RuntimeConfigError('runtime-config.json must hold an object');
  const apiUrl = parseApiUrl(value);
  const { remotes, heroVideo, discordUrl } = value;
  if (!isRecord(remotes)) throw new RuntimeConfigError('runtime-config.json: remotes must be an object');
  const parsedRemotes = {} as Record<RemoteName, string>;
  for (const name of remoteNames) {
    const entry = remotes[name];
    if (!isHttpUrl(entry)) {
      throw new RuntimeConfigError(`runtime-config.json: remotes.${name} must be the URL of its mf-manifest.json`);
    }
    parsedRemotes[name] = entry;
  }
  let parsedVideo: RuntimeConfig['heroVideo'] = null;
  if (isRecord(heroVideo) && heroVideo.provider === 'youtube' && typeof heroVideo.videoId === 'string') {
    parsedVideo = { provider: 'youtube', videoId: heroVideo.videoId };
  }
  return {
    apiUrl,
    remotes: parsedRemotes,
    heroVideo: parsedVideo,
    discordUrl: parseDiscordUrl(discordUrl),
  };
}

/** Where the shell serves its runtime config. */
export const RUNTIME_CONFIG_URL = '/runtime-config.json';

const RUNTIME_CONFIG_TIMEOUT_MS = 15_000;

/**
 * Starts reading the runtime config for the site's code, which takes it with `loadRuntimeConfig` (the page's
 * start, shell/src/page-start.ts). Resolves to the config, validated and installed in this bundle, or null when
 * it could not be read or is not valid (the site's code then reads it again and shows what went wrong).
 */
export async function startRuntimeConfigRead(url = RUNTIME_CONFIG_URL): Promise<RuntimeConfig | null> {
  const answer = await startEarlyRead(url, () => fetchJson(url, { cache: 'no-cache' }, RUNTIME_CONFIG_TIMEOUT_MS));
  try {
    const config = parseRuntimeConfig(answer);
    setRuntimeConfig(config);
    return config;
  } catch {
    return null;
  }
}

/** Fetches (or takes what the page's start read), validates and installs the runtime configuration. */
export async function loadRuntimeConfig(url = RUNTIME_CONFIG_URL): Promise<RuntimeConfig> {
  let answer = await takeEarlyRead(url);
  if (answer === undefined || answer === null) {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`);
    answer = (await response.json()) as unknown;
  }
  const config = parseRuntimeConfig(answer);
  setRuntimeConfig(config);
  return config;
}
