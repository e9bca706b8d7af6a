import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { eventBus } from '../../cluster/event-bus';
import { invalidatePublicReads } from '../../http/public-read-cache';
import { accountChanges } from '../../live-events/account-changes';
import { applyLinkAttempts, issueCode, type LinkAttempt, type LinkResult, type LinkTables } from './steam-link-store';
import { USER_UID } from '../../users/user-fields';

const SERVER_UID = 'api::server.server';

type Metadata = { tableName: string; attributes: Record<string, { columnName?: string }> };

// Linking a Steam ID from inside the game (src/game-servers/steam-link): codes for the site, and the `!vincular` lines
// the log consumer hands over from each batch (api::game-stats.log-consumer, the one place of the log
// pipeline that calls this).
export function createSteamLinkService({ strapi }: { strapi: Core.Strapi }) {
  let tables: LinkTables | null = null;

  function linkTables(): LinkTables {
    if (tables) return tables;
    const users = strapi.db.metadata.get(USER_UID) as unknown as Metadata;
    const servers = strapi.db.metadata.get(SERVER_UID) as unknown as Metadata;
    const column = (meta: Metadata, attribute: string) => {
      const name = meta.attributes[attribute]?.columnName;
      if (!name) throw new Error(`${meta.tableName} has no column for ${attribute}`);
      return name;
    };
    tables = {
      users: {
        table: users.tableName,
        documentId: column(users, 'documentId'),
        steamId: column(users, 'steamID'),
        verifiedAt: column(users, 'steamIdVerifiedAt'),
        verifiedOn: column(users, 'steamIdVerifiedOn'),
        moved: column(users, 'steamIdMoved'),
        movedAt: column(users, 'steamIdMovedAt'),
        updatedAt: column(users, 'updatedAt'),
      },
      servers: {
        table: servers.tableName,
        documentId: column(servers, 'documentId'),
        name: column(servers, 'name'),
        logSecret: column(servers, 'logSecret'),
      },
    };
    return tables;
  }

  return {
    issueCode(userId: number) {
      return issueCode(strapi.db.connection, userId, Date.now());
    },

    // Inside the consumer's transaction: what the batch's `!vincular` lines link.
    applyAttempts(trx: Knex.Transaction, attempts: readonly LinkAttempt[]): Promise<LinkResult> {
      return applyLinkAttempts(trx, linkTables(), attempts, Date.now());
    },

    // After that transaction committed: the accounts' pages update (live events), cached profiles and
    // rankings drop on every instance, and the log says what happened.
    announce(result: LinkResult): void {
      if (result.changedProfileIds.length > 0) {
        eventBus.publish(accountChanges, { profileIds: result.changedProfileIds });
        invalidatePublicReads(['users']);
      }
      for (const linked of result.linked) {
        const moved = linked.movedFrom.length > 0 ? ` (moved from user ${linked.movedFrom.join(', ')})` : '';
        strapi.log.info(
          `[steam-link] ${linked.steamId} linked to user ${linked.userId} on "${linked.serverName}"${moved}`,
        );
      }
      const refused = Object.entries(result.refused).filter(([, count]) => count > 0);
      if (refused.length > 0) {
        strapi.log.info(
          `[steam-link] codes refused: ${refused.map(([reason, count]) => `${count} ${reason}`).join(', ')}`,
        );
      }
    },
  };
}

export type SteamLinkService = ReturnType<typeof createSteamLinkService>;
