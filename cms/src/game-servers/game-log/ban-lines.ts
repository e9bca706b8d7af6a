import { cleanName, parsePlayerToken, type PlayerToken, type SteamUniverses } from './player-token';
import { GOLDSRC_STEAM_UNIVERSES, readLogPlayerId } from './steam-id';
import { MAX_BAN_MINUTES } from '../rcon/ban-commands';

// The ban, kick and unban lines of a Half-Life / Counter-Strike 1.6 log, parsed from the text after the
// timestamp, in the style of src/game-servers/game-log/log-events.ts: fixed tails anchored at the end, at most one
// unbounded group per pattern, so a hostile name can make a line unusable but can neither crash the parser
// nor make it slow. Nothing here keeps an IP address: an unban of an address is not an unban we list.
//
//   engine:  Banid: "Name<uid><STEAM_0:1:2><>" was banned "for 30.00 minutes" by "Console"
//            Banid: "Name<uid><STEAM_0:1:2><>" was kicked and banned "permanently" by "Console"
//            Ban: "Name<uid><STEAM_0:1:2><>" was kicked and banned "for 30.00 minutes" by "Console"  (ReHLDS)
//            Kick: "Name<uid><STEAM_0:1:2><>" was kicked by "Console" (message "...")
//   AMX Mod X with amx_logging (log_amx, tagged with the plugin that logged it):
//            [admincmd.amxx] Ban: "Adm<uid><STEAM..><>" ban and kick "Vic<uid><STEAM..><>" (minutes "30") (reason "...")
//            [plmenu.amxx] Ban: "Adm<uid><STEAM..><>" ban and kick "Vic<uid><STEAM..><>" (minutes "30")  (players menu)
//            [admincmd.amxx] Cmd: "Adm<uid><STEAM..><>" unban "STEAM_0:1:2"

export type BanLogEvent =
  | {
      type: 'engine-ban';
      player: PlayerToken;
      // null: permanent.
      durationSeconds: number | null;
      by: string;
    }
  | { type: 'kick'; player: PlayerToken; by: string; message: string }
  | {
      type: 'amxx-ban';
      // null when the line's admin token cannot be read (the server console's is "<0><><>").
      admin: PlayerToken | null;
      player: PlayerToken;
      durationSeconds: number | null;
      reason: string;
    }
  | { type: 'amxx-unban'; admin: PlayerToken | null; steamId: string };

// A ban reason is at most this long once read (a line is at most 1 KB; a reason a player reads in a list
// needs far less); longer ones end in "…".
export const MAX_BAN_REASON_LENGTH = 200;
// A longer ban in a log is read as the longest one there is (src/game-servers/rcon/ban-commands.ts).
const MAX_BAN_SECONDS = MAX_BAN_MINUTES * 60;

// The AMX Mod X plugins whose bans are read: the admin commands' and the players menu's.
const AMXX_TAGS = ['[admincmd.amxx] ', '[plmenu.amxx] '];
const ENGINE_BAN =
  /^Ban(?:id)?: "(.*)" was (?:kicked and )?banned "(?:for (\d{1,9}(?:\.\d{1,6})?) minutes|(permanently))" by "([^"]{0,64})"$/s;
const KICK = /^Kick: "(.*)" was kicked by "([^"]{0,64})"(?: \(message "([^"]{0,512})"\))?$/s;
// The players menu logs no reason.
const AMXX_BAN_TAIL = /^(\d{1,9})"\)(?: \(reason "(.*)"\))?$/s;
const AMXX_UNBAN = /^Cmd: "(.*)" unban "([^"<>]{1,64})"$/s;
const BAN_AND_KICK = '>" ban and kick "';
const MINUTES = '>" (minutes "';

// Control characters become spaces; at most MAX_BAN_REASON_LENGTH characters (by code point, so an emoji is
// not cut in half), longer ones end in "…".
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

export function cleanReason(raw: string): string {
  const characters = Array.from(raw.replace(CONTROL_CHARACTERS, ' ').trim());
  return characters.length > MAX_BAN_REASON_LENGTH
    ? `${characters.slice(0, MAX_BAN_REASON_LENGTH - 1).join('')}…`
    : characters.join('');
}

function secondsOf(minutes: number): number | null {
  if (!Number.isFinite(minutes) || minutes <= 0) return null;
  return Math.min(MAX_BAN_SECONDS, Math.max(1, Math.round(minutes * 60)));
}

function parseEngineBan(text: string, universes: SteamUniverses): BanLogEvent | null {
  const match = ENGINE_BAN.exec(text);
  if (!match) return null;
  const player = parsePlayerToken(match[1], universes);
  if (!player) return null;
  // "for 0.00 minutes" is how HLDS writes a permanent ban made with banid 0.
  const durationSeconds = match[3] ? null : secondsOf(Number(match[2]));
  return { type: 'engine-ban', player, durationSeconds, by: cleanName(match[4]) };
}

function parseKick(text: string, universes: SteamUniverses): BanLogEvent | null {
  const match = KICK.exec(text);
  if (!match) return null;
  const player = parsePlayerToken(match[1], universes);
  return player ? { type: 'kick', player, by: cleanName(match[2]), message: cleanReason(match[3] ?? '') } : null;
}

// The admin comes first and the victim second, and only the victim's name is a stranger's: the admin token
// ends at the first `>" ban and kick "`, the victim token at the last `>" (minutes "` (a victim named after
// another player's token cannot move the ban onto that player).
function parseAmxxBan(text: string, universes: SteamUniverses): BanLogEvent | null {
  if (!text.startsWith('Ban: "')) return null;
  const body = text.slice('Ban: "'.length);
  const adminEnd = body.indexOf(BAN_AND_KICK);
  const victimEnd = body.lastIndexOf(MINUTES);
  if (adminEnd === -1 || victimEnd <= adminEnd) return null;
  const player = parsePlayerToken(body.slice(adminEnd + BAN_AND_KICK.length, victimEnd + 1), universes);
  const tail = AMXX_BAN_TAIL.exec(body.slice(victimEnd + MINUTES.length));
  if (!player || !tail) return null;
  return {
    type: 'amxx-ban',
    admin: parsePlayerToken(body.slice(0, adminEnd + 1), universes),
    player,
    durationSeconds: secondsOf(Number(tail[1])),
    reason: cleanReason(tail[2] ?? ''),
  };
}

function parseAmxxUnban(text: string, universes: SteamUniverses): BanLogEvent | null {
  const match = AMXX_UNBAN.exec(text);
  // An unban of an IP address (amx_unban 1.2.3.4) is not one of ours: no address is ever kept.
  const steamId = match ? readLogPlayerId(match[2].trim().toUpperCase(), universes).playerId : null;
  return match && steamId ? { type: 'amxx-unban', admin: parsePlayerToken(match[1], universes), steamId } : null;
}

// Null for any other line (cheap prefix tests first: most lines are not bans).
export function parseBanLogEvent(
  text: string,
  universes: SteamUniverses = GOLDSRC_STEAM_UNIVERSES,
): BanLogEvent | null {
  if (text.startsWith('Banid: "') || text.startsWith('Ban: "')) return parseEngineBan(text, universes);
  if (text.startsWith('Kick: "')) return parseKick(text, universes);
  const tag = AMXX_TAGS.find((candidate) => text.startsWith(candidate));
  if (!tag) return null;
  const command = text.slice(tag.length);
  return command.startsWith('Ban: "') ? parseAmxxBan(command, universes) : parseAmxxUnban(command, universes);
}
