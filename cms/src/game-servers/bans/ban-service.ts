import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { eventBus } from '../../cluster/event-bus';
import { discord } from '../../discord';
import { invalidatePublicReads } from '../../http/public-read-cache';
import { banChanges, type BanChange } from '../../live-events/ban-changes';
import { decideBans, emptyBanSkips, type BanLine, type BanSkips, type RecentKicks } from './ban-decisions';
import { activeBansOf, findBan, listBans, type BanListQuery, type BanReadTables } from './ban-list';
import {
  applyBanDecisions,
  BAN_ATTRIBUTES,
  insertStaffBan,
  liftBanByStaff,
  markBanCommunityWide,
  shortenBan,
  takeExpiredBans,
  type ShortenRefusal,
  type BanTable,
  type BanWrite,
  type StaffBan,
} from './ban-store';
import { banAuditOf, recordBanAction } from './ban-audit';
import {
  createDeliveries,
  currentDelivery,
  deliveriesOf,
  pendingDeliveries,
  replaceBanDeliveries,
  resendBanDeliveries,
  recordOutcome,
  recordRetry,
  sendBanCommand,
  type BanCommand,
} from './deliveries';
import { jobQueue, type JobContext, type JobSpec } from '../../jobs/job-queue';
import { USER_UID } from '../../users/user-fields';
import type { StaffActor } from './staff-actor';

const BAN_UID = 'api::ban.ban';
const DELIVER_JOB = 'bans-deliver';
const EXPIRE_JOB = 'bans-announce-expired';
const SERVER_UID = 'api::server.server';

type Metadata = { tableName: string; attributes: Record<string, { columnName?: string }> };

export type BanBatchResult = BanWrite & { skips: BanSkips };

// The ban list (src/game-servers/bans): the ban, kick and unban lines the log consumer hands over from each batch
// (api::game-stats.log-consumer, the one place of the log pipeline that calls this), the public reads, and
// the announcement of bans whose time ran out.
export function createBanService({ strapi }: { strapi: Core.Strapi }) {
  let tables: BanReadTables | null = null;
  // The flood rule's memory of recent kicks (src/game-servers/bans/ban-decisions.ts). In this instance's memory: after a
  // change of leader, the kicks of the last ten seconds are forgotten once.
  const recentKicks: RecentKicks = new Map();
  const totals = { created: 0, lifted: 0, merged: 0, unknownUnbans: 0, flood: 0, noSteamId: 0 };

  function readTables(): BanReadTables {
    if (tables) return tables;
    const column = (meta: Metadata, attribute: string) => {
      const name = meta.attributes[attribute]?.columnName;
      if (!name) throw new Error(`${meta.tableName} has no column for ${attribute}`);
      return name;
    };
    const banMeta = strapi.db.metadata.get(BAN_UID) as unknown as Metadata;
    const users = strapi.db.metadata.get(USER_UID) as unknown as Metadata;
    const servers = strapi.db.metadata.get(SERVER_UID) as unknown as Metadata;
    const ban: BanTable = {
      table: banMeta.tableName,
      columns: Object.fromEntries(BAN_ATTRIBUTES.map((name) => [name, column(banMeta, name)])) as BanTable['columns'],
    };
    tables = {
      ban,
      users: {
        table: users.tableName,
        documentId: column(users, 'documentId'),
        username: column(users, 'username'),
        nickname: column(users, 'nickname'),
        steamId: column(users, 'steamID'),
        verifiedAt: column(users, 'steamIdVerifiedAt'),
        blocked: column(users, 'blocked'),
      },
      servers: {
        table: servers.tableName,
        documentId: column(servers, 'documentId'),
        name: column(servers, 'name'),
        address: column(servers, 'ipAddress'),
        port: column(servers, 'port'),
      },
    };
    return tables;
  }

  async function otherServers(trx: Knex.Transaction, serverDocumentId: string | null): Promise<string[]> {
    const { servers } = readTables();
    const rows = (await trx(servers.table).select({ documentId: servers.documentId })) as { documentId: string }[];
    return rows.map((row) => row.documentId).filter((id) => id !== serverDocumentId);
  }

  // Each pending delivery of the ban becomes a job of the queue (BAN_JOBS below): the answer does not wait for the
  // servers, and "aplicado en N de M" follows live as each job records its outcome.
  async function queueDeliveries(banDocumentId: string): Promise<void> {
    for (const delivery of await pendingDeliveries(strapi.db.connection, banDocumentId)) {
      await jobQueue.send(
        DELIVER_JOB,
        { deliveryId: delivery.id, sentAt: delivery.sentAt },
        { singletonKey: `${delivery.id}:${delivery.sentAt}` },
      );
    }
  }

  function sendInBackground(banDocumentId: string): void {
    queueDeliveries(banDocumentId).catch((error: unknown) =>
      strapi.log.error(
        `[bans] queueing the deliveries of ban ${banDocumentId} failed: ${error instanceof Error ? error.message : error}`,
      ),
    );
  }

  // A ban that is community-wide now, or one that was and is lifted: told to the community's Discord (src/discord).
  async function announceCommunityWide(documentId: string, change: 'ban' | 'ban-lifted'): Promise<void> {
    const ban = (await findBan(strapi.db.connection, readTables(), documentId, Date.now()))?.data;
    if (!ban?.communityWide) return;
    if (change === 'ban') {
      await discord(strapi).announce(`ban:${documentId}`, {
        kind: 'ban',
        ban: {
          documentId,
          playerName: ban.player.name,
          reason: ban.reason,
          minutes: ban.durationSeconds === null ? null : Math.round(ban.durationSeconds / 60),
        },
      });
    } else {
      await discord(strapi).announce(`ban-lifted:${documentId}`, {
        kind: 'ban-lifted',
        ban: { documentId, playerName: ban.player.name, liftedBy: null },
      });
    }
  }

  // One attempt of one delivery (the `bans-deliver` job): a ban goes with the minutes it has left (0: permanent),
  // read now, not when it was set. A failure that can pass is recorded and thrown, so the queue tries again with
  // its backoff; the last one, or one that cannot pass (a wrong password), is the outcome.
  async function deliverOnce(
    { deliveryId, sentAt }: { deliveryId: number; sentAt: number },
    job: JobContext,
  ): Promise<void> {
    const knex = strapi.db.connection;
    // Replaced by a later order (lifted, shortened): that one's sending records what happens.
    const delivery = await currentDelivery(knex, deliveryId, sentAt);
    if (!delivery) return;
    const { ban } = readTables();
    const row = (await knex(ban.table).where(ban.columns.documentId, delivery.banDocumentId).first({
      steamId: ban.columns.playerSteamId,
      expiresAt: ban.columns.expiresAt,
      liftedAt: ban.columns.liftedAt,
    })) as { steamId: string; expiresAt: unknown; liftedAt: unknown } | undefined;
    if (!row) return;
    const expiresAt = row.expiresAt === null || row.expiresAt === undefined ? null : new Date(row.expiresAt as string);
    const minutes = expiresAt === null ? 0 : Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 60000));
    const attempts = job.retryCount + 1;
    const finish = async (outcome: { state: 'aplicado' } | { state: 'fallido'; error: string }) => {
      await recordOutcome(knex, delivery, { ...outcome, attempts }, Date.now());
      publish([{ documentId: delivery.banDocumentId, change: 'delivered' }]);
    };
    // A ban lifted or run out since its deliveries were recorded is not sent any more.
    const over =
      (row.liftedAt !== null && row.liftedAt !== undefined) ||
      (expiresAt !== null && expiresAt.getTime() <= Date.now());
    if (delivery.command === 'ban' && over) return finish({ state: 'fallido', error: 'el baneo ya no está vigente' });
    const command: BanCommand =
      delivery.command === 'unban'
        ? { kind: 'unban', steamId: row.steamId }
        : { kind: 'ban', steamId: row.steamId, minutes };
    const sent = await sendBanCommand(strapi, delivery.serverDocumentId, command);
    if (sent.ok) return finish({ state: 'aplicado' });
    if (sent.retryable && job.retryCount < job.retryLimit) {
      await recordRetry(knex, delivery, attempts, sent.error, Date.now());
      throw new Error(`rcon delivery ${deliveryId} to ${delivery.serverDocumentId}: ${sent.error}`);
    }
    return finish({ state: 'fallido', error: sent.error });
  }

  // Bans whose time ran out are announced once (live events, cache): when each one ends (a job at its expiry), and
  // every minute for any whose job was lost.
  async function announceExpired(): Promise<void> {
    const expired = await takeExpiredBans(strapi.db.connection, readTables().ban, Date.now());
    publish(expired.map((documentId) => ({ documentId, change: 'expired' as const })));
  }

  async function planExpiries(documentIds: readonly string[]): Promise<void> {
    if (documentIds.length === 0) return;
    const { ban } = readTables();
    const rows = (await strapi.db
      .connection(ban.table)
      .whereIn(ban.columns.documentId, [...documentIds])
      .whereNotNull(ban.columns.expiresAt)
      .select({ expiresAt: ban.columns.expiresAt })) as { expiresAt: string | Date }[];
    for (const at of new Set(rows.map((row) => new Date(row.expiresAt).getTime()))) {
      await jobQueue.send(EXPIRE_JOB, {}, { startAfter: new Date(at), singletonKey: String(at) });
    }
  }

  function planExpiriesInBackground(documentIds: readonly string[]): void {
    planExpiries(documentIds).catch((error: unknown) =>
      strapi.log.warn(`[bans] could not plan the expiry of bans: ${error instanceof Error ? error.message : error}`),
    );
  }

  function publish(bans: BanChange['bans']): void {
    if (bans.length === 0) return;
    for (let from = 0; from < bans.length; from += 200)
      eventBus.publish(banChanges, { bans: bans.slice(from, from + 200) });
    invalidatePublicReads(['bans']);
  }

  return {
    // Inside the consumer's transaction: what the batch's ban lines record and lift.
    async applyLines(trx: Knex.Transaction, lines: readonly BanLine[]): Promise<BanBatchResult> {
      const skips = emptyBanSkips();
      const decisions = decideBans(lines, recentKicks, skips);
      const written = await applyBanDecisions(trx, readTables().ban, decisions);
      return { ...written, skips };
    },

    // After that transaction committed: the list and the pages hear it, their expiries are planned, and the log says
    // what happened.
    announce(result: BanBatchResult): void {
      planExpiriesInBackground(result.created);
      publish([
        ...result.created.map((documentId) => ({ documentId, change: 'created' as const })),
        ...result.lifted.map((documentId) => ({ documentId, change: 'lifted' as const })),
      ]);
      totals.created += result.created.length;
      totals.lifted += result.lifted.length;
      totals.merged += result.merged;
      totals.unknownUnbans += result.unknownUnbans;
      totals.flood += result.skips.flood;
      totals.noSteamId += result.skips.noSteamId;
      if (result.created.length + result.lifted.length + result.unknownUnbans + result.skips.flood > 0) {
        strapi.log.info(
          `[bans] ${result.created.length} bans recorded, ${result.lifted.length} lifted, ${result.merged} merged; ` +
            `not listed: ${result.skips.flood} flood bans, ${result.skips.noSteamId} without a Steam ID; ` +
            `${result.unknownUnbans} unbans of no ban in force`,
        );
      }
    },

    // The jobs of the ban list (src/jobs/job-queue.ts).
    jobs(): JobSpec[] {
      const deliver: JobSpec<{ deliveryId: number; sentAt: number }> = {
        name: DELIVER_JOB,
        policy: 'stately',
        // Five attempts, 2 s after the first failure and twice as long each time after (pg-boss's backoff).
        retry: { limit: 4, delaySeconds: 2, backoff: true },
        // Longer than one attempt (an rcon exchange times out within seconds): a job its instance left when it
        // stopped or died is retried by another after this.
        expireInSeconds: 60,
        // Every server at once (a community-wide ban goes to all 26): one that does not answer holds up no other.
        concurrency: 32,
        run: deliverOnce,
      };
      const expire: JobSpec = {
        name: EXPIRE_JOB,
        policy: 'stately',
        retry: { limit: 0, delaySeconds: 1, backoff: false },
        expireInSeconds: 60,
        everyMs: () => 60 * 1000,
        run: announceExpired,
      };
      return [deliver, expire];
    },

    list(query: BanListQuery) {
      return listBans(strapi.db.connection, readTables(), query, Date.now());
    },

    findOne(documentId: string) {
      return findBan(strapi.db.connection, readTables(), documentId, Date.now());
    },

    activeBansOf(steamId: string) {
      return activeBansOf(strapi.db.connection, readTables(), steamId, Date.now());
    },

    totals() {
      return { ...totals };
    },

    // Staff (src/api/ban/controllers: only a staff role gets here). Each action and the ban before and after it
    // go to the audit log in the same transaction.
    async createByStaff(staff: StaffActor, input: StaffBan) {
      const now = Date.now();
      const created = await strapi.db.connection.transaction(async (trx) => {
        const after = await insertStaffBan(trx, readTables().ban, input, staff, now);
        // A ban set on the site for one server is applied there over rcon (a ban read from a server's log is
        // already in that server's list).
        if (input.serverDocumentId) await createDeliveries(trx, after.documentId, [input.serverDocumentId], 'ban', now);
        await recordBanAction(trx, {
          banDocumentId: after.documentId,
          action: 'create',
          staffUserId: staff.userId,
          staffName: staff.name,
          at: now,
          before: null,
          after,
        });
        return after;
      });
      publish([{ documentId: created.documentId, change: 'created' }]);
      planExpiriesInBackground([created.documentId]);
      if (input.serverDocumentId) sendInBackground(created.documentId);
      if (created.communityWide) await announceCommunityWide(created.documentId, 'ban');
      return created.documentId;
    },

    // False when there is no such ban; a ban no longer in force is left as it is (and nothing is recorded).
    async liftByStaff(staff: StaffActor, documentId: string): Promise<boolean> {
      const now = Date.now();
      const lifted = await strapi.db.connection.transaction(async (trx) => {
        const change = await liftBanByStaff(trx, readTables().ban, documentId, staff.name, now);
        if (!change || change.before === change.after) return change ? 'unchanged' : null;
        // Lifted where it applies (removeid): its own server, whose ban list has it, and every other one when it
        // is community-wide; servers still being sent the ban are not sent it any more.
        await replaceBanDeliveries(trx, documentId, now);
        const own = change.before.serverDocumentId ? [change.before.serverDocumentId] : [];
        const others = change.before.communityWide ? await otherServers(trx, change.before.serverDocumentId) : [];
        await createDeliveries(trx, documentId, [...own, ...others], 'unban', now);
        await recordBanAction(trx, {
          banDocumentId: documentId,
          action: 'lift',
          staffUserId: staff.userId,
          staffName: staff.name,
          at: now,
          before: change.before,
          after: change.after,
        });
        return 'lifted';
      });
      if (lifted === 'lifted') {
        publish([{ documentId, change: 'lifted' }]);
        sendInBackground(documentId);
        await announceCommunityWide(documentId, 'ban-lifted');
      }
      return lifted !== null;
    },

    // Marks a ban community-wide: one delivery (banid … kick; writeid) per other server, then sent. False when
    // there is no such ban; one no longer in force, or already community-wide, is left as it is.
    async markCommunityWideByStaff(staff: StaffActor, documentId: string): Promise<boolean> {
      const now = Date.now();
      const marked = await strapi.db.connection.transaction(async (trx) => {
        const change = await markBanCommunityWide(trx, readTables().ban, documentId, now);
        if (!change) return null;
        const inForce =
          change.before.liftedAt === null &&
          (change.before.expiresAt === null || Date.parse(change.before.expiresAt) > now);
        if (change.before === change.after || !inForce) return 'unchanged';
        await createDeliveries(trx, documentId, await otherServers(trx, change.before.serverDocumentId), 'ban', now);
        await recordBanAction(trx, {
          banDocumentId: documentId,
          action: 'community-wide',
          staffUserId: staff.userId,
          staffName: staff.name,
          at: now,
          before: change.before,
          after: change.after,
        });
        return 'marked';
      });
      if (marked === 'marked') {
        sendInBackground(documentId);
        await announceCommunityWide(documentId, 'ban');
      }
      return marked !== null;
    },

    // Gives a ban in force a shorter duration; a community-wide one is sent again to every other server with the
    // minutes it has left. Null when there is no such ban, the refusal when it cannot be shortened that way.
    async shortenByStaff(
      staff: StaffActor,
      documentId: string,
      minutes: number,
    ): Promise<{ refused: ShortenRefusal; currentMinutes: number | null } | 'shortened' | null> {
      const now = Date.now();
      const result = await strapi.db.connection.transaction(async (trx) => {
        const change = await shortenBan(trx, readTables().ban, documentId, minutes, now);
        if (!change || 'refused' in change) return change;
        if (change.after.communityWide) await resendBanDeliveries(trx, documentId, now);
        await recordBanAction(trx, {
          banDocumentId: documentId,
          action: 'shorten',
          staffUserId: staff.userId,
          staffName: staff.name,
          at: now,
          before: change.before,
          after: change.after,
        });
        return 'shortened' as const;
      });
      if (result === 'shortened') {
        publish([{ documentId, change: 'shortened' }]);
        planExpiriesInBackground([documentId]);
        sendInBackground(documentId);
      }
      return result;
    },

    audit(documentId: string) {
      return banAuditOf(strapi.db.connection, documentId);
    },

    deliveries(documentId: string) {
      return deliveriesOf(strapi.db.connection, documentId);
    },

    async serverExists(documentId: string): Promise<boolean> {
      const { servers } = readTables();
      return Boolean(await strapi.db.connection(servers.table).where(servers.documentId, documentId).first('id'));
    },
  };
}

export type BanService = ReturnType<typeof createBanService>;
