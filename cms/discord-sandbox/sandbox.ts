import { createHash, randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Discord (issue 45): the REST paths the CMS calls under /api/v10 (the OAuth2 token, /users/@me,
// a guild's members and their roles, an invite with its counts) and channel webhooks (/api/webhooks/:id/:token), with Discord's status codes and error bodies (401 without the right token,
// 400 `invalid_grant`, 404 Unknown Member 10007 / Unknown Role 10011, 429 with `retry_after` and the rate-limit
// headers on demand), and the authorization page a player approves (/oauth2/authorize, marked "Entorno de prueba").
// It records what it was asked, so tests see what reached "Discord". Controls under /_sandbox (POST
// /_sandbox/invites/:code {name, members, online}) and in the object it returns.

export type SandboxUser = { id: string; username: string; global_name: string | null };

type Grant = {
  clientId: string;
  redirectUri: string;
  challenge: string;
  user: SandboxUser;
  used: boolean;
};

// `body`: what was sent, as text (a webhook's message names whom it is about).
export type RecordedRequest = { method: string; path: string; body: string; at: number };

export type RateLimited = 'roles' | 'webhooks';

export type WebhookPost = { webhookId: string; body: Record<string, unknown>; at: number };

export type DiscordSandboxOptions = {
  port?: number;
  clientId: string;
  clientSecret: string;
  botToken: string;
  guildId: string;
  roleIds: readonly string[];
};

export type DiscordSandbox = {
  url: string;
  /** Who approves the next authorization (the page's default is a new user each time). */
  signInAs(user: SandboxUser): void;
  /** The player joins (or is already in) the guild; their roles are kept per member. */
  joinGuild(user: SandboxUser): void;
  leaveGuild(userId: string): void;
  rolesOf(userId: string): string[] | null;
  /** The member's roles set by hand (as a moderator would in Discord's own client). */
  setRoles(userId: string, roles: string[]): void;
  /** The next `count` calls of that kind (the bot's role calls, or webhook posts) answer 429 with this `retry_after`. */
  rateLimitNext(kind: RateLimited, count: number, retryAfterSeconds: number, global?: boolean): void;
  /** A channel webhook (its address for DISCORD_WEBHOOK_*); deleted, it answers 404 Unknown Webhook. */
  createWebhook(): { id: string; url: string };
  deleteWebhook(id: string): void;
  /** The guild's invite `code` with its approximate counts (null: the invite is gone, 404 Unknown Invite). */
  setInvite(code: string, guild: { name: string; members: number; online: number } | null): void;
  /** The messages each webhook received (a 429 posts nothing). */
  webhookPosts(): WebhookPost[];
  requests(): RecordedRequest[];
  close(): Promise<void>;
};

const SNOWFLAKE = /^\d{17,20}$/;

let nextSnowflake = 100_000_000_000_000_000n;
export function newSnowflake(): string {
  nextSnowflake += BigInt(1 + Math.floor(Math.random() * 1000));
  return String(nextSnowflake);
}

function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export async function startDiscordSandbox(options: DiscordSandboxOptions): Promise<DiscordSandbox> {
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, SandboxUser>();
  const members = new Map<string, { user: SandboxUser; roles: Set<string> }>();
  const recorded: RecordedRequest[] = [];
  let nextUser: SandboxUser | null = null;
  const limits: Record<RateLimited, { count: number; retryAfter: number; global: boolean }> = {
    roles: { count: 0, retryAfter: 0, global: false },
    webhooks: { count: 0, retryAfter: 0, global: false },
  };
  const webhooks = new Map<string, string>();
  const posts: WebhookPost[] = [];
  const invites = new Map<string, { name: string; members: number; online: number }>();

  function authorizePage(url: URL, res: ServerResponse): void {
    const query = url.searchParams;
    const redirectUri = query.get('redirect_uri') ?? '';
    if (
      query.get('client_id') !== options.clientId ||
      query.get('response_type') !== 'code' ||
      !redirectUri ||
      query.get('code_challenge_method') !== 'S256' ||
      !query.get('code_challenge')
    ) {
      res.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<p>Invalid OAuth2 request</p>');
      return;
    }
    const decide = (approve: boolean) => {
      const back = new URL(redirectUri);
      back.searchParams.set('state', query.get('state') ?? '');
      if (!approve) {
        back.searchParams.set('error', 'access_denied');
        return back.toString();
      }
      const code = randomBytes(15).toString('base64url');
      const user = nextUser ?? { id: newSnowflake(), username: `jugador${members.size + 1}`, global_name: null };
      grants.set(code, {
        clientId: options.clientId,
        redirectUri,
        challenge: query.get('code_challenge') ?? '',
        user,
        used: false,
      });
      back.searchParams.set('code', code);
      return back.toString();
    };
    // `approve=1` (what the page's button sends, and tests follow): back to the site with a code.
    if (query.get('approve') === '1') return send(res, 302, undefined, { Location: decide(true) });
    if (query.get('approve') === '0') return send(res, 302, undefined, { Location: decide(false) });
    // Links on the page itself (relative: the page knows no host name of its own).
    const approveUrl = new URL(url.toString());
    approveUrl.searchParams.set('approve', '1');
    const denyUrl = new URL(url.toString());
    denyUrl.searchParams.set('approve', '0');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="es"><meta charset="utf-8"><link rel="icon" href="data:,"><title>Discord (entorno de prueba)</title>
<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">
<p><strong>Entorno de prueba</strong>: no es Discord.</p>
<h1>CS 16 Argentina quiere ver tu nombre de usuario de Discord</h1>
<p><a href="${escapeHtml(approveUrl.pathname + approveUrl.search)}">Autorizar</a> · <a href="${escapeHtml(denyUrl.pathname + denyUrl.search)}">Cancelar</a></p>
</body></html>`);
  }

  function token(req: IncomingMessage, body: string, res: ServerResponse): void {
    const form = new URLSearchParams(body);
    const basic = (req.headers.authorization ?? '').replace(/^Basic /, '');
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    const clientId = form.get('client_id') ?? basicId;
    const clientSecret = form.get('client_secret') ?? basicSecret;
    if (clientId !== options.clientId || clientSecret !== options.clientSecret) {
      return send(res, 401, { error: 'invalid_client' });
    }
    const grant = grants.get(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !grant ||
      grant.used ||
      grant.redirectUri !== form.get('redirect_uri') ||
      grant.challenge !== challenge
    ) {
      return send(res, 400, { error: 'invalid_grant', error_description: 'Invalid "code" in request.' });
    }
    grant.used = true;
    const accessToken = randomBytes(20).toString('base64url');
    tokens.set(accessToken, grant.user);
    send(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 604800,
      refresh_token: randomBytes(20).toString('base64url'),
      scope: 'identify',
    });
  }

  const unauthorized = (res: ServerResponse) => send(res, 401, { message: '401: Unauthorized', code: 0 });

  // Answers 429 when told to; true when it did.
  function rateLimited(kind: RateLimited, res: ServerResponse): boolean {
    const limited = limits[kind];
    if (limited.count <= 0) return false;
    limited.count -= 1;
    send(
      res,
      429,
      { message: 'You are being rate limited.', retry_after: limited.retryAfter, global: limited.global },
      {
        'Retry-After': String(Math.ceil(limited.retryAfter)),
        'X-RateLimit-Limit': '10',
        'X-RateLimit-Remaining': '0',
        'X-RateLimit-Reset-After': String(limited.retryAfter),
        'X-RateLimit-Scope': limited.global ? 'global' : 'user',
        ...(limited.global ? { 'X-RateLimit-Global': 'true' } : {}),
      },
    );
    return true;
  }

  function webhook(parts: string[], body: string, res: ServerResponse): void {
    // webhooks/:id/:token
    const [, id, token] = parts;
    if (!id || webhooks.get(id) !== token) return send(res, 404, { message: 'Unknown Webhook', code: 10015 });
    if (rateLimited('webhooks', res)) return;
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return send(res, 400, { message: 'The request body contains invalid JSON.', code: 50109 });
    }
    const embeds = Array.isArray(message.embeds) ? message.embeds : [];
    if (embeds.length === 0 && typeof message.content !== 'string') {
      return send(res, 400, { message: 'Cannot send an empty message', code: 50006 });
    }
    if (JSON.stringify(embeds).length > 6000 * 2) return send(res, 400, { message: 'Invalid Form Body', code: 50035 });
    posts.push({ webhookId: id, body: message, at: Date.now() });
    send(res, 200, { id: newSnowflake(), channel_id: newSnowflake(), webhook_id: id, ...message });
  }

  // List Guild Members: by user id after `after`, at most `limit` (1-1000), as Discord pages them.
  function listMembers(query: URLSearchParams, res: ServerResponse): void {
    const limit = Number(query.get('limit') ?? '1');
    const after = BigInt(SNOWFLAKE.test(query.get('after') ?? '') ? (query.get('after') ?? '0') : '0');
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
      return send(res, 400, { message: 'Invalid Form Body', code: 50035 });
    }
    const page = [...members.values()]
      .filter((member) => BigInt(member.user.id) > after)
      .sort((a, b) => (BigInt(a.user.id) < BigInt(b.user.id) ? -1 : 1))
      .slice(0, limit)
      .map((member) => ({
        user: member.user,
        nick: null,
        roles: [...member.roles],
        joined_at: new Date().toISOString(),
      }));
    send(res, 200, page);
  }

  // Get Invite with counts: the public answer /discord shows (no authorization).
  function invite(code: string, query: URLSearchParams, res: ServerResponse): void {
    const found = invites.get(code);
    if (!found) return send(res, 404, { message: 'Unknown Invite', code: 10006 });
    const counts = query.get('with_counts') === 'true';
    send(res, 200, {
      type: 0,
      code,
      guild: { id: options.guildId, name: found.name, description: null, icon: null },
      ...(counts ? { approximate_member_count: found.members, approximate_presence_count: found.online } : {}),
    });
  }

  function bot(req: IncomingMessage, parts: string[], query: URLSearchParams, res: ServerResponse): void {
    if (req.headers.authorization !== `Bot ${options.botToken}`) return unauthorized(res);
    if (rateLimited('roles', res)) return;
    // guilds/:guild/members[/:user[/roles/:role]]
    const [, guildId, , userId, , roleId] = parts;
    if (guildId !== options.guildId) return send(res, 404, { message: 'Unknown Guild', code: 10004 });
    if (parts.length === 3 && req.method === 'GET') return listMembers(query, res);
    if (!SNOWFLAKE.test(userId ?? '')) return send(res, 404, { message: 'Unknown User', code: 10013 });
    const member = members.get(userId);
    if (!member) return send(res, 404, { message: 'Unknown Member', code: 10007 });
    if (parts.length === 4 && req.method === 'GET') {
      return send(res, 200, { user: member.user, roles: [...member.roles], joined_at: new Date().toISOString() });
    }
    if (parts.length === 6 && (req.method === 'PUT' || req.method === 'DELETE')) {
      if (!options.roleIds.includes(roleId ?? '')) return send(res, 404, { message: 'Unknown Role', code: 10011 });
      if (req.method === 'PUT') member.roles.add(roleId);
      else member.roles.delete(roleId);
      return send(res, 204);
    }
    send(res, 405, { message: '405: Method Not Allowed', code: 0 });
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://sandbox');
      const body = req.method === 'GET' || req.method === 'DELETE' ? '' : await bodyOf(req);
      if (!url.pathname.startsWith('/_sandbox')) {
        recorded.push({ method: req.method ?? 'GET', path: url.pathname, body, at: Date.now() });
      }
      if (url.pathname === '/oauth2/authorize' && req.method === 'GET') return authorizePage(url, res);
      // The controls a browser test (or a developer) uses: an invite's counts.
      const control = /^\/_sandbox\/invites\/([A-Za-z0-9-]{2,32})$/.exec(url.pathname);
      if (control && req.method === 'POST') {
        const wanted = JSON.parse(body || '{}') as { name?: unknown; members?: unknown; online?: unknown };
        const whole = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0);
        invites.set(control[1] ?? '', {
          name: typeof wanted.name === 'string' ? wanted.name : 'Discord de prueba',
          members: whole(wanted.members),
          online: whole(wanted.online),
        });
        return send(res, 204);
      }
      if (url.pathname === '/api/v10/oauth2/token' && req.method === 'POST') return token(req, body, res);
      if (url.pathname === '/api/v10/users/@me' && req.method === 'GET') {
        const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!user) return unauthorized(res);
        return send(res, 200, { ...user, discriminator: '0', avatar: null });
      }
      const parts = url.pathname.replace(/^\/api\/v10\//, '').split('/');
      if (url.pathname.startsWith('/api/webhooks/') && req.method === 'POST') {
        return webhook(url.pathname.replace(/^\/api\//, '').split('/'), body, res);
      }
      if (url.pathname.startsWith('/api/v10/guilds/') && parts[2] === 'members' && [3, 4, 6].includes(parts.length)) {
        return bot(req, parts, url.searchParams, res);
      }
      if (
        parts[0] === 'invites' &&
        parts.length === 2 &&
        req.method === 'GET' &&
        url.pathname.startsWith('/api/v10/')
      ) {
        return invite(parts[1] ?? '', url.searchParams, res);
      }
      send(res, 404, { message: '404: Not Found', code: 0 });
    })().catch((error: unknown) => send(res, 400, { message: String(error), code: 50109 }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    signInAs(user) {
      nextUser = user;
    },
    joinGuild(user) {
      if (!members.has(user.id)) members.set(user.id, { user, roles: new Set() });
    },
    leaveGuild(userId) {
      members.delete(userId);
    },
    rolesOf: (userId) => (members.has(userId) ? [...(members.get(userId)?.roles ?? [])].sort() : null),
    setRoles(userId, roles) {
      const member = members.get(userId);
      if (member) member.roles = new Set(roles);
    },
    rateLimitNext(kind, count, retryAfterSeconds, global = false) {
      limits[kind] = { count, retryAfter: retryAfterSeconds, global };
    },
    createWebhook() {
      const id = newSnowflake();
      webhooks.set(id, randomBytes(32).toString('base64url'));
      return { id, url: `${url}/api/webhooks/${id}/${webhooks.get(id)}` };
    },
    deleteWebhook(id) {
      webhooks.delete(id);
    },
    setInvite(code, guild) {
      if (guild) invites.set(code, guild);
      else invites.delete(code);
    },
    webhookPosts: () => [...posts],
    requests: () => [...recorded],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
