import type { Core } from '@strapi/strapi';
import { COMMUNITY_SERVERS } from '../community/servers';
import { regularSteamId } from '../community/regular-players';
import { normalizeSteamId } from '../game-stats/steam-id';

// A few bans so /baneos shows each state on a fresh demo (README "Bans"): one permanent, one ending in a few
// hours (its countdown runs), one lifted, one run out. Players are invented (Steam IDs in a range no regular
// of the simulator uses); the demo admin bans two of them, the console the others.

const BAN_UID = 'api::ban.ban';
const MINUTE_MS = 60 * 1000;

type SeededBan = {
  playerName: string;
  playerSteamId: string;
  serverIndex: number;
  reason: string | null;
  byDemoAdmin: boolean;
  // Minutes ago it was set, and its length in minutes (null: permanent).
  agoMinutes: number;
  minutes: number | null;
  liftedAgoMinutes?: number;
};

export const SEEDED_BANS: readonly SeededBan[] = [
  {
    playerName: 'xX_Sp1nb0t_Xx',
    playerSteamId: 'STEAM_0:1:90000001',
    serverIndex: 0,
    reason: 'Aimbot (ver demo en el foro)',
    byDemoAdmin: true,
    agoMinutes: 3 * 24 * 60,
    minutes: null,
  },
  {
    playerName: 'Toxico',
    playerSteamId: 'STEAM_0:0:90000002',
    serverIndex: 3,
    reason: 'Insultos reiterados por el chat',
    byDemoAdmin: true,
    agoMinutes: 90,
    minutes: 6 * 60,
  },
  {
    playerName: 'Arrepentido',
    playerSteamId: 'STEAM_0:1:90000003',
    serverIndex: 1,
    reason: 'Bug de pared en de_dust2',
    byDemoAdmin: false,
    agoMinutes: 2 * 24 * 60,
    minutes: 7 * 24 * 60,
    liftedAgoMinutes: 24 * 60,
  },
  {
    playerName: 'Campero',
    playerSteamId: 'STEAM_0:0:90000004',
    serverIndex: 5,
    reason: null,
    byDemoAdmin: false,
    agoMinutes: 5 * 24 * 60,
    minutes: 30,
  },
];

export async function seedBansIfNeeded(strapi: Core.Strapi): Promise<void> {
  const flag = { type: 'core' as const, name: 'cs16-community', key: 'bans-seeded' };
  if (await strapi.store.get(flag)) return;
  const now = Date.now();
  const adminSteamId = normalizeSteamId(regularSteamId('admin'));
  for (const ban of SEEDED_BANS) {
    const server = (await strapi.db.query('api::server.server').findOne({
      where: { name: COMMUNITY_SERVERS[ban.serverIndex].name },
      select: ['documentId'],
    })) as { documentId: string } | null;
    const bannedAt = now - ban.agoMinutes * MINUTE_MS;
    await strapi.documents(BAN_UID).create({
      data: {
        playerSteamId: ban.playerSteamId,
        playerName: ban.playerName,
        serverDocumentId: server?.documentId,
        reason: ban.reason ?? undefined,
        durationSeconds: ban.minutes === null ? undefined : ban.minutes * 60,
        bannedAt: new Date(bannedAt).toISOString(),
        expiresAt: ban.minutes === null ? undefined : new Date(bannedAt + ban.minutes * MINUTE_MS).toISOString(),
        liftedAt:
          ban.liftedAgoMinutes === undefined
            ? undefined
            : new Date(now - ban.liftedAgoMinutes * MINUTE_MS).toISOString(),
        adminName: ban.byDemoAdmin ? 'admin' : undefined,
        adminSteamId: ban.byDemoAdmin && adminSteamId ? adminSteamId : undefined,
        source: ban.byDemoAdmin ? 'amxx' : 'engine',
        communityWide: false,
        // The ones that ran out before the demo started are no news.
        expiryAnnounced: ban.minutes !== null && bannedAt + ban.minutes * MINUTE_MS < now,
      },
    });
  }
  await strapi.store.set({ ...flag, value: { at: new Date().toISOString() } });
  strapi.log.info(`[seed] ${SEEDED_BANS.length} demo bans seeded`);
}
