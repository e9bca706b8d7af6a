import type { Core } from '@strapi/strapi';
import { errors, sanitizeSessionEntry } from '@strapi/utils';
import type { KoaContext } from '../http/content-api';
import { unauthorized } from '../http/errors';
import { forgetCodesOf, pendingCodeOf } from '../game-servers/steam-link/steam-link-store';
import { canonicalPlayerId } from '../game-servers/game-log/steam-id';
import { confirmCurrentPassword } from './current-password';
import { endAllSessions } from './sessions';
import { USER_UID } from './user-fields';
import { plainBody, refuseUnknownKeys } from './validation';
import { gameServers } from '../game-servers';
import { discord } from '../discord';
import { memberships, MembershipRefusal } from '../memberships';

// What Argentina's Ley 25.326 (personal data protection) gives every player over their account: a copy of
// everything the site holds about it, and its deletion.

type Picture = { url: string; name: string; mime: string; size: number; createdAt: string };
type AccountRow = {
  id: number;
  username: string;
  email: string;
  provider: string | null;
  confirmed: boolean | null;
  blocked: boolean | null;
  userType: string | null;
  nickname: string | null;
  bio: string | null;
  steamID: string | null;
  steamIdVerifiedAt: string | null;
  steamIdVerifiedOn: string | null;
  steamIdMoved: string | null;
  steamIdMovedAt: string | null;
  resetPasswordRequestedAt: string | null;
  createdAt: string;
  updatedAt: string;
  profilePicture?: (Picture & { id: number }) | null;
  servers?: { documentId: string; name: string }[];
};

type SessionRecord = Parameters<typeof sanitizeSessionEntry>[0] & {
  type?: string;
  expiresAt?: string | Date;
  absoluteExpiresAt?: string | Date;
};

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

// The account's ban appeals: its own words (src/game-servers/ban-appeals).
const appealsService = (strapi: Core.Strapi) => gameServers(strapi).appeals;

function signedInUser(ctx: KoaContext): { id: number } {
  const user = ctx.state.user as { id: number } | undefined;
  if (!user) unauthorized();
  return user;
}

// GET /api/users/me/export: a JSON file with the account, its Steam ID and what links it, the servers it
// plays on, its Discord link, its game statistics, its ban appeals, its sessions (devices, not tokens) and any pending
// password reset.
export async function exportMe(strapi: Core.Strapi, ctx: KoaContext): Promise<void> {
  const { id } = signedInUser(ctx);
  const account = (await strapi.db.query(USER_UID).findOne({
    where: { id },
    populate: { profilePicture: true, servers: { select: ['documentId', 'name'] } },
  })) as AccountRow | null;
  if (!account) unauthorized();
  const verified = Boolean(account.steamIdVerifiedAt && account.steamID);
  const steamId = verified && account.steamID ? canonicalPlayerId(account.steamID) : null;
  const currentSession = (ctx.state as { session?: { id?: string } }).session?.id;
  const sessions = (await strapi.sessionManager('users-permissions').listSessions(String(id))) as SessionRecord[];
  const statistics = steamId ? (await gameServers(strapi).stats.playerStats(steamId, 'all')).stats : null;
  const pendingCode = await pendingCodeOf(strapi.db.connection, id, Date.now());
  const appeals = await appealsService(strapi).ofAuthor(id);
  const discordLink = await discord(strapi).exportOf(id);
  const picture = account.profilePicture;
  ctx.set('Content-Disposition', 'attachment; filename="mis-datos-cs16-argentina.json"');
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = {
    exportedAt: new Date().toISOString(),
    account: {
      id: account.id,
      username: account.username,
      email: account.email,
      provider: account.provider,
      confirmed: Boolean(account.confirmed),
      blocked: Boolean(account.blocked),
      userType: account.userType ?? 'regular',
      nickname: account.nickname,
      bio: account.bio,
      createdAt: iso(account.createdAt),
      updatedAt: iso(account.updatedAt),
      profilePicture: picture
        ? {
            url: picture.url,
            name: picture.name,
            mime: picture.mime,
            size: picture.size,
            createdAt: iso(picture.createdAt),
          }
        : null,
    },
    steamId: {
      steamID: account.steamID,
      verified,
      verifiedAt: iso(account.steamIdVerifiedAt),
      verifiedOn: account.steamIdVerifiedOn,
      movedToAnotherAccount: account.steamIdMoved
        ? { steamID: account.steamIdMoved, at: iso(account.steamIdMovedAt) }
        : null,
      pendingLinkCode: pendingCode ? { expiresAt: new Date(pendingCode.expiresAt).toISOString() } : null,
    },
    servers: (account.servers ?? []).map((server) => ({ documentId: server.documentId, name: server.name })),
    discord: discordLink,
    statistics,
    appeals,
    sessions: sessions.map((session) => ({
      ...sanitizeSessionEntry(session, currentSession),
      remembered: session.type === 'refresh',
      expiresAt: iso(session.absoluteExpiresAt),
    })),
    passwordReset: account.resetPasswordRequestedAt ? { requestedAt: iso(account.resetPasswordRequestedAt) } : null,
  };
}

// POST /api/users/me/delete { password }: the account and everything personal go (profile, picture, email,
// sessions, link codes, ban appeals with their images, the servers it was tied to, the Discord link and the roles the
// bot gave it); the game statistics stay,
// tied to the Steam ID only, as those of any player without an account.
export async function deleteMe(strapi: Core.Strapi, ctx: KoaContext): Promise<void> {
  const { id } = signedInUser(ctx);
  const body = plainBody(ctx.request.body);
  refuseUnknownKeys(body, ['password']);
  await confirmCurrentPassword(
    strapi,
    ctx,
    id,
    body.password,
    'password',
    'Ingresá tu contraseña para eliminar tu cuenta.',
  );
  const account = (await strapi.db
    .query(USER_UID)
    .findOne({ where: { id }, populate: { profilePicture: true } })) as AccountRow | null;
  if (!account) throw new errors.NotFoundError('La cuenta ya no existe.');
  // A membership still charging is cancelled at MercadoPago first: once the account is gone nobody could.
  try {
    await memberships(strapi).endForDeletedAccount(id);
  } catch (error) {
    if (!(error instanceof MembershipRefusal)) throw error;
    ctx.status = error.status;
    ctx.body = { data: null, error: { status: error.status, name: 'ServiceUnavailableError', message: error.message } };
    return;
  }
  await endAllSessions(strapi, id);
  await forgetCodesOf(strapi.db.connection, id);
  await appealsService(strapi).deleteAllOf(id);
  await discord(strapi).forgetAccount(id);
  await strapi.db.query(USER_UID).delete({ where: { id } });
  if (account.profilePicture) {
    await strapi.plugin('upload').service('upload').remove(account.profilePicture);
  }
  strapi.log.info(`[account] user ${id} deleted their account`);
  ctx.body = { data: { deleted: true } };
}
