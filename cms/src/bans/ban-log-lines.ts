import { cleanName, parsePlayerToken, type PlayerToken } from '../game-stats/log-events';
import { normalizeSteamId } from '../game-stats/steam-id';

// The ban, kick and unban lines of a Half-Life / Counter-Strike 1.6 log, parsed from the text after the
// timestamp, in the style of src/game-stats/log-events.ts: fixed tails anchored at the end, at most one
// unbounded group per pattern, so a hostile name can make a line unusable but can neither crash the parser
// nor make it slow. Nothing here keeps an IP address: an unban of an address is not an unban we list.
//
//   engine:  Banid: "Name<uid><STEAM_0:1:2><>" was banned "for 30.00 minutes" by "Console"
//            Banid: "Name<uid><STEAM_0:1:2><>" was kicked and banned "permanently" by "Console"
//            Kick: "Name<uid><STEAM_0:1:2><>" was kicked by "Console" (message "...")
//   AMX Mod X admincmd.amxx with amx_logging (log_amx, tag "[admincmd.amxx]"):
//            Ban: "Adm<uid><STEAM..><>" ban and kick "Vic<uid><STEAM..><>" (minutes "30") (reason "...")
//            Cmd: "Adm<uid><STEAM..><>" unban "STEAM_0:1:2"

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
// Longer than anyone is banned for (HLDS takes minutes as a float; 0 is permanent): ten years.
const MAX_BAN_SECONDS = 10 * 365 * 24 * 60 * 60;

const AMXX_TAG = '[admincmd.amxx] ';
const ENGINE_BAN =
  /^Banid: "(.*)" was (?:kicked and )?banned "(?:for (\d{1,9}(?:\.\d{1,6})?) minutes|(permanently))" by "([^"]{0,64})"$/s;
const KICK = /^Kick: "(.*)" was kicked by "([^"]{0,64})"(?: \(message "([^"]{0,512})"\))?$/s;
const AMXX_BAN_TAIL = /^(\d{1,9})"\) \(reason "(.*)"\)$/s;
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

function parseEngineBan(text: string): BanLogEvent | null {
  const match = ENGINE_BAN.exec(text);
  if (!match) return null;
  const player = parsePlayerToken(match[1]);
  if (!player) return null;
  // "for 0.00 minutes" is how HLDS writes a permanent ban made with banid 0.
  const durationSeconds = match[3] ? null : secondsOf(Number(match[2]));
  return { type: 'engine-ban', player, durationSeconds, by: cleanName(match[4]) };
}

function parseKick(text: string): BanLogEvent | null {
  const match = KICK.exec(text);
  if (!match) return null;
  const player = parsePlayerToken(match[1]);
  return player ? { type: 'kick', player, by: cleanName(match[2]), message: cleanReason(match[3] ?? '') } : null;
}

// The admin comes first and the victim second, and only the victim's name is a stranger's: the admin token
// ends at the first `>" ban and kick "`, the victim token at the last `>" (minutes "` (a victim named after
// another player's token cannot move the ban onto that player).
function parseAmxxBan(text: string): BanLogEvent | null {
  if (!text.startsWith('Ban: "')) return null;
  const body = text.slice('Ban: "'.length);
  const adminEnd = body.indexOf(BAN_AND_KICK);
  const victimEnd = body.lastIndexOf(MINUTES);
  if (adminEnd === -1 || victimEnd <= adminEnd) return null;
  const player = parsePlayerToken(body.slice(adminEnd + BAN_AND_KICK.length, victimEnd + 1));
  const tail = AMXX_BAN_TAIL.exec(body.slice(victimEnd + MINUTES.length));
  if (!player || !tail) return null;
  return {
    type: 'amxx-ban',
    admin: parsePlayerToken(body.slice(0, adminEnd + 1)),
    player,
    durationSeconds: secondsOf(Number(tail[1])),
    reason: cleanReason(tail[2]),
  };
}

function parseAmxxUnban(text: string): BanLogEvent | null {
  const match = AMXX_UNBAN.exec(text);
  // An unban of an IP address (amx_unban 1.2.3.4) is not one of ours: no address is ever kept.
  const steamId = match ? normalizeSteamId(match[2].trim().toUpperCase()) : null;
  return match && steamId ? { type: 'amxx-unban', admin: parsePlayerToken(match[1]), steamId } : null;
}

// Null for any other line (cheap prefix tests first: most lines are not bans).
export function parseBanLogEvent(text: string): BanLogEvent | null {
  if (text.startsWith('Banid: "')) return parseEngineBan(text);
  if (text.startsWith('Kick: "')) return parseKick(text);
  if (!text.startsWith(AMXX_TAG)) return null;
  const command = text.slice(AMXX_TAG.length);
  return command.startsWith('Ban: "') ? parseAmxxBan(command) : parseAmxxUnban(command);
}
