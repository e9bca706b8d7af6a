import Bowser from 'bowser';
import type { Core } from '@strapi/strapi';
import { sessionIdOf } from './sessions';

// The device a session was opened on, as "Descargar mis datos" lists it ("Chrome en Linux"). Strapi labels a
// new session with its own few regular expressions, in English, and takes Chromium's headless and several other
// browsers for Safari ("Safari on Linux"); bowser (MIT, maintained, no dependencies) reads the user agent instead,
// and the label is written over Strapi's on the record it just made. Rotations keep it (Strapi copies the metadata).

const SESSION_UID = 'admin::session';
const ORIGIN = 'users-permissions';
// A browser's own user agent is well under this; a longer header is not read at all.
const MAX_USER_AGENT = 512;

/** "Chrome en Linux", "Safari en iOS", "Firefox", or null for a user agent that names neither. */
export function deviceLabel(userAgent: unknown): string | null {
  if (typeof userAgent !== 'string' || userAgent.trim() === '' || userAgent.length > MAX_USER_AGENT) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name?.trim() || null;
  const os = parsed.os.name?.trim() || null;
  if (browser && os) return `${browser} en ${os}`;
  return browser ?? os;
}

type SessionRow = { metadata?: Record<string, unknown> | null };

/** Writes the label of the request's user agent on the session of `refreshToken` (no label: Strapi's goes too). */
export async function labelSessionDevice(
  strapi: Core.Strapi,
  refreshToken: unknown,
  userAgent: unknown,
): Promise<void> {
  const sessionId = sessionIdOf(refreshToken);
  if (!sessionId) return;
  const where = { sessionId, origin: ORIGIN };
  const row = (await strapi.db.query(SESSION_UID).findOne({ where, select: ['metadata'] })) as SessionRow | null;
  if (!row) return;
  const { deviceName: _strapis, ...metadata } = row.metadata ?? {};
  const label = deviceLabel(userAgent);
  await strapi.db
    .query(SESSION_UID)
    .update({ where, data: { metadata: label ? { ...metadata, deviceName: label } : metadata } });
}

/** After any call that answers a new session (sign-in, registration, a password reset or change). */
export const sessionDevice: Core.MiddlewareHandler = async (ctx, next) => {
  await next();
  const refreshToken = (ctx.body as { refreshToken?: unknown } | undefined)?.refreshToken;
  if (refreshToken !== undefined) await labelSessionDevice(strapi, refreshToken, ctx.request.headers['user-agent']);
};
