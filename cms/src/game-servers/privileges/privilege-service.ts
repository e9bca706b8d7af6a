import type { Core } from '@strapi/strapi';
import { jobQueue, type JobSpec } from '../../jobs/job-queue';
import type { MembershipPrivilegesView } from '@cs16ar/contracts';
import { holdsPrivileges, LIVE_STATES } from '../../memberships/membership-rules';
import { currentSubscriptionOf, privilegedMembers, suspensionsOf } from '../../memberships/membership-store';
import { USER_UID } from '../../users/user-fields';
import { sendRconCommands } from '../rcon/goldsrc-rcon';
import { rconTargetOf } from '../rcon/rcon-target';
import { ADMIN_SERVER_FLAGS, blockEtag, managedBlock, PLAN_FLAGS, type Grant } from './users-ini';
import { hashOf, newServerKey } from './server-keys';
import { confirmationsOf, forgetUngranted } from './confirmations';

const SERVER_UID = 'api::server.server';
const RELOAD_JOB = 'privileges-reload-admins';

// What a membership gives in the game (issue 44), as each server's managed users.ini block: the plan's flags for
// every member whose membership holds privileges and whose Steam ID is verified (linked from the game's chat; an
// unverified one is never written).
export function createPrivilegeService({ strapi }: { strapi: Core.Strapi }) {
  const knex = () => strapi.db.connection;
  // This instance's refused keys (wrong or missing), for /_health.
  const counters = { keysRefused: 0 };

  // What server `serverDocumentId` gives: every member the plan's flags, an Admin member also the admin flags on
  // the server they chose.
  async function grants(serverDocumentId: string): Promise<Grant[]> {
    const members = await privilegedMembers(knex(), LIVE_STATES);
    if (members.length === 0) return [];
    const memberOf = new Map(members.map((member) => [member.userId, member]));
    const users = (await strapi.db.query(USER_UID).findMany({
      where: { id: { $in: [...memberOf.keys()] }, steamIdVerifiedAt: { $notNull: true } },
      select: ['id', 'steamID', 'blocked'],
    })) as { id: number; steamID: string | null; blocked: boolean | null }[];
    return users.flatMap((user) => {
      const member = memberOf.get(user.id);
      if (!member || !user.steamID || user.blocked) return [];
      const admin = member.plan === 'admin' && member.adminServerId === serverDocumentId;
      return [{ steamId: user.steamID, flags: PLAN_FLAGS[member.plan] + (admin ? ADMIN_SERVER_FLAGS : '') }];
    });
  }

  // After the game host's script wrote the new block: AMX Mod X reads users.ini again on amx_reloadadmins (and then
  // logs a `Login:` line for each connected member). A server that does not answer is retried with backoff.
  async function reloadAdmins({ serverDocumentId }: { serverDocumentId: string }): Promise<void> {
    const target = await rconTargetOf(strapi, serverDocumentId);
    if (!target) {
      strapi.log.warn(`[privileges] server ${serverDocumentId} has no rcon password: amx_reloadadmins not sent`);
      return;
    }
    const outcome = await sendRconCommands(target.server, ['amx_reloadadmins'], { password: target.password });
    if (outcome.ok) return;
    if (outcome.retryable) throw new Error(`amx_reloadadmins to ${serverDocumentId}: ${outcome.message}`);
    strapi.log.warn(`[privileges] amx_reloadadmins to ${serverDocumentId} refused: ${outcome.message}`);
  }

  return {
    health: () => ({ ...counters }),

    /**
     * The game host's script wrote the server's block: the reload is queued (one waiting per server), and what the
     * server had confirmed for a Steam ID the block no longer holds is forgotten (an expiry, a refund).
     */
    async blockApplied(serverDocumentId: string): Promise<void> {
      await jobQueue.send(RELOAD_JOB, { serverDocumentId }, { singletonKey: serverDocumentId });
      const granted = (await grants(serverDocumentId)).map((grant) => grant.steamId);
      await forgetUngranted(knex(), serverDocumentId, granted);
    },

    /**
     * `GET /membership/me/privileges`: what the player's membership gives in the game and, per server, whether the
     * server confirmed it (AMX Mod X's `Login:` line, since the Steam ID was verified). Null without a membership.
     */
    async ofMember(userId: number): Promise<MembershipPrivilegesView | null> {
      const subscription = await currentSubscriptionOf(knex(), userId);
      if (!subscription) return null;
      const user = (await strapi.db.query(USER_UID).findOne({
        where: { id: userId },
        select: ['steamID', 'steamIdVerifiedAt'],
      })) as { steamID: string | null; steamIdVerifiedAt: string | null } | null;
      const steamId = user?.steamIdVerifiedAt ? user.steamID : null;
      const verifiedAt = user?.steamIdVerifiedAt ? Date.parse(user.steamIdVerifiedAt) : 0;
      const flags = PLAN_FLAGS[subscription.plan];
      const servers = (await strapi.db.query(SERVER_UID).findMany({
        select: ['documentId', 'name'],
        orderBy: { id: 'asc' },
      })) as { documentId: string; name: string }[];
      const adminServerId = subscription.plan === 'admin' ? subscription.adminServerId : null;
      // A server confirmed what it should give: the plan's flags, and on the Admin plan's server the admin flags too.
      const expected = (serverId: string) => flags + (serverId === adminServerId ? ADMIN_SERVER_FLAGS : '');
      const confirmed = new Map(
        (steamId ? await confirmationsOf(knex(), steamId) : [])
          .filter(
            (row) =>
              row.at >= verifiedAt && [...expected(row.serverDocumentId)].every((flag) => row.access.includes(flag)),
          )
          .map((row) => [row.serverDocumentId, new Date(row.at).toISOString()]),
      );
      const suspension = (await suspensionsOf(knex(), [userId])).get(userId);
      const holds = holdsPrivileges(subscription) && !suspension;
      return {
        flags,
        admin: subscription.plan === 'admin' ? { flags: ADMIN_SERVER_FLAGS, serverId: adminServerId } : null,
        holds,
        suspended: suspension ? { reason: suspension.reason, at: new Date(suspension.at).toISOString() } : null,
        steamIdVerified: steamId !== null,
        servers: servers.map((server) => ({
          id: server.documentId,
          name: server.name,
          confirmedAt: holds ? (confirmed.get(server.documentId) ?? null) : null,
        })),
      };
    },

    jobs(): JobSpec[] {
      const reload: JobSpec<{ serverDocumentId: string }> = {
        name: RELOAD_JOB,
        policy: 'stately',
        // Six attempts, 2 s after the first failure and twice as long each time after.
        retry: { limit: 5, delaySeconds: 2, backoff: true },
        expireInSeconds: 60,
        concurrency: 32,
        run: reloadAdmins,
      };
      return [reload];
    },

    /** The server a key belongs to (null: a missing key, or no server has it: counted). */
    async serverOfKey(key: string | null): Promise<{ documentId: string } | null> {
      if (key === null) {
        counters.keysRefused += 1;
        return null;
      }
      const server = (await strapi.db.query(SERVER_UID).findOne({
        where: { privilegesKeyHash: hashOf(key) },
        select: ['documentId'],
      })) as { documentId: string } | null;
      if (!server) counters.keysRefused += 1;
      return server;
    },

    /** The server's managed block and its ETag. */
    async blockFor(serverDocumentId: string): Promise<{ body: string; etag: string }> {
      const body = managedBlock(await grants(serverDocumentId));
      return { body, etag: blockEtag(body) };
    },

    /** A new key for the server (the old one stops working): the key itself is returned once, never stored. */
    async rotateKey(serverDocumentId: string): Promise<string | null> {
      const server = (await strapi.db.query(SERVER_UID).findOne({
        where: { documentId: serverDocumentId },
        select: ['id'],
      })) as { id: number } | null;
      if (!server) return null;
      const { key, hash } = newServerKey();
      await strapi.db.query(SERVER_UID).update({ where: { id: server.id }, data: { privilegesKeyHash: hash } });
      return key;
    },
  };
}

export type PrivilegeService = ReturnType<typeof createPrivilegeService>;
