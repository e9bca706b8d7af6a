import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { DiscordLinkView } from '@cs16ar/contracts';
import { intFromEnv } from '../env/int-from-env';
import { siteUrl } from '../env/site-url';
import { invalidatePublicReads } from '../http/public-read-cache';
import { Refusal } from '../http/refusal';
import { jobQueue, type JobSpec } from '../jobs/job-queue';
import { holdsPrivileges } from '../memberships/membership-rules';
import { liveSubscriptionOf } from '../memberships/membership-store';
import { isStaffRole } from '../users/staff-members';
import { USER_UID } from '../users/user-fields';
import {
  currentUser,
  DiscordRateLimited,
  DiscordRefused,
  DiscordUnavailable,
  exchangeCode,
  giveRole,
  guildMembers,
  takeRole,
  UNKNOWN_MEMBER,
} from './discord-client';
import type { Announcement } from './announcement-embeds';
import { createDiscordAnnouncer, webhookUrlOf } from './discord-announcer';
import { createDiscordInvite } from './discord-invite';
import { discordSettings, type DiscordSettings } from './discord-settings';

const LINKS = 'discord_links';
const AUTHORIZATIONS = 'discord_authorizations';
const GRANTS = 'discord_role_grants';
const OUTAGES = 'discord_server_outages';
const ROLES_JOB = 'discord-member-roles';
const RECONCILE_JOB = 'discord-reconcile-roles';
// A player has ten minutes on Discord's page to approve.
const AUTHORIZATION_MS = 10 * 60 * 1000;

const NOT_CONFIGURED = 'La vinculación con Discord todavía no está configurada en este sitio.';

// Where /ajustes is told how the link went (it reads `?discord=`).
export type LinkOutcome = 'vinculado' | 'cancelado' | 'vencido' | 'error';

type LinkRow = {
  user_id: number;
  discord_user_id: string | null;
  discord_name: string | null;
  linked_at: string | number;
  moved_at: string | number | null;
  role_problem: string | null;
  shown_on_profile: boolean;
};

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

// Discord wired to the site (issue 45): an account links its Discord user through Discord's OAuth2 (scope
// `identify`, `state` single use, PKCE S256); the bot gives the configured guild roles to a linked account while it
// is a member (Premium, Admin) or staff, and takes back the ones it gave when that ends or the link goes. Every role
// change is a job on the one queue: a 429 waits Discord's `retry_after`, an outage retries with backoff, a nightly
// reconciliation sends every linked account's job again so drift is fixed.
export function createDiscord({ strapi }: { strapi: Core.Strapi }) {
  const knex = (): Knex => strapi.db.connection;
  const announcer = createDiscordAnnouncer({ strapi });
  const communityInvite = createDiscordInvite({ warn: (text) => strapi.log.warn(text) });

  function configured(): DiscordSettings {
    const settings = discordSettings();
    if (!settings) throw new Refusal(503, NOT_CONFIGURED);
    return settings;
  }

  async function followRoles(discordUserId: string, startAfter?: Date): Promise<void> {
    if (!discordSettings()) return;
    await jobQueue.send(ROLES_JOB, { discordUserId }, { singletonKey: discordUserId, startAfter });
  }

  // The roles the account behind `discordUserId` should hold now: none when no account links it.
  async function wantedRoles(settings: DiscordSettings, discordUserId: string): Promise<Set<string>> {
    const wanted = new Set<string>();
    const link = (await knex()(LINKS).where({ discord_user_id: discordUserId }).first()) as LinkRow | undefined;
    if (!link) return wanted;
    const user = (await strapi.db.query(USER_UID).findOne({
      where: { id: link.user_id },
      select: ['id', 'blocked', 'staffRole'],
    })) as { blocked: boolean | null; staffRole: string | null } | null;
    if (!user || user.blocked) return wanted;
    const sub = await liveSubscriptionOf(knex(), link.user_id);
    if (sub && holdsPrivileges(sub)) {
      // The Admin plan holds Premium's and its own.
      if (settings.roles.premium) wanted.add(settings.roles.premium);
      if (sub.plan === 'admin' && settings.roles.admin) wanted.add(settings.roles.admin);
    }
    if (isStaffRole(user.staffRole) && settings.roles.staff) wanted.add(settings.roles.staff);
    return wanted;
  }

  async function setRoleProblem(discordUserId: string, problem: string | null): Promise<void> {
    await knex()(LINKS).where({ discord_user_id: discordUserId }).update({ role_problem: problem });
  }

  // The job: what the bot gave is made what the account should hold, one call per difference.
  async function applyRoles(data: { discordUserId?: unknown }): Promise<void> {
    const settings = discordSettings();
    const discordUserId = typeof data.discordUserId === 'string' ? data.discordUserId : '';
    if (!settings || !/^\d{17,20}$/.test(discordUserId)) return;
    const wanted = await wantedRoles(settings, discordUserId);
    const given = new Set(
      ((await knex()(GRANTS).where({ discord_user_id: discordUserId }).select('role_id')) as { role_id: string }[]).map(
        (row) => row.role_id,
      ),
    );
    const managed = new Set(Object.values(settings.roles).filter((role): role is string => role !== null));
    try {
      for (const role of wanted) {
        if (given.has(role)) continue;
        await giveRole(settings, discordUserId, role);
        await knex()(GRANTS)
          .insert({ discord_user_id: discordUserId, role_id: role, given_at: Date.now() })
          .onConflict(['discord_user_id', 'role_id'])
          .ignore();
      }
      for (const role of given) {
        if (wanted.has(role)) continue;
        // A role no longer configured is left where it is (staff changed the settings); only ours are taken.
        if (managed.has(role)) await takeRole(settings, discordUserId, role);
        await knex()(GRANTS).where({ discord_user_id: discordUserId, role_id: role }).delete();
      }
      await setRoleProblem(discordUserId, null);
    } catch (error) {
      if (error instanceof DiscordRateLimited) {
        // Discord said when: the same job then (what was done stays done, the rest follows).
        strapi.log.info(`[discord] rate limited for ${error.retryAfterMs} ms: roles of ${discordUserId} wait`);
        await followRoles(discordUserId, new Date(Date.now() + error.retryAfterMs));
        return;
      }
      if (error instanceof DiscordRefused) {
        // Not in the guild: nothing to take, nothing can be given until they join (the reconciliation tries again).
        if (error.code === UNKNOWN_MEMBER) {
          await knex()(GRANTS).where({ discord_user_id: discordUserId }).delete();
          await setRoleProblem(discordUserId, wanted.size > 0 ? 'not-in-guild' : null);
          return;
        }
        strapi.log.warn(`[discord] roles of ${discordUserId} refused: ${error.message}`);
        await setRoleProblem(discordUserId, 'refused');
        return;
      }
      // DiscordUnavailable and anything else: the queue retries with backoff.
      throw error;
    }
  }

  async function reconcile(): Promise<void> {
    const settings = discordSettings();
    if (!settings) return;
    const linked = (await knex()(LINKS).whereNotNull('discord_user_id').select('discord_user_id')) as {
      discord_user_id: string;
    }[];
    const withGrants = (await knex()(GRANTS).distinct('discord_user_id')) as { discord_user_id: string }[];
    const everyone = new Set([...linked, ...withGrants].map((row) => row.discord_user_id));
    for (const discordUserId of everyone) await followRoles(discordUserId);
    const byHand = await reportRolesGivenByHand(settings);
    strapi.log.info(
      `[discord] reconciliation: roles of ${everyone.size} accounts checked, ${byHand} roles held without the site (told to staff once each)`,
    );
  }

  // The guild's members holding a role the site manages that the site did not give and the account does not earn
  // (given by hand in Discord, or to someone who never linked): told to staff once per member and role, never taken
  // away (issue 45: staff decide). Returns how many such roles are held now.
  async function reportRolesGivenByHand(settings: DiscordSettings): Promise<number> {
    const roleNames = new Map<string, 'premium' | 'admin' | 'staff'>();
    for (const [name, role] of Object.entries(settings.roles) as [keyof DiscordSettings['roles'], string | null][]) {
      if (role) roleNames.set(role, name);
    }
    if (roleNames.size === 0) return 0;
    const grants = (await knex()(GRANTS).select('discord_user_id', 'role_id')) as {
      discord_user_id: string;
      role_id: string;
    }[];
    const given = new Set(grants.map((grant) => `${grant.discord_user_id}:${grant.role_id}`));
    let byHand = 0;
    for (let after = '0'; ;) {
      const page = await guildMembers(settings, after);
      for (const member of page) {
        const notGiven = member.roles.filter((role) => roleNames.has(role) && !given.has(`${member.id}:${role}`));
        if (notGiven.length === 0) continue;
        const wanted = await wantedRoles(settings, member.id);
        const account = (await knex()(LINKS)
          .join('up_users', 'up_users.id', `${LINKS}.user_id`)
          .where(`${LINKS}.discord_user_id`, member.id)
          .first('up_users.username')) as { username: string } | undefined;
        for (const role of notGiven) {
          // An earned role the job has not recorded yet is the job's to record, not drift.
          if (wanted.has(role)) continue;
          await announcer.announce(`role-by-hand:${member.id}:${role}`, {
            kind: 'role-by-hand',
            member: { name: member.name, account: account?.username ?? null },
            role: roleNames.get(role) ?? 'premium',
          });
          byHand += 1;
        }
      }
      const last = page.at(-1);
      if (page.length < 1000 || !last) return byHand;
      after = last.id;
    }
  }

  const redirectTo = (outcome: LinkOutcome) => `${siteUrl()}/ajustes?discord=${outcome}`;

  return {
    configured: () => discordSettings() !== null,

    /** The invite /discord shows with Discord's counts (src/discord/discord-invite.ts), null when none is set. */
    invite: () => communityInvite.view(),

    health: () => ({ configured: discordSettings() !== null, announcements: announcer.health() }),

    /** Tells the event's channel once per key (src/discord/discord-announcer.ts); never throws. */
    announce: (key: string, announcement: Announcement, options?: { startAfter?: Date }) =>
      announcer.announce(key, announcement, options),

    /**
     * After each poll cycle: a server that has not answered for SERVER_DOWN_ANNOUNCE_MS (five minutes) is told to
     * the servers channel once, and its return after that. Nothing is kept while that channel has no webhook.
     */
    async serversPolled(servers: { documentId: string; name: string; online: boolean }[], at: number): Promise<void> {
      if (!webhookUrlOf('servers')) return;
      const threshold = intFromEnv('SERVER_DOWN_ANNOUNCE_MS', 5 * 60_000, 0);
      for (const server of servers) {
        if (server.online) {
          const [ended] = (await knex()(OUTAGES)
            .where({ server_document_id: server.documentId })
            .delete()
            .returning(['down_since', 'announced_at'])) as { down_since: string; announced_at: string | null }[];
          if (ended?.announced_at) {
            const downSince = Number(ended.down_since);
            await announcer.announce(`server-up:${server.documentId}:${downSince}`, {
              kind: 'server-up',
              server: { documentId: server.documentId, name: server.name, downSince, upAt: at },
            });
          }
          continue;
        }
        await knex()(OUTAGES)
          .insert({ server_document_id: server.documentId, down_since: at })
          .onConflict('server_document_id')
          .ignore();
        const [told] = (await knex()(OUTAGES)
          .where({ server_document_id: server.documentId })
          .whereNull('announced_at')
          .where('down_since', '<=', at - threshold)
          .update({ announced_at: at })
          .returning('down_since')) as { down_since: string }[];
        if (told) {
          const downSince = Number(told.down_since);
          await announcer.announce(`server-down:${server.documentId}:${downSince}`, {
            kind: 'server-down',
            server: { documentId: server.documentId, name: server.name, downSince },
          });
        }
      }
    },

    /** `POST /discord/link`: Discord's authorization page for this account, with a new single-use state. */
    async startLink(userId: number): Promise<{ authorizeUrl: string }> {
      const settings = configured();
      const state = randomBytes(24).toString('base64url');
      const verifier = randomBytes(48).toString('base64url');
      const now = Date.now();
      await knex()(AUTHORIZATIONS).where('expires_at', '<', now).delete();
      await knex()(AUTHORIZATIONS).insert({
        state_hash: hashOf(state),
        user_id: userId,
        verifier,
        expires_at: now + AUTHORIZATION_MS,
      });
      const url = new URL(`${settings.url}/oauth2/authorize`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        scope: 'identify',
        redirect_uri: settings.redirectUri,
        state,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
        prompt: 'consent',
      }).toString();
      return { authorizeUrl: url.toString() };
    },

    /**
     * `GET /discord/callback?code&state` (Discord sends the browser here): the state is used up whatever follows; a
     * known, unexpired one links the Discord user who approved to the account that asked. Answers where /ajustes
     * says how it went.
     */
    async finishLink(query: { code?: unknown; state?: unknown; error?: unknown }): Promise<string> {
      const settings = discordSettings();
      const state = typeof query.state === 'string' ? query.state.slice(0, 128) : '';
      if (!settings || !state) return redirectTo('error');
      const [authorization] = (await knex()(AUTHORIZATIONS)
        .where({ state_hash: hashOf(state) })
        .delete()
        .returning(['user_id', 'verifier', 'expires_at'])) as {
        user_id: number;
        verifier: string;
        expires_at: string | number;
      }[];
      if (!authorization) return redirectTo('error');
      if (Number(authorization.expires_at) < Date.now()) return redirectTo('vencido');
      if (query.error !== undefined || typeof query.code !== 'string' || !query.code) return redirectTo('cancelado');
      let discordUser;
      try {
        const token = await exchangeCode(settings, query.code.slice(0, 256), authorization.verifier);
        discordUser = await currentUser(settings, token);
      } catch (error) {
        if (!(error instanceof DiscordRefused || error instanceof DiscordUnavailable)) throw error;
        strapi.log.warn(`[discord] link of user ${authorization.user_id} failed: ${error.message}`);
        return redirectTo('error');
      }
      const now = Date.now();
      const previous = await knex().transaction(async (trx) => {
        // The newest link wins: an account that held this Discord user keeps a note that it moved.
        const moved = (await trx(LINKS)
          .where({ discord_user_id: discordUser.id })
          .whereNot({ user_id: authorization.user_id })
          .update({ discord_user_id: null, moved_at: now, role_problem: null })
          .returning('user_id')) as unknown[];
        const [before] = (await trx(LINKS)
          .where({ user_id: authorization.user_id })
          .forUpdate()
          .select('discord_user_id')) as { discord_user_id: string | null }[];
        await trx(LINKS)
          .insert({
            user_id: authorization.user_id,
            discord_user_id: discordUser.id,
            discord_name: discordUser.name,
            linked_at: now,
            moved_at: null,
            role_problem: null,
          })
          .onConflict('user_id')
          .merge(['discord_user_id', 'discord_name', 'linked_at', 'moved_at', 'role_problem']);
        if (moved.length > 0) strapi.log.info(`[discord] a Discord user moved to user ${authorization.user_id}`);
        return before?.discord_user_id ?? null;
      });
      // The account's roles go to its new Discord user, and leave the one it had.
      await followRoles(discordUser.id);
      if (previous && previous !== discordUser.id) await followRoles(previous);
      // A profile that shows its Discord name shows the new one (and one that lost it, none).
      invalidatePublicReads(['users']);
      return redirectTo('vinculado');
    },

    /** `GET /discord/me`: whether Discord is configured here and the account's link. */
    async linkOf(userId: number): Promise<DiscordLinkView> {
      const row = (await knex()(LINKS).where({ user_id: userId }).first()) as LinkRow | undefined;
      const linked = row?.discord_user_id ? row : null;
      // Not in the guild when the bot tried: maybe they joined since; asked again (the nightly run asks too).
      if (linked?.discord_user_id && linked.role_problem === 'not-in-guild') await followRoles(linked.discord_user_id);
      return {
        configured: discordSettings() !== null,
        link: linked
          ? {
              name: linked.discord_name ?? '',
              linkedAt: new Date(Number(linked.linked_at)).toISOString(),
              roleProblem:
                linked.role_problem === 'not-in-guild' || linked.role_problem === 'refused'
                  ? linked.role_problem
                  : null,
              shownOnProfile: Boolean(linked.shown_on_profile),
            }
          : null,
        movedAt: row && !row.discord_user_id && row.moved_at ? new Date(Number(row.moved_at)).toISOString() : null,
      };
    },

    /** `DELETE /discord/link`: the account forgets its Discord user; the roles the bot gave it go. */
    async unlink(userId: number): Promise<DiscordLinkView> {
      const [row] = (await knex()(LINKS).where({ user_id: userId }).delete().returning('discord_user_id')) as {
        discord_user_id: string | null;
      }[];
      if (row?.discord_user_id) await followRoles(row.discord_user_id);
      invalidatePublicReads(['users']);
      return this.linkOf(userId);
    },

    /** `PUT /discord/link`: whether the public profile shows the linked Discord name (off until the player says). */
    async showOnProfile(userId: number, shown: boolean): Promise<DiscordLinkView> {
      const updated = await knex()(LINKS)
        .where({ user_id: userId })
        .whereNotNull('discord_user_id')
        .update({ shown_on_profile: shown });
      if (updated === 0) throw new Refusal(409, 'Primero vinculá tu cuenta de Discord.');
      invalidatePublicReads(['users']);
      return this.linkOf(userId);
    },

    /** What the site keeps of the account's Discord link, for the account's data export (`GET /users/me/export`). */
    async exportOf(userId: number) {
      const row = (await knex()(LINKS).where({ user_id: userId }).first()) as LinkRow | undefined;
      if (!row) return null;
      const iso = (value: string | number | null) => (value === null ? null : new Date(Number(value)).toISOString());
      return {
        discordUserId: row.discord_user_id,
        name: row.discord_user_id ? row.discord_name : null,
        linkedAt: iso(row.linked_at),
        shownOnProfile: Boolean(row.shown_on_profile),
        movedToAnotherAccountAt: iso(row.moved_at),
      };
    },

    /** The account is being deleted: its link and its pending authorizations go, and the roles the bot gave it. */
    async forgetAccount(userId: number): Promise<void> {
      await knex()(AUTHORIZATIONS).where({ user_id: userId }).delete();
      await this.unlink(userId);
    },

    /** The Discord name the account's public profile shows: only a linked one the player chose to show. */
    async shownName(userId: number): Promise<string | null> {
      const row = (await knex()(LINKS)
        .where({ user_id: userId, shown_on_profile: true })
        .whereNotNull('discord_user_id')
        .first('discord_name')) as { discord_name: string | null } | undefined;
      return row?.discord_name || null;
    },

    /** The account's membership or staff role changed: its Discord roles follow (nothing without a link). */
    async rolesFollowAccount(userId: number): Promise<void> {
      if (!discordSettings()) return;
      const row = (await knex()(LINKS).where({ user_id: userId }).whereNotNull('discord_user_id').first()) as
        LinkRow | undefined;
      if (row?.discord_user_id) await followRoles(row.discord_user_id);
    },

    jobs(): JobSpec[] {
      const roles: JobSpec<{ discordUserId?: unknown }> = {
        name: ROLES_JOB,
        policy: 'stately',
        // Discord away: twelve attempts, 30 s after the first failure and doubling (about a day and a half in all);
        // the nightly reconciliation sends it again after that.
        retry: { limit: 12, delaySeconds: 30, backoff: true },
        expireInSeconds: 60,
        run: applyRoles,
      };
      const reconciliation: JobSpec = {
        name: RECONCILE_JOB,
        policy: 'stately',
        retry: { limit: 2, delaySeconds: 300, backoff: false },
        expireInSeconds: 300,
        // 04:30 Argentina time, when the servers are emptiest; DISCORD_RECONCILE_MS instead (the tests) runs it
        // that often from each start.
        ...(process.env.DISCORD_RECONCILE_MS
          ? { everyMs: () => intFromEnv('DISCORD_RECONCILE_MS', 0, 0) }
          : { cron: '30 4 * * *' }),
        run: reconcile,
      };
      return [roles, reconciliation, ...announcer.jobs()];
    },
  };
}

export type Discord = ReturnType<typeof createDiscord>;
