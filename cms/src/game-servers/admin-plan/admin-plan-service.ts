import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import type { AdminPlanAction, AdminPlanServerView } from '@cs16ar/contracts';
import { Refusal } from '../../http/refusal';
import { holdsPrivileges } from '../../memberships/membership-rules';
import { liveSubscriptionOf, suspensionsOf } from '../../memberships/membership-store';
import { recordStaffAction, STAFF_AUDIT_TABLE } from '../../staff-audit/staff-audit-log';
import { STAFF_ROLES, USER_UID } from '../../users/user-fields';
import { trustedSteamId } from '../../users/trusted-steam-id';
import type { BanService } from '../bans/ban-service';
import { sendRconCommands } from '../rcon/goldsrc-rcon';
import { rconTargetOf } from '../rcon/rcon-target';
import { statusPlayers, type StatusPlayer } from './status-output';

const SERVER_UID = 'api::server.server';
// What the Admin plan may give: a ban of at most seven days, on their own server.
export const MAX_ADMIN_PLAN_BAN_MINUTES = 7 * 24 * 60;
const KICK_MESSAGE = 'Expulsado por un admin del servidor';
const LATEST_ACTIONS = 20;

/** A refusal said to the admin: its HTTP status and Spanish message (src/http/refusal.ts). */
export class AdminPlanRefusal extends Refusal {}

export type AdminPlanMember = {
  userId: number;
  name: string;
  steamId: string;
  server: { id: string; name: string };
};

const UNANSWERED = 'Tu servidor no responde a rcon en este momento. Probá de nuevo en unos minutos.';
// How long one `status` answer serves every open panel of that server (each polls every 15 s) and the kick or ban
// that follows a look at it: one rcon read per server per few seconds, however many admins and tabs are open.
const STATUS_FRESH_MS = 5000;

type PlayersRead = { players: StatusPlayer[] } | { error: string };

// The Admin plan's panel (issue 44): the member's own server, its players (rcon `status`), a kick and a ban of at
// most seven days sent in their name, and their own actions. Community-wide bans, lifting bans and appeals stay
// with staff (src/api/ban).
export function createAdminPlanService({ strapi, bans }: { strapi: Core.Strapi; bans: BanService }) {
  const knex = (): Knex => strapi.db.connection;

  // Each server's latest `status` answer, shared by its callers; concurrent misses wait for one rcon read (lru-cache).
  const statusReads = new LRUCache<string, PlayersRead>({
    max: 64,
    ttl: STATUS_FRESH_MS,
    fetchMethod: async (serverId) => {
      const target = await rconTargetOf(strapi, serverId);
      if (!target) return { error: 'Tu servidor todavía no tiene rcon configurado: avisale al staff.' };
      const outcome = await sendRconCommands(target.server, ['status'], { password: target.password });
      return outcome.ok ? { players: statusPlayers(outcome.outputs[0] ?? '') } : { error: UNANSWERED };
    },
  });

  async function playersOn(serverId: string, options: { fresh?: boolean } = {}): Promise<PlayersRead> {
    return (await statusReads.fetch(serverId, { forceRefresh: options.fresh })) ?? { error: UNANSWERED };
  }

  // The listed player with that uid (a server never gives a uid twice until it restarts, so a listing of the last few
  // seconds that holds it names the same player; one that lacks it is read again, the player may have just joined);
  // never the admin themselves nor the community's staff (AMX Mod X's immunity, which the staff's own flags carry).
  async function targetNow(admin: AdminPlanMember, uid: number): Promise<StatusPlayer> {
    let read = await playersOn(admin.server.id);
    if (!('error' in read) && !read.players.some((one) => one.uid === uid)) {
      read = await playersOn(admin.server.id, { fresh: true });
    }
    if ('error' in read) throw new AdminPlanRefusal(503, read.error);
    const player = read.players.find((one) => one.uid === uid);
    if (!player) throw new AdminPlanRefusal(404, 'Ese jugador ya no está en tu servidor.');
    if (player.steamId === admin.steamId) throw new AdminPlanRefusal(400, 'No podés actuar sobre vos mismo.');
    const staff = (await strapi.db.query(USER_UID).findOne({
      where: { steamID: player.steamId, steamIdVerifiedAt: { $notNull: true }, staffRole: { $in: [...STAFF_ROLES] } },
      select: ['id'],
    })) as { id: number } | null;
    if (staff) throw new AdminPlanRefusal(403, 'No podés expulsar ni banear al staff de la comunidad.');
    return player;
  }

  async function actionsOf(userId: number): Promise<AdminPlanAction[]> {
    const rows = (await knex()(STAFF_AUDIT_TABLE)
      .where({ staff_user_id: userId })
      .where((where) =>
        where.where({ subject_kind: 'server', action: 'kick' }).orWhere({ subject_kind: 'ban', action: 'create' }),
      )
      .orderBy('id', 'desc')
      .limit(LATEST_ACTIONS)) as Record<string, unknown>[];
    return rows.map((row) => {
      const after = (typeof row.after === 'string' ? JSON.parse(row.after) : (row.after ?? {})) as Record<
        string,
        unknown
      >;
      const ban = row.subject_kind === 'ban';
      const text = (value: unknown) => (typeof value === 'string' ? value : null);
      // A ban's entry holds the ban as made (ban-store.ts snapshot); a kick's, who was kicked.
      return {
        action: ban ? 'ban' : 'kick',
        playerName: text(after.playerName),
        steamId: text(ban ? after.playerSteamId : after.steamId),
        minutes: ban && typeof after.durationSeconds === 'number' ? Math.round(after.durationSeconds / 60) : null,
        reason: text(row.reason) ?? text(after.reason),
        banDocumentId: ban ? String(row.subject_id) : null,
        at: new Date(Number(row.at)).toISOString(),
      };
    });
  }

  return {
    /** The signed-in player as the Admin plan's admin of their server, or the refusal that says why not. */
    async memberOf(userId: number): Promise<AdminPlanMember> {
      const user = (await strapi.db.query(USER_UID).findOne({
        where: { id: userId },
        select: ['id', 'username', 'nickname', 'blocked', 'steamID', 'steamIdVerifiedAt'],
      })) as {
        username: string;
        nickname: string | null;
        blocked: boolean | null;
        steamID: string | null;
        steamIdVerifiedAt: string | null;
      } | null;
      const sub = await liveSubscriptionOf(knex(), userId);
      if (!user || user.blocked || !sub || sub.plan !== 'admin' || !holdsPrivileges(sub)) {
        throw new AdminPlanRefusal(403, 'El panel de tu servidor es de la membresía Admin vigente.');
      }
      if ((await suspensionsOf(knex(), [userId])).has(userId)) {
        throw new AdminPlanRefusal(403, 'El staff suspendió tus privilegios: el panel vuelve cuando los restituya.');
      }
      const steamId = trustedSteamId(user);
      if (!steamId) throw new AdminPlanRefusal(403, 'Vinculá tu Steam ID desde tu perfil para usar tu panel de admin.');
      const server = sub.adminServerId
        ? ((await strapi.db.query(SERVER_UID).findOne({
            where: { documentId: sub.adminServerId },
            select: ['documentId', 'name'],
          })) as { documentId: string; name: string } | null)
        : null;
      if (!server) throw new AdminPlanRefusal(409, 'Elegí tu servidor de admin en Tu membresía.');
      return {
        userId,
        name: user.nickname || user.username,
        steamId,
        server: { id: server.documentId, name: server.name },
      };
    },

    async panel(admin: AdminPlanMember): Promise<AdminPlanServerView> {
      const [read, actions] = await Promise.all([playersOn(admin.server.id), actionsOf(admin.userId)]);
      return {
        server: admin.server,
        players: 'error' in read ? null : read.players,
        playersError: 'error' in read ? read.error : null,
        actions,
      };
    },

    /** `kick #<uid>` on the admin's server, recorded as theirs in the staff audit log. */
    async kick(admin: AdminPlanMember, uid: number, reason: string | null): Promise<AdminPlanServerView> {
      const player = await targetNow(admin, uid);
      const target = await rconTargetOf(strapi, admin.server.id);
      const outcome = target
        ? await sendRconCommands(target.server, [`kick #${player.uid} "${KICK_MESSAGE}"`], {
            password: target.password,
          })
        : null;
      if (!outcome?.ok) throw new AdminPlanRefusal(503, UNANSWERED);
      // The listing that named the player is stale now: the panel's answer reads the server again.
      statusReads.delete(admin.server.id);
      await recordStaffAction(knex(), {
        subject: { kind: 'server', id: admin.server.id },
        action: 'kick',
        staff: { userId: admin.userId, name: admin.name },
        reason,
        before: null,
        after: { playerName: player.name, steamId: player.steamId },
        at: Date.now(),
      });
      return this.panel(admin);
    },

    /**
     * A ban of at most seven days on the admin's server, made as staff make one (src/game-servers/bans): in the ban
     * list and the audit log in their name, sent over rcon by the bans' own deliveries.
     */
    async ban(
      admin: AdminPlanMember,
      request: { uid: number; minutes: number; reason: string },
    ): Promise<AdminPlanServerView & { banDocumentId: string }> {
      const player = await targetNow(admin, request.uid);
      const banDocumentId = await bans.createByStaff(
        { userId: admin.userId, name: admin.name, steamId: admin.steamId },
        {
          steamId: player.steamId,
          playerName: player.name,
          serverDocumentId: admin.server.id,
          reason: request.reason,
          minutes: request.minutes,
          ruleAnchor: null,
          internalNote: null,
        },
      );
      statusReads.delete(admin.server.id);
      return { ...(await this.panel(admin)), banDocumentId };
    },
  };
}

export type AdminPlanService = ReturnType<typeof createAdminPlanService>;
