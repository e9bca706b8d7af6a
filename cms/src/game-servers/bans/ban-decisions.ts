import type { PlayerToken } from '../game-log/player-token';
import type { BanLogEvent } from '../game-log/ban-lines';

// What the ban lines of a batch mean for the ban list, one line at a time, without any I/O (the model is
// src/game-servers/statistics/apply-log-events.ts): the log consumer hands over each server's ban, kick and unban lines in
// arrival order, this decides which bans to record and lift, and src/game-servers/bans/ban-store.ts writes them inside the
// batch's transaction.
//
// The flood rule. HLDS and anti-flood plugins throw out a player who floods the server (chat, commands,
// name changes) with a kick, and then keep them out for a few minutes with an engine `banid`. That is the
// server protecting itself, not a sanction anyone decided: HLstatsX does not count such kicks and bans as
// admin actions either. So an engine ban (a `Banid` line) of at most FLOOD_BAN_MAX_SECONDS that follows,
// within FLOOD_WINDOW_MS on the same server, a kick of the same Steam ID whose message speaks of flooding
// ("flood" in any case) is not listed. Everything else is: a ban written by AMX Mod X is an admin's decision
// whatever its length, and so is a longer engine ban.

export const FLOOD_BAN_MAX_SECONDS = 5 * 60;
export const FLOOD_WINDOW_MS = 10 * 1000;
// Kicks remembered for the flood rule, over every server: a server kicks a few players a minute at most; a
// forged stream of kicks cannot grow this past the bound (the oldest are forgotten first).
export const MAX_REMEMBERED_KICKS = 1000;
const FLOOD = /flood/i;
const CONSOLE = 'Console';

export type BanLine = { serverDocumentId: string; at: number; event: BanLogEvent };

export type BanDecision =
  | {
      kind: 'ban';
      serverDocumentId: string;
      at: number;
      steamId: string;
      playerName: string;
      // null: permanent.
      durationSeconds: number | null;
      reason: string | null;
      // null: the server console (shown as "Consola").
      adminName: string | null;
      adminSteamId: string | null;
      source: 'engine' | 'amxx';
    }
  | {
      kind: 'unban';
      serverDocumentId: string;
      at: number;
      steamId: string;
      adminName: string | null;
      adminSteamId: string | null;
    };

export type BanSkips = {
  // Engine bans after a kick for flooding (the flood rule).
  flood: number;
  // Bans of a bot, HLTV, a LAN or not yet validated id: nobody to list.
  noSteamId: number;
};

export const emptyBanSkips = (): BanSkips => ({ flood: 0, noSteamId: 0 });

// The kicks of the last seconds, per server and Steam ID (a Map keeps insertion order: the first entry is
// the oldest one).
export type RecentKicks = Map<string, { at: number; flood: boolean }>;

const kickKey = (serverDocumentId: string, steamId: string) => `${serverDocumentId}\n${steamId}`;

function rememberKick(kicks: RecentKicks, key: string, at: number, flood: boolean): void {
  kicks.delete(key);
  kicks.set(key, { at, flood });
  while (kicks.size > MAX_REMEMBERED_KICKS) {
    const oldest = kicks.keys().next().value;
    if (oldest === undefined) break;
    kicks.delete(oldest);
  }
}

// The admin named by an AMX Mod X line: the server console's token ("<0><><>", uid 0) is the console.
function adminOf(admin: PlayerToken | null): { adminName: string | null; adminSteamId: string | null } {
  if (!admin || admin.uid === 0) return { adminName: null, adminSteamId: null };
  return { adminName: admin.name || null, adminSteamId: admin.steamId };
}

export function decideBans(lines: readonly BanLine[], kicks: RecentKicks, skips: BanSkips): BanDecision[] {
  const decisions: BanDecision[] = [];
  for (const { serverDocumentId, at, event } of lines) {
    switch (event.type) {
      case 'kick':
        if (event.player.steamId) {
          rememberKick(kicks, kickKey(serverDocumentId, event.player.steamId), at, FLOOD.test(event.message));
        }
        break;
      case 'engine-ban': {
        const steamId = event.player.steamId;
        if (!steamId) {
          skips.noSteamId += 1;
          break;
        }
        const kick = kicks.get(kickKey(serverDocumentId, steamId));
        const short = event.durationSeconds !== null && event.durationSeconds <= FLOOD_BAN_MAX_SECONDS;
        if (short && kick?.flood && at - kick.at >= 0 && at - kick.at <= FLOOD_WINDOW_MS) {
          skips.flood += 1;
          break;
        }
        decisions.push({
          kind: 'ban',
          serverDocumentId,
          at,
          steamId,
          playerName: event.player.name,
          durationSeconds: event.durationSeconds,
          reason: null,
          adminName: event.by === CONSOLE || event.by === '' ? null : event.by,
          adminSteamId: null,
          source: 'engine',
        });
        break;
      }
      case 'amxx-ban': {
        const steamId = event.player.steamId;
        if (!steamId) {
          skips.noSteamId += 1;
          break;
        }
        decisions.push({
          kind: 'ban',
          serverDocumentId,
          at,
          steamId,
          playerName: event.player.name,
          durationSeconds: event.durationSeconds,
          reason: event.reason || null,
          ...adminOf(event.admin),
          source: 'amxx',
        });
        break;
      }
      case 'amxx-unban':
        decisions.push({ kind: 'unban', serverDocumentId, at, steamId: event.steamId, ...adminOf(event.admin) });
        break;
    }
  }
  return decisions;
}
