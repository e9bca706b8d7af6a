import type { DiscordSettings } from './discord-settings';

// The calls the CMS makes to Discord's REST API (v10), with Discord's answers read as hostile: only the fields used,
// checked. Three kinds of failure, because the job queue treats them differently:
//   - DiscordRateLimited: 429, wait `retry_after` seconds (Discord's own figure, body or header) and ask again;
//   - DiscordRefused: any other 4xx (an unknown member, a revoked code): asking again would answer the same;
//   - DiscordUnavailable: 5xx, a timeout, no answer: Discord is away for a while; asking later may work.

const TIMEOUT_MS = 10_000;
const SNOWFLAKE = /^\d{17,20}$/;
const USER_AGENT = 'DiscordBot (https://cs16.com.ar, 1.0)';

export class DiscordRateLimited extends Error {
  constructor(
    readonly retryAfterMs: number,
    readonly global: boolean,
  ) {
    super(`Discord rate limit${global ? ' (global)' : ''}: retry after ${retryAfterMs} ms`);
  }
}

export class DiscordRefused extends Error {
  constructor(
    readonly status: number,
    // Discord's JSON error code (10007 Unknown Member, 10011 Unknown Role...), 0 when none.
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export class DiscordUnavailable extends Error {}

export const UNKNOWN_MEMBER = 10007;

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth?: string;
  form?: URLSearchParams;
  json?: unknown;
};

// A page of a thousand members is about half a megabyte; anything past this is not Discord's answer.
const MAX_ANSWER_CHARS = 4_000_000;

// One call to `url` (the API's base and the path, or a webhook's own address), its JSON answer or the failure's kind.
export async function callDiscord(
  url: string,
  { method, path, auth, form, json }: Omit<Call, 'path'> & { path?: string },
) {
  const where = path ?? new URL(url).pathname.replace(/\/[^/]+$/, '/…');
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        ...(auth ? { Authorization: auth } : {}),
        'User-Agent': USER_AGENT,
        ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        // Role changes name themselves in the guild's audit log.
        ...(method === 'PUT' || method === 'DELETE' ? { 'X-Audit-Log-Reason': 'cs16.com.ar membership' } : {}),
      },
      body: form ? form.toString() : json !== undefined ? JSON.stringify(json) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    throw new DiscordUnavailable(`Discord ${method} ${where}: ${error instanceof Error ? error.message : error}`);
  }
  const text = (await response.text().catch(() => '')).slice(0, MAX_ANSWER_CHARS);
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const field = (name: string): unknown =>
    body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  if (response.status === 429) {
    const seconds = Number(field('retry_after') ?? response.headers.get('retry-after'));
    const retryAfterMs = Number.isFinite(seconds) && seconds >= 0 ? Math.min(Math.ceil(seconds * 1000), 600_000) : 5000;
    throw new DiscordRateLimited(retryAfterMs, field('global') === true);
  }
  if (response.status >= 500) throw new DiscordUnavailable(`Discord ${method} ${where}: ${response.status}`);
  if (!response.ok) {
    const code = typeof field('code') === 'number' ? (field('code') as number) : 0;
    const message = typeof field('message') === 'string' ? (field('message') as string).slice(0, 200) : '';
    const oauth = typeof field('error') === 'string' ? (field('error') as string).slice(0, 100) : '';
    throw new DiscordRefused(
      response.status,
      code,
      `Discord ${method} ${where}: ${response.status} ${message || oauth}`,
    );
  }
  return body;
}

const call = (settings: DiscordSettings, request: Call) => callDiscord(`${settings.apiUrl}${request.path}`, request);

const bot = (settings: DiscordSettings) => `Bot ${settings.botToken}`;

export type DiscordUser = { id: string; name: string };

// OAuth2's authorization-code grant with PKCE: the code Discord sent the player back with, and our verifier.
export async function exchangeCode(settings: DiscordSettings, code: string, verifier: string): Promise<string> {
  const body = await call(settings, {
    method: 'POST',
    path: '/oauth2/token',
    auth: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`,
    form: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: settings.redirectUri,
      code_verifier: verifier,
    }),
  });
  const token = (body as { access_token?: unknown } | null)?.access_token;
  if (typeof token !== 'string' || !token) throw new DiscordUnavailable('Discord answered no access token');
  return token;
}

// The player who approved (scope `identify`): their id and the name Discord shows.
export async function currentUser(settings: DiscordSettings, accessToken: string): Promise<DiscordUser> {
  const body = (await call(settings, { method: 'GET', path: '/users/@me', auth: `Bearer ${accessToken}` })) as Record<
    string,
    unknown
  > | null;
  const id = body?.id;
  const username = body?.username;
  if (typeof id !== 'string' || !SNOWFLAKE.test(id) || typeof username !== 'string') {
    throw new DiscordUnavailable('Discord answered a user without id or name');
  }
  const shown = typeof body?.global_name === 'string' && body.global_name ? body.global_name : username;
  return { id, name: printableName(shown, 32) || username.slice(0, 32) };
}

// Names are shown on the site and in staff's channel: printable text only (no control, format or bidirectional
// characters), at most `max` characters.
function printableName(value: string, max: number): string {
  return Array.from(value.replace(/[\p{C}]/gu, ''))
    .slice(0, max)
    .join('');
}

const memberPath = (settings: DiscordSettings, userId: string) => `/guilds/${settings.guildId}/members/${userId}`;

export async function giveRole(settings: DiscordSettings, userId: string, roleId: string): Promise<void> {
  await call(settings, { method: 'PUT', path: `${memberPath(settings, userId)}/roles/${roleId}`, auth: bot(settings) });
}

export async function takeRole(settings: DiscordSettings, userId: string, roleId: string): Promise<void> {
  await call(settings, {
    method: 'DELETE',
    path: `${memberPath(settings, userId)}/roles/${roleId}`,
    auth: bot(settings),
  });
}

// The member's roles now, or null when they are not in the guild.
export async function memberRoles(settings: DiscordSettings, userId: string): Promise<string[] | null> {
  try {
    const body = (await call(settings, { method: 'GET', path: memberPath(settings, userId), auth: bot(settings) })) as {
      roles?: unknown;
    } | null;
    return Array.isArray(body?.roles) ? body.roles.filter((role): role is string => typeof role === 'string') : [];
  } catch (error) {
    if (error instanceof DiscordRefused && error.code === UNKNOWN_MEMBER) return null;
    throw error;
  }
}

export type GuildMember = { id: string; name: string; roles: string[] };

// One page of the guild's members, by user id from `after` (Discord's List Guild Members, up to 1000; the bot needs
// the Server Members intent, docs/production.md "Discord").
export async function guildMembers(settings: DiscordSettings, after: string, limit = 1000): Promise<GuildMember[]> {
  const query = new URLSearchParams({ limit: String(limit), after });
  const body = await call(settings, {
    method: 'GET',
    path: `/guilds/${settings.guildId}/members?${query}`,
    auth: bot(settings),
  });
  if (!Array.isArray(body)) throw new DiscordUnavailable('Discord answered the member list with something else');
  return body.flatMap((entry: unknown): GuildMember[] => {
    const member = entry as {
      user?: { id?: unknown; username?: unknown; global_name?: unknown };
      nick?: unknown;
      roles?: unknown;
    };
    const id = member?.user?.id;
    if (typeof id !== 'string' || !SNOWFLAKE.test(id)) return [];
    const names = [member.nick, member.user?.global_name, member.user?.username].map((value) =>
      typeof value === 'string' ? printableName(value, 64) : '',
    );
    const name = names.find((value) => value.length > 0) ?? id;
    const roles = Array.isArray(member.roles)
      ? member.roles.filter((role): role is string => typeof role === 'string')
      : [];
    return [{ id, name, roles }];
  });
}
