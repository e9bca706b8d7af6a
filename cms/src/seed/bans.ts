import type { Core } from '@strapi/strapi';
import { COMMUNITY_SERVERS } from '../community/servers';
import { regularSteamId } from '../community/regular-players';
import { canonicalPlayerId } from '../game-servers/game-log/steam-id';
import type { EvidenceKind } from '../game-servers/ban-evidence/evidence-lines';
import { insertEvidence } from '../game-servers/ban-evidence/evidence-store';
import { StatsBatch } from '../game-servers/statistics/apply-log-events';
import { saveStatsBatch } from '../game-servers/statistics/stats-store';
import { USER_UID } from '../users/user-fields';
import { ARGENTINA_UTC_OFFSET_MS } from '../time/argentina';
import { BANNED_DEMO_STEAM_ID } from './demo-users';

// A few bans so /baneos shows each state on a fresh demo (src/game-servers/README.md): one permanent, one ending in a few
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
  // The player's own log lines before the ban (what an appeal shows staff): seconds before it, and what happened.
  evidence?: readonly SeededEvidence[];
};

type SeededEvidence = { secondsBefore: number; kind: EvidenceKind; text?: string; weapon?: string; headshot?: boolean };

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
  // The demo account "baneado" (src/seed/demo-users.ts): in force for a few more hours, with its evidence.
  {
    playerName: 'Baneado Demo',
    playerSteamId: BANNED_DEMO_STEAM_ID,
    serverIndex: 2,
    reason: 'Wallhack (lo reportaron tres jugadores)',
    byDemoAdmin: true,
    agoMinutes: 40,
    minutes: 12 * 60,
    evidence: [
      { secondsBefore: 570, kind: 'connect' },
      { secondsBefore: 560, kind: 'team', text: 'TERRORIST' },
      { secondsBefore: 480, kind: 'kill', text: 'Rulo', weapon: 'ak47', headshot: true },
      { secondsBefore: 455, kind: 'kill', text: 'Tincho', weapon: 'ak47', headshot: true },
      { secondsBefore: 400, kind: 'chat', text: 'jaja ni me ven venir' },
      { secondsBefore: 330, kind: 'death', text: 'Pibe Premium', weapon: 'awp' },
      { secondsBefore: 300, kind: 'chat', text: 'como me viste atras de la pared???' },
      { secondsBefore: 240, kind: 'kill', text: 'Pibe Premium', weapon: 'deagle', headshot: true },
      { secondsBefore: 180, kind: 'team-chat', text: 'tranqui que los veo a todos' },
      { secondsBefore: 120, kind: 'kill', text: 'Jugador Común', weapon: 'ak47', headshot: true },
      { secondsBefore: 60, kind: 'chat', text: 'gg ez' },
    ],
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
  const adminSteamId = canonicalPlayerId(regularSteamId('admin'));
  for (const ban of SEEDED_BANS) {
    const server = (await strapi.db.query('api::server.server').findOne({
      where: { name: COMMUNITY_SERVERS[ban.serverIndex].name },
      select: ['documentId'],
    })) as { documentId: string } | null;
    const bannedAt = now - ban.agoMinutes * MINUTE_MS;
    const created = await strapi.documents(BAN_UID).create({
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
    if (ban.evidence && server && created) {
      await seedEvidence(strapi, ban, server.documentId, bannedAt);
      await seedPlayedGame(strapi, ban, server.documentId, bannedAt);
    }
  }
  await strapi.store.set({ ...flag, value: { at: new Date().toISOString() } });
  strapi.log.info(`[seed] ${SEEDED_BANS.length} demo bans seeded`);
}

// "MM/DD/YYYY - HH:MM:SS" in Argentine time, as the servers log it.
function logTimeOf(at: number): string {
  const local = new Date(at + ARGENTINA_UTC_OFFSET_MS);
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${two(local.getUTCMonth() + 1)}/${two(local.getUTCDate())}/${local.getUTCFullYear()} - ` +
    `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`
  );
}

async function seedEvidence(strapi: Core.Strapi, ban: SeededBan, serverDocumentId: string, bannedAt: number) {
  await strapi.db.connection.transaction((trx) =>
    insertEvidence(
      trx,
      (ban.evidence ?? []).map((line) => {
        const at = bannedAt - line.secondsBefore * 1000;
        return {
          serverDocumentId,
          steamId: ban.playerSteamId,
          at,
          logTime: logTimeOf(at),
          kind: line.kind,
          text: line.text ?? '',
          weapon: line.weapon ?? null,
          headshot: line.headshot ?? false,
          playerName: ban.playerName,
        };
      }),
    ),
  );
}

// The game the evidence is part of, in the statistics too (issue 48: the banned demo player's profile said "Sin
// partidas registradas" although the server logged him): connected at the evidence's first line, his kills and
// deaths as it lists them, and the weapon totals AMX Mod X logs as the ban kicks him (shots >= hits >= kills). His
// account's Steam ID was verified from that game, a minute after he came in, not at the seed's start.
async function seedPlayedGame(strapi: Core.Strapi, ban: SeededBan, serverDocumentId: string, bannedAt: number) {
  const lines = ban.evidence ?? [];
  const joinedAt = bannedAt - Math.max(...lines.map((line) => line.secondsBefore)) * 1000;
  const batch = new StatsBatch();
  const touch = (at: number) => batch.touch(serverDocumentId, ban.playerSteamId, ban.playerName, at);
  touch(joinedAt);
  const killsByWeapon = new Map<string, number>();
  for (const line of lines) {
    const counts = touch(bannedAt - line.secondsBefore * 1000);
    if (line.kind === 'kill') {
      counts.kills += 1;
      if (line.headshot) counts.headshots += 1;
      if (line.weapon) killsByWeapon.set(line.weapon, (killsByWeapon.get(line.weapon) ?? 0) + 1);
    } else if (line.kind === 'death') counts.deaths += 1;
  }
  const atBan = touch(bannedAt);
  for (const kills of killsByWeapon.values()) {
    const hits = kills * 3 + 1;
    atBan.hits += hits;
    atBan.shots += hits * 3;
    atBan.damage += hits * 31;
  }
  atBan.rounds += Math.round((bannedAt - joinedAt) / (105 * 1000));
  atBan.playSeconds += Math.round((bannedAt - joinedAt) / 1000);
  await saveStatsBatch(strapi.db.connection, batch);
  await strapi.db.query(USER_UID).updateMany({
    where: { steamID: ban.playerSteamId },
    data: {
      steamIdVerifiedAt: new Date(joinedAt + MINUTE_MS),
      steamIdVerifiedOn: COMMUNITY_SERVERS[ban.serverIndex].name,
    },
  });
}
