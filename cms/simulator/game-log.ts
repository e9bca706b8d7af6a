// Lines of the Half-Life / Counter-Strike 1.6 server log, as HLDS writes them and sends them to each
// `logaddress_add` target: one line per UDP datagram, FF FF FF FF, "log L MM/DD/YYYY - HH:MM:SS: ",
// the event, "\n\0" (with sv_logsecret: "S<secret>L ..." instead of "log L ...").

export type LogPlayer = { name: string; uid: number; id: string; team: string };

export type WeaponTally = {
  shots: number;
  hits: number;
  kills: number;
  headshots: number;
  teamKills: number;
  damage: number;
  deaths: number;
};

const pad = (value: number) => String(value).padStart(2, '0');

// Server-local time without a zone, like HLDS.
export function logTimestamp(at: Date): string {
  return (
    `${pad(at.getMonth() + 1)}/${pad(at.getDate())}/${at.getFullYear()} - ` +
    `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`
  );
}

export function logDatagram(event: string, at: Date, secret: string | null = null): Buffer {
  const text = `${secret === null ? 'log ' : `S${secret}`}L ${logTimestamp(at)}: ${event}\n`;
  return Buffer.concat([Buffer.from([0xff, 0xff, 0xff, 0xff]), Buffer.from(text, 'utf8'), Buffer.from([0])]);
}

export const token = (player: LogPlayer) => `"${player.name}<${player.uid}><${player.id}><${player.team}>"`;

export const logEvents = {
  connected: (player: LogPlayer, address: string) => `${token(player)} connected, address "${address}"`,
  validated: (player: LogPlayer) => `${token({ ...player, team: '' })} STEAM USERID validated`,
  entered: (player: LogPlayer) => `${token(player)} entered the game`,
  joinedTeam: (player: LogPlayer, team: string) => `${token(player)} joined team "${team}"`,
  changedName: (player: LogPlayer, name: string) => `${token(player)} changed name to "${name}"`,
  killed: (killer: LogPlayer, victim: LogPlayer, weapon: string, headshot = false) =>
    `${token(killer)} killed ${token(victim)} with "${weapon}"${headshot ? ' (headshot)' : ''}`,
  suicide: (player: LogPlayer, weapon = 'world') => `${token(player)} committed suicide with "${weapon}"`,
  disconnected: (player: LogPlayer) => `${token(player)} disconnected`,
  // The engine's console `kick` (and a ban list enforced with it).
  kicked: (player: LogPlayer, message: string, by = 'Console') =>
    `Kick: ${token({ ...player, team: '' })} was kicked by "${by}" (message "${message}")`,
  // The engine's `banid`, on a player who is on the server: minutes 0 is permanent.
  bannedId: (player: LogPlayer, minutes: number, kicked: boolean) =>
    `Banid: ${token({ ...player, team: '' })} was ${kicked ? 'kicked and banned' : 'banned'}` +
    ` "${minutes === 0 ? 'permanently' : `for ${minutes.toFixed(2)} minutes`}" by "Console"`,
  // AMX Mod X's amx_ban, logged by admincmd.amxx with amx_logging (the engine's banid follows it).
  amxxBan: (admin: LogPlayer, player: LogPlayer, minutes: number, reason: string) =>
    `[admincmd.amxx] Ban: ${token({ ...admin, team: '' })} ban and kick ${token({ ...player, team: '' })}` +
    ` (minutes "${minutes}") (reason "${reason}")`,
  // Chat, to everyone or to the team (`say_team`).
  say: (player: LogPlayer, text: string, team = false) => `${token(player)} say${team ? '_team' : ''} "${text}"`,
  // AMX Mod X stats_logging: per weapon, for the whole connection, as the player leaves or the map ends.
  weaponstats: (player: LogPlayer, weapon: string, tally: WeaponTally) =>
    `${token(player)} triggered "weaponstats" (weapon "${weapon}") (shots "${tally.shots}") (hits "${tally.hits}")` +
    ` (kills "${tally.kills}") (headshots "${tally.headshots}") (tks "${tally.teamKills}") (damage "${tally.damage}")` +
    ` (deaths "${tally.deaths}")`,
  weaponstats2: (player: LogPlayer, weapon: string, headHits: number, bodyHits: number) =>
    `${token(player)} triggered "weaponstats2" (weapon "${weapon}") (head "${headHits}") (chest "${bodyHits}")` +
    ` (stomach "0") (leftarm "0") (rightarm "0") (leftleg "0") (rightleg "0")`,
  playTime: (player: LogPlayer, seconds: number) =>
    `${token(player)} triggered "time" (time "${Math.floor(seconds / 60)}:${pad(seconds % 60)}")`,
  latency: (player: LogPlayer, ping: number) => `${token(player)} triggered "latency" (ping "${ping}")`,
  mapStarted: (map: string, crc: number) => `Started map "${map}" (CRC "${crc}")`,
  roundStart: () => 'World triggered "Round_Start"',
  roundEnd: () => 'World triggered "Round_End"',
  // A player's part in the map's objective ("Planted_The_Bomb", "Defused_The_Bomb", "Rescued_A_Hostage"…).
  objective: (player: LogPlayer, action: string) => `${token(player)} triggered "${action}"`,
  // A round won by the objective ("Target_Bombed", "Bomb_Defused"…), with the score after it.
  teamObjective: (team: 'CT' | 'TERRORIST', action: string, ct: number, t: number) =>
    `Team "${team}" triggered "${action}" (CT "${ct}") (T "${t}")`,
  teamWin: (team: 'CT' | 'TERRORIST', ct: number, t: number) =>
    `Team "${team}" triggered "${team === 'CT' ? 'CTs_Win' : 'Terrorists_Win'}" (CT "${ct}") (T "${t}")`,
};
