import { GOLDSRC_STEAM_UNIVERSES, readLogPlayerId, type PlayerKind } from './steam-id';

// The player token of a log line, `Name<uid><id><team>`, read the one way every event of the log uses it
// (./log-events.ts, ./ban-lines.ts). Pure and linear: read from the right, so the name may hold anything.

export type PlayerToken = {
  // Display name: control characters removed, at most MAX_PLAYER_NAME_LENGTH characters.
  name: string;
  // The engine's userid; -1 in the lines of a client the engine already let go (a shutdown's disconnects).
  uid: number;
  // The id field as written (STEAM_0:1:2, BOT, HLTV, STEAM_ID_PENDING...).
  id: string;
  kind: PlayerKind;
  // The id statistics, bans and links key the player by (./steam-id.ts): a Steam account's STEAM_0:Y:Z when
  // kind is 'steam', a non-Steam client's id as written when 'non-steam', else null.
  steamId: string | null;
  team: string;
};

// The universes whose ids are Steam accounts on the server that wrote the line (./steam-id.ts).
export type SteamUniverses = ReadonlySet<number>;

export const MAX_PLAYER_NAME_LENGTH = 64;
// The engine's userid is a C int counting connections since the server started: a token with more is
// not a real player, and would not fit the 32-bit column the sessions are kept in (issue 23).
export const MAX_PLAYER_UID = 2 ** 31 - 1;

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
// Name, then <uid><id><team> read from the right: the name may contain anything, even "<>" and quotes. The
// uid is -1 only for a client the engine already let go (HLDS's shutdown writes `"Name<-1><><CT>" disconnected`).
const PLAYER = /^(.*)<(-1|\d{1,10})><([^<>"]{0,40})><([^<>"]{0,32})>$/s;

export function cleanName(raw: string): string {
  return Array.from(raw.replace(CONTROL_CHARACTERS, '')).slice(0, MAX_PLAYER_NAME_LENGTH).join('');
}

export function parsePlayerToken(
  text: string,
  universes: SteamUniverses = GOLDSRC_STEAM_UNIVERSES,
): PlayerToken | null {
  const match = PLAYER.exec(text);
  if (!match) return null;
  const [, name, uidText, id, team] = match;
  const uid = Number(uidText);
  if (uid > MAX_PLAYER_UID) return null;
  const { kind, playerId } = readLogPlayerId(id, universes);
  return { name: cleanName(name), uid, id, kind, steamId: playerId, team };
}
