import type { Core } from '@strapi/strapi';

// Sign-in sessions are Strapi 5's refresh-token sessions (config/plugins.ts, jwtManagement 'refresh'): a
// short access token (ACCESS_TOKEN_MINUTES) the site renews with a refresh token. Strapi makes every new
// session a long one ("refresh": 30 days, UP's maxRefreshTokenLifespan); a sign-in without "Recordarme",
// a registration and a password reset are browser sessions instead (Strapi's "session" kind: at most
// maxSessionLifespan, ended after idleSessionLifespan without use), which this module sets on the record
// Strapi just made. The site keeps such a session's refresh token in sessionStorage, so it also ends when
// the browser does.

export type SessionKind = 'refresh' | 'session';

const SESSION_UID = 'admin::session';
const ORIGIN = 'users-permissions';

type SessionsConfig = { maxSessionLifespan: number; idleSessionLifespan: number };

// The session id inside a refresh token (its payload is not secret; Strapi checks its signature on use).
export function sessionIdOf(refreshToken: unknown): string | null {
  if (typeof refreshToken !== 'string') return null;
  const payload = refreshToken.split('.')[1];
  if (!payload) return null;
  try {
    const { sessionId } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sessionId?: unknown };
    return typeof sessionId === 'string' && /^[0-9a-f]{32}$/.test(sessionId) ? sessionId : null;
  } catch {
    return null;
  }
}

export async function setSessionKind(strapi: Core.Strapi, refreshToken: unknown, kind: SessionKind): Promise<void> {
  const sessionId = sessionIdOf(refreshToken);
  if (!sessionId || kind === 'refresh') return;
  const config = strapi.config.get<SessionsConfig>('plugin::users-permissions.sessions');
  const now = Date.now();
  await strapi.db.query(SESSION_UID).update({
    where: { sessionId, origin: ORIGIN },
    data: {
      type: 'session',
      expiresAt: new Date(now + config.idleSessionLifespan * 1000),
      absoluteExpiresAt: new Date(now + config.maxSessionLifespan * 1000),
    },
  });
}

export async function sessionKindOf(strapi: Core.Strapi, sessionId: string | undefined): Promise<SessionKind> {
  if (!sessionId) return 'session';
  const record = (await strapi.db.query(SESSION_UID).findOne({ where: { sessionId }, select: ['type'] })) as {
    type?: string;
  } | null;
  return record?.type === 'refresh' ? 'refresh' : 'session';
}

// An access token is worth only as long as its session lives: signing out, "Cerrar sesión en todos los
// dispositivos", a password change or reset and deleting the account end it at once, not when the token
// would have expired.
export function isSessionActive(strapi: Core.Strapi, sessionId: string): Promise<boolean> {
  return strapi.sessionManager(ORIGIN).isSessionActive(sessionId);
}

export function endAllSessions(strapi: Core.Strapi, userId: number): Promise<void> {
  return strapi.sessionManager(ORIGIN).invalidateRefreshToken(String(userId));
}
