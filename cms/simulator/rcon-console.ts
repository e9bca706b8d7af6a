import { addressOf, loginLine, type AmxAdmins } from './amx-admins';
import type { BanList } from './ban-list';
import { logEvents } from './game-log';
import type { MatchPlay, SimulatedPlayer } from './match-play';

// The console commands the simulated servers run over rcon, with the output HLDS prints for them:
//   banid <minutes> <steamid or #userid> [kick]   0 minutes is permanent; `kick` drops the player if on
//   removeid <steamid>                            lifts a ban
//   writeid                                       saves the permanent bans (banned.cfg)
//   listid                                        the ban list
//   status                                        the server and who is on
//   kick <#userid or name> [message]              drops a player (logged "Kick: ... by Console")
//   amx_reloadadmins                              AMX Mod X reads users.ini again (logs a Login: per known player)
// Several commands may be joined with ";" (outside quotes), as the engine's command buffer runs them.

export type ConsoleServer = {
  name: string;
  address: string;
  maxPlayers: number;
  bans: BanList;
  admins: AmxAdmins;
  match: MatchPlay;
  now: () => number;
  log: (event: string, at: number) => void;
};

const STEAM_ID = /^STEAM_[0-5]:[01]:\d{1,10}$/;
const BANNED_MESSAGE = 'You have been banned from this server.';
const pad = (value: number) => String(value).padStart(2, '0');

// "a; b" into ["a", "b"], keeping ";" inside quotes.
function splitCommands(line: string): string[] {
  const commands: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    if (char === ';' && !quoted) {
      commands.push(current);
      current = '';
    } else current += char;
  }
  commands.push(current);
  return commands.map((command) => command.trim()).filter(Boolean);
}

// The engine's tokenizer: words, or quoted strings without their quotes.
function tokens(command: string): string[] {
  return [...command.matchAll(/"([^"]*)"?|(\S+)/g)].map((match) => match[1] ?? match[2]);
}

function findPlayer(server: ConsoleServer, target: string): SimulatedPlayer | undefined {
  const players = server.match.onServer();
  const uid = /^#\s*(\d+)$/.exec(target);
  if (uid) return players.find((player) => player.uid === Number(uid[1]));
  return players.find((player) => player.steamId === target || player.name === target);
}

function banid(server: ConsoleServer, args: string[]): string {
  const usage = 'Usage:  banid <minutes> <uniqueid or #userid> { kick }\nUse 0 minutes for permanent\n';
  const [minutesText, target, kick] = args;
  if (!minutesText || !target || !/^\d+(\.\d+)?$/.test(minutesText)) return usage;
  const minutes = Number(minutesText);
  const at = server.now();
  const player = findPlayer(server, target);
  const steamId = player?.steamId ?? target;
  if (!STEAM_ID.test(steamId)) return `banid:  couldn't find ${target}\n`;
  if (!server.bans.add(steamId, minutes, at)) return 'banid:  UserID filter list is full\n';
  if (!player) return '';
  const kicking = kick === 'kick';
  server.log(logEvents.bannedId(player, minutes, kicking), at);
  if (kicking) server.match.kick(player, BANNED_MESSAGE, at);
  return '';
}

function removeid(server: ConsoleServer, [steamId]: string[]): string {
  if (!steamId) return 'Usage:  removeid <uniqueid>\n';
  return server.bans.remove(steamId)
    ? `UserID filter removed for ${steamId}\n`
    : `removeid:  couldn't find ${steamId}\n`;
}

function listid(server: ConsoleServer): string {
  const bans = server.bans.entries(server.now());
  if (bans.length === 0) return 'UserID filter list: empty\n';
  const lines = bans.map(
    (ban, index) =>
      `${index + 1} ${ban.steamId} : ` +
      (ban.until === null ? 'permanent' : `${((ban.until - server.now()) / 60000).toFixed(3)} min`),
  );
  return `UserID filter list:\n${lines.join('\n')}\n`;
}

function status(server: ConsoleServer): string {
  const players = server.match.onServer();
  const now = server.now();
  const rows = players.map((player, index) => {
    const seconds = Math.max(0, Math.floor((now - player.joinedAt) / 1000));
    const time = `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
    return `#${String(index + 1).padStart(2)} "${player.name}" ${player.uid} ${player.steamId} ${player.score} ${time} ${player.ping} 0`;
  });
  return (
    `hostname:  ${server.name}\n` +
    'version :  48/1.1.2.7/Stdio 8684 secure\n' +
    `tcp/ip  :  ${server.address}\n` +
    `map     :  ${server.match.currentMap()} at: 0 x, 0 y, 0 z\n` +
    `players :  ${players.length} active (${server.maxPlayers} max)\n\n` +
    '#      name userid uniqueid frag time ping loss\n' +
    rows.map((row) => `${row}\n`).join('') +
    `${players.length} users\n`
  );
}

function kick(server: ConsoleServer, args: string[]): string {
  // `kick # 5 message` and `kick #5 message` both name user 5.
  const [first, ...rest] = args[0] === '#' ? [`#${args[1] ?? ''}`, ...args.slice(2)] : args;
  if (!first) return 'Usage:  kick < name > | < # userid >\n';
  const player = findPlayer(server, first);
  if (!player) return `Couldn't find player ${first}\n`;
  server.match.kick(player, rest.join(' '), server.now());
  return '';
}

function reloadAdmins(server: ConsoleServer): string {
  const loaded = server.admins.reload();
  const at = server.now();
  for (const player of server.match.onServer()) {
    const access = server.admins.accessOf(player.steamId);
    if (access) server.log(loginLine(player, access, addressOf(player)), at);
  }
  return `[AMXX] Loaded ${loaded} admin${loaded === 1 ? '' : 's'} from file\n`;
}

export function runConsole(server: ConsoleServer, line: string): string {
  let output = '';
  for (const command of splitCommands(line)) {
    const [name = '', ...args] = tokens(command);
    switch (name.toLowerCase()) {
      case 'banid':
        output += banid(server, args);
        break;
      case 'removeid':
        output += removeid(server, args);
        break;
      case 'writeid':
        server.bans.write();
        break;
      case 'listid':
        output += listid(server);
        break;
      case 'status':
        output += status(server);
        break;
      case 'kick':
        output += kick(server, args);
        break;
      case 'amx_reloadadmins':
        output += reloadAdmins(server);
        break;
      default:
        output += `Unknown command: ${name.slice(0, 64)}\n`;
    }
  }
  return output;
}
