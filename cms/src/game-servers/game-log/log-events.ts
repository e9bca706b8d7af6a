import { parseBanLogEvent, type BanLogEvent } from './ban-lines';
import { blankLinkCodes, readLinkCommand } from '../steam-link/chat-command';
import { cleanName, parsePlayerToken, type PlayerToken, type SteamUniverses } from './player-token';
import { GOLDSRC_STEAM_UNIVERSES } from './steam-id';
import { hitsPerShot } from '../statistics/weapon-hits';

// The events of the standard Half-Life / Counter-Strike 1.6 log (what HLstatsX:CE and AMX Mod X's
// StatsX read) that statistics need, parsed from the text after the timestamp. Pure and linear: a line
// is matched against fixed tails anchored at its end, so a hostile name can make a line unusable but
// can neither crash the parser nor make it slow. Anything else returns null.

export type KillCandidate = { killer: PlayerToken; victim: PlayerToken };
export type RenameCandidate = { player: PlayerToken; newName: string };
export type ChatCandidate = { player: PlayerToken; text: string; team: boolean };

export type WeaponStats = {
  weapon: string;
  shots: number;
  hits: number;
  kills: number;
  headshots: number;
  teamKills: number;
  damage: number;
  deaths: number;
};

export type LogEvent =
  | { type: 'connected'; player: PlayerToken }
  | { type: 'validated'; player: PlayerToken }
  | { type: 'entered'; player: PlayerToken }
  | { type: 'disconnected'; player: PlayerToken }
  | { type: 'joined-team'; player: PlayerToken; team: string }
  // Names may hold `" changed name to "` or `" killed "` themselves; every way to read the line is
  // kept (almost always exactly one) and the player sessions decide which one is real.
  | { type: 'changed-name'; candidates: RenameCandidate[] }
  | { type: 'kill'; candidates: KillCandidate[]; weapon: string; headshot: boolean }
  | { type: 'suicide'; player: PlayerToken; weapon: string }
  | ({ type: 'weaponstats'; player: PlayerToken } & WeaponStats)
  // A player's part in the map's objective (issue 46): `"Name<…>" triggered "Planted_The_Bomb"`.
  | { type: 'objective'; player: PlayerToken; objective: Objective }
  // `map` null: a name that is no map's (a path, markup): the time that follows is no map's either.
  | { type: 'map-started'; map: string | null }
  | { type: 'round-start' }
  | { type: 'round-end' }
  // A round won by a team (`Team "CT" triggered "CTs_Win" (CT "3") (T "1")`, or by an objective: Target_Bombed,
  // Bomb_Defused, Target_Saved, All_Hostages_Rescued, Hostages_Not_Rescued, VIP_Escaped, VIP_Assassinated…).
  | { type: 'round-won'; team: 'CT' | 'TERRORIST' }
  // Rcon lines carry the server's rcon password: recognised only so they are dropped, never kept.
  | { type: 'rcon' }
  // A player saying `!vincular CODE` to link their Steam ID to a site account (src/game-servers/steam-link). Never kept
  // as chat: the code is a secret.
  | { type: 'link-code'; player: PlayerToken; code: string }
  // Any other chat line (`say`, `say_team`): kept for 30 days as a ban appeal's evidence only
  // (src/game-servers/ban-evidence), never public. Every way to read the line is kept, first token first, like the kills';
  // anything that looks like a link code in the text is blanked.
  | { type: 'chat'; candidates: ChatCandidate[] }
  // AMX Mod X read a player's access from users.ini (src/game-servers/privileges: the server confirms a member's flags).
  | { type: 'admin-login'; player: PlayerToken; access: string }
  // Bans, kicks and unbans (engine and AMX Mod X admincmd): what they mean is src/bans', not the statistics'.
  | BanLogEvent;

// The objectives of Counter-Strike 1.6's maps a player's line can name, by the action the game logs.
const OBJECTIVE_ACTIONS = {
  Planted_The_Bomb: 'bombsPlanted',
  Defused_The_Bomb: 'bombsDefused',
  Rescued_A_Hostage: 'hostagesRescued',
  Killed_A_Hostage: 'hostagesKilled',
  Assassinated_The_VIP: 'vipsAssassinated',
} as const;
export type Objective = (typeof OBJECTIVE_ACTIONS)[keyof typeof OBJECTIVE_ACTIONS];

// HLDS cuts what a player says at 127 bytes; a longer message is cut here, never refused.
export const MAX_CHAT_TEXT_LENGTH = 200;
const MAX_CANDIDATES = 4;

// Anti-cheat tags old servers append to names (HLstatsX strips the same ones).
const TAGS = /\[(?:No|OLD).C-D\]|\[NOCL\]/g;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
const WEAPON = '([A-Za-z0-9_.\\-]{1,32})';

const CONNECTED = /^"(.*)" connected, address "[^"]{0,64}"$/s;
const VALIDATED = /^"(.*)" STEAM USERID validated$/s;
const ENTERED = /^"(.*)" entered the game$/s;
const DISCONNECTED = /^"(.*)" disconnected(?: \(reason "[^"]{0,200}"\))?$/s;
// ` (auto)`: the game moved the player itself (team balance, ReGameDLL's auto-join).
const JOINED_TEAM = /^"(.*)" joined team "([^"<>]{1,32})"(?: \(auto\))?$/s;
// ` (world)`: the world killed the player (a fall, a trigger_hurt), as the game code writes it.
const SUICIDE = new RegExp(`^"(.*)" committed suicide with "${WEAPON}"(?: \\(world\\))?$`, 's');
const KILL = new RegExp(`^"(.*)" with "${WEAPON}"( \\(headshot\\))?$`, 's');
const WEAPONSTATS = new RegExp(
  `^"(.*)" triggered "weaponstats" \\(weapon "${WEAPON}"\\) \\(shots "(\\d{1,7})"\\) \\(hits "(\\d{1,7})"\\)` +
    ` \\(kills "(\\d{1,7})"\\) \\(headshots "(\\d{1,7})"\\) \\(tks "(\\d{1,7})"\\) \\(damage "(-?\\d{1,9})"\\)` +
    ` \\(deaths "(\\d{1,7})"\\)$`,
  's',
);
const OBJECTIVE = /^"(.*)" triggered "([A-Za-z_]{1,40})"$/s;
const MAP_STARTED = /^Started map "([^"<>]{1,64})"(?: \(CRC "-?\d{1,11}"\))?$/;
// A map is a file name on the server (de_dust2, zm_ice_attack3, surf_ski_2, fy_snow-v2): anything else is not kept.
const MAP_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$/;
const ROUND_WON = /^Team "(CT|TERRORIST)" triggered "[A-Za-z_]{1,40}" \(CT "\d{1,4}"\) \(T "\d{1,4}"\)$/;
const RCON = /^(?:Bad )?Rcon: |^rcon from "/i;
// admin.amxx (admin_sql.amxx alike) once it read a player's access, on connecting and for everyone on
// amx_reloadadmins, through log_amx (tagged with the plugin) with amxx_logging 3:
//   [admin.amxx] Login: "Name<uid><STEAM_0:1:2><>" became an admin (account "STEAM_0:1:2") (access "bt") (address "…")
// The tail is fixed, so the token is read from the right (a name cannot move the line to another Steam ID); the
// address is matched, never kept.
const ADMIN_LOGIN =
  /^(?:\[admin(?:_sql)?\.amxx\] )?Login: "(.*)" became an admin \(account "[^"]{0,64}"\) \(access "([a-z]{0,26})"\) \(address "[^"]{0,64}"\)$/s;
const KILLED = '>" killed "';
const RENAMED = '>" changed name to "';
const SAID = '>" say "';
const SAID_TEAM = '>" say_team "';
const DEAD_SUFFIX = '" (dead)';

function cleanChatText(raw: string): string {
  return Array.from(raw.replace(CONTROL_CHARACTERS, '')).slice(0, MAX_CHAT_TEXT_LENGTH).join('');
}

// Every way to cut `<player>` + separator + rest, where separator starts with the token's closing ">".
function splitAfterPlayer(
  text: string,
  separator: string,
  universes: SteamUniverses,
  limit = MAX_CANDIDATES,
): { player: PlayerToken; rest: string }[] {
  const found: { player: PlayerToken; rest: string }[] = [];
  for (let at = text.indexOf(separator); at !== -1 && found.length < limit;) {
    const player = parsePlayerToken(text.slice(0, at + 1), universes);
    if (player) found.push({ player, rest: text.slice(at + separator.length) });
    at = text.indexOf(separator, at + 1);
  }
  return found;
}

function single<T extends LogEvent>(
  pattern: RegExp,
  text: string,
  universes: SteamUniverses,
  build: (player: PlayerToken, match: RegExpExecArray) => T,
) {
  const match = pattern.exec(text);
  if (!match) return null;
  const player = parsePlayerToken(match[1], universes);
  return player ? build(player, match) : null;
}

function parseKill(text: string, universes: SteamUniverses): LogEvent | null {
  const match = KILL.exec(text);
  if (!match) return null;
  const candidates = splitAfterPlayer(match[1], KILLED, universes).flatMap(({ player, rest }) => {
    const victim = parsePlayerToken(rest, universes);
    return victim ? [{ killer: player, victim }] : [];
  });
  return candidates.length > 0
    ? { type: 'kill', candidates, weapon: match[2], headshot: match[3] !== undefined }
    : null;
}

function parseRename(text: string, universes: SteamUniverses): LogEvent | null {
  if (!text.startsWith('"') || !text.endsWith('"')) return null;
  const candidates = splitAfterPlayer(text.slice(1, -1), RENAMED, universes)
    .map(({ player, rest }) => ({ player, newName: cleanName(rest) }))
    .filter((candidate) => candidate.newName.length > 0);
  return candidates.length > 0 ? { type: 'changed-name', candidates } : null;
}

// A line whose figures cannot be (more hits than its shots allow, more head hits than hits) is refused whole: it
// is forged or broken, and none of it is counted (issue 46).
function parseWeaponStats(text: string, universes: SteamUniverses): LogEvent | null {
  const event = single(WEAPONSTATS, text, universes, (player, match) => ({
    type: 'weaponstats' as const,
    player,
    weapon: match[2],
    shots: Number(match[3]),
    hits: Number(match[4]),
    kills: Number(match[5]),
    headshots: Number(match[6]),
    teamKills: Number(match[7]),
    // Plugins log negative damage for heals; it is no damage dealt (counted as none, the line's other figures kept).
    damage: Math.max(0, Number(match[8])),
    deaths: Number(match[9]),
  }));
  if (!event) return null;
  const possible = event.hits <= event.shots * hitsPerShot(event.weapon) && event.headshots <= event.hits;
  return possible ? event : null;
}

function parseObjective(text: string, universes: SteamUniverses): LogEvent | null {
  const match = OBJECTIVE.exec(text);
  if (!match || !Object.hasOwn(OBJECTIVE_ACTIONS, match[2])) return null;
  const player = parsePlayerToken(match[1], universes);
  const objective = OBJECTIVE_ACTIONS[match[2] as keyof typeof OBJECTIVE_ACTIONS];
  return player ? { type: 'objective', player, objective } : null;
}

// `"Name<uid><id><team>" say "text"`, `say_team`, with ` (dead)` after it when the speaker is dead. HLDS logs
// the text as typed, so `say <7><STEAM_0:0:1><CT>" say "!vincular CODE` puts a second player token in the line:
//   - a link command is read only from the line's first player token, the side a message cannot write, and only
//     when the message is exactly the command, with no `"`, `<` or `>` (src/game-servers/steam-link/chat-command.ts, issue 41,
//     item 1); the consumer then checks that speaker is a live session of that server;
//   - chat keeps every reading, first token first (at most MAX_CANDIDATES), and the player sessions decide which
//     one is real, as for kills (apply-log-events.ts, chatSpeaker): a typed token never moves the line onto someone
//     else, and never hides it either.
function parseSay(text: string, universes: SteamUniverses): LogEvent | null {
  const body = text.endsWith(DEAD_SUFFIX) ? text.slice(0, -' (dead)'.length) : text;
  if (!body.startsWith('"') || !body.endsWith('"')) return null;
  const inner = body.slice(1, -1);
  const readings = [
    ...splitAfterPlayer(inner, SAID, universes).map((reading) => ({ ...reading, team: false })),
    ...splitAfterPlayer(inner, SAID_TEAM, universes).map((reading) => ({ ...reading, team: true })),
  ].sort((a, b) => b.rest.length - a.rest.length);
  const first = readings[0];
  if (!first) return null;
  const code = readLinkCommand(first.rest);
  if (code !== null) return { type: 'link-code', player: first.player, code };
  const candidates = readings
    .slice(0, MAX_CANDIDATES)
    // A reading's name may hold the message of another (`…" say "!vincular CODE<7>…`): its codes go as well.
    .map(({ player, rest, team }) => ({
      player: { ...player, name: blankLinkCodes(player.name) },
      text: cleanChatText(blankLinkCodes(rest)),
      team,
    }))
    .filter((candidate) => candidate.text.length > 0);
  return candidates.length > 0 ? { type: 'chat', candidates } : null;
}

const PLAYER_EVENTS: ((text: string, universes: SteamUniverses) => LogEvent | null)[] = [
  (text, universes) => (text.includes(KILLED) ? parseKill(text, universes) : null),
  (text, universes) =>
    text.endsWith('" entered the game')
      ? single(ENTERED, text, universes, (player) => ({ type: 'entered', player }))
      : null,
  (text, universes) =>
    text.endsWith('" STEAM USERID validated')
      ? single(VALIDATED, text, universes, (player) => ({ type: 'validated', player }))
      : null,
  (text, universes) =>
    text.includes('" connected, address "')
      ? single(CONNECTED, text, universes, (player) => ({ type: 'connected', player }))
      : null,
  (text, universes) =>
    text.includes('" disconnected')
      ? single(DISCONNECTED, text, universes, (player) => ({ type: 'disconnected', player }))
      : null,
  (text, universes) =>
    text.includes('" joined team "')
      ? single(JOINED_TEAM, text, universes, (player, match) => ({ type: 'joined-team', player, team: match[2] }))
      : null,
  (text, universes) =>
    text.includes('" committed suicide with "')
      ? single(SUICIDE, text, universes, (player, match) => ({ type: 'suicide', player, weapon: match[2] }))
      : null,
  (text, universes) => (text.includes('" triggered "weaponstats" (') ? parseWeaponStats(text, universes) : null),
  (text, universes) => (text.includes('" triggered "') ? parseObjective(text, universes) : null),
  (text, universes) => (text.includes(RENAMED) ? parseRename(text, universes) : null),
  (text, universes) => (text.includes(SAID) || text.includes(SAID_TEAM) ? parseSay(text, universes) : null),
];

// Cheap tests on fixed text pick the patterns that can match, so most lines cost one regex. A name
// that imitates another event's text only makes that pattern fail, and the next one is tried.
// `universes`: which ids are Steam accounts on the server that wrote the line (its steamIdPrefixes).
export function parseLogEvent(rawEvent: string, universes: SteamUniverses = GOLDSRC_STEAM_UNIVERSES): LogEvent | null {
  const text = rawEvent.replace(TAGS, '').trimEnd();
  if (RCON.test(text)) return { type: 'rcon' };
  if (text.startsWith('"')) {
    for (const parse of PLAYER_EVENTS) {
      const event = parse(text, universes);
      if (event) return event;
    }
    return null;
  }
  if (text === 'World triggered "Round_Start"') return { type: 'round-start' };
  if (text.includes('Login: "'))
    return single(ADMIN_LOGIN, text, universes, (player, match) => ({
      type: 'admin-login',
      player,
      access: match[2],
    }));
  const ban = parseBanLogEvent(text, universes);
  if (ban) return ban;
  if (text === 'World triggered "Round_End"') return { type: 'round-end' };
  if (text.startsWith('Team "')) {
    const won = ROUND_WON.exec(text);
    return won ? { type: 'round-won', team: won[1] as 'CT' | 'TERRORIST' } : null;
  }
  const map = MAP_STARTED.exec(text);
  if (!map) return null;
  return { type: 'map-started', map: MAP_NAME.test(map[1]) && !map[1].includes('..') ? map[1].toLowerCase() : null };
}
