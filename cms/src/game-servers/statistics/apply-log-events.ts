import { argentineDayNumber } from '../../time/argentina';
import type { ChatCandidate, KillCandidate, LogEvent, RenameCandidate } from '../game-log/log-events';
import type { PlayerToken } from '../game-log/player-token';

// What a server's log means for the statistics, one event at a time, without any I/O: the consumer
// loads a server's state from the database, runs its queued events through here in arrival order and
// writes back the state and the batch. Times are arrival times (log timestamps have no time zone).

export type StatCounts = {
  kills: number;
  deaths: number;
  headshots: number;
  shots: number;
  hits: number;
  damage: number;
  suicides: number;
  teamKills: number;
  rounds: number;
  playSeconds: number;
  // The map's objectives (issue 46), worth points in the score (score.ts).
  bombsPlanted: number;
  bombsDefused: number;
  hostagesRescued: number;
  hostagesKilled: number;
  vipsAssassinated: number;
};

export const STAT_FIELDS = [
  'kills',
  'deaths',
  'headshots',
  'shots',
  'hits',
  'damage',
  'suicides',
  'teamKills',
  'rounds',
  'playSeconds',
  'bombsPlanted',
  'bombsDefused',
  'hostagesRescued',
  'hostagesKilled',
  'vipsAssassinated',
] as const satisfies readonly (keyof StatCounts)[];

export const emptyCounts = (): StatCounts => ({
  kills: 0,
  deaths: 0,
  headshots: 0,
  shots: 0,
  hits: 0,
  damage: 0,
  suicides: 0,
  teamKills: 0,
  rounds: 0,
  playSeconds: 0,
  bombsPlanted: 0,
  bombsDefused: 0,
  hostagesRescued: 0,
  hostagesKilled: 0,
  vipsAssassinated: 0,
});

// A connected player: validated (a Steam account, or a non-Steam client's id) or waiting for "STEAM USERID
// validated" (pending). Bots, HLTV and LAN ids get no session: they are never counted.
export type SessionKind = 'steam' | 'non-steam' | 'pending';
export type Session = {
  uid: number;
  id: string;
  kind: SessionKind;
  steamId: string | null;
  name: string;
  team: string;
  connectedAt: number;
  // Play time is added up to here at map changes, so a player who never leaves still gains time.
  countedFrom: number;
  // The last line that named the player: when a server holds more sessions than it has slots, the one seen
  // least recently ends first.
  lastSeenAt: number;
  // Kills of the other team since the player connected (the profile's sessions, issue 46).
  kills: number;
};

// A validated player's visit to a server, once it ended (the profile's sessions, issue 46).
export type PlayedSession = {
  serverDocumentId: string;
  steamId: string;
  name: string;
  startedAt: number;
  endedAt: number;
  kills: number;
};

// A visit shorter than this (a connect and a quick leave) is no session worth listing.
export const MIN_SESSION_MS = 60_000;

export type ServerLogState = {
  serverDocumentId: string;
  map: string | null;
  mapStartedAt: number | null;
  lastLineAt: number | null;
  // Keyed by uid, and by Steam ID for the validated ones (at most one session per Steam ID), so a connect
  // finds what it replaces without walking the others.
  sessions: Map<number, Session>;
  sessionsBySteamId: Map<string, Session>;
};

export type PlayerDay = {
  serverDocumentId: string;
  steamId: string;
  day: number;
  name: string;
  firstSeenAt: number;
  lastSeenAt: number;
  counts: StatCounts;
};

// A player's figures with one weapon on one server and day (issue 46). Kills are the ones that count in the ranking
// (not a teammate, not oneself); headshotKills the kills logged with "(headshot)"; deaths, being killed by that weapon.
export type WeaponCounts = {
  kills: number;
  headshotKills: number;
  deaths: number;
  shots: number;
  hits: number;
  damage: number;
};

export type WeaponDay = {
  serverDocumentId: string;
  steamId: string;
  day: number;
  weapon: string;
  counts: WeaponCounts;
};

// A server's map on one Argentine day (issue 46): the rounds played and won by each team, and how long it ran.
export type MapCounts = { rounds: number; ctWins: number; tWins: number; playedMs: number };
export type MapDay = { serverDocumentId: string; day: number; map: string; counts: MapCounts };

// A player's figures on one map of a server, on one day.
export type PlayerMapCounts = { kills: number; deaths: number; rounds: number; roundsWon: number; playSeconds: number };
export type PlayerMapDay = {
  serverDocumentId: string;
  steamId: string;
  day: number;
  map: string;
  counts: PlayerMapCounts;
};

export type NameSeen = {
  serverDocumentId: string;
  steamId: string;
  name: string;
  firstSeenAt: number;
  lastSeenAt: number;
};

export type SkippedEvents = {
  // Frags while fewer than the minimum number of real players were on.
  belowMinPlayers: number;
  // Frags involving a bot, HLTV or a player whose Steam ID is not validated.
  unranked: number;
  // Lines a name made impossible to read one way only.
  ambiguous: number;
};

export type StatsRules = {
  minPlayers: number;
  // A server silent for longer than this has lost its players (crash, restart, lost packets).
  sessionGapMs: number;
};

const PLAYING_TEAMS = new Set(['CT', 'TERRORIST']);
// The kinds of id that are one player, ranked under their id (src/game-servers/game-log/steam-id.ts).
const RANKED_KINDS: ReadonlySet<PlayerToken['kind']> = new Set(['steam', 'non-steam']);
const isRanked = (kind: PlayerToken['kind']) => RANKED_KINDS.has(kind);
// HLDS has at most 32 player slots. More open sessions can only come from connects whose disconnect was
// lost, or from a forged stream: each new one beyond this ends the session seen least recently, so sixty
// thousand connect lines leave 32 sessions and every batch stays as cheap as a full server's.
export const MAX_SESSIONS_PER_SERVER = 32;

// Everything one batch of lines changed, keyed so each row is written once per batch.
export class StatsBatch {
  readonly days = new Map<string, PlayerDay>();
  readonly names = new Map<string, NameSeen>();
  readonly weapons = new Map<string, WeaponDay>();
  readonly maps = new Map<string, MapDay>();
  readonly playerMaps = new Map<string, PlayerMapDay>();
  readonly sessions: PlayedSession[] = [];
  readonly skipped: SkippedEvents = { belowMinPlayers: 0, unranked: 0, ambiguous: 0 };

  touch(serverDocumentId: string, steamId: string, name: string, at: number): StatCounts {
    const day = argentineDayNumber(at);
    const key = `${serverDocumentId}\n${steamId}\n${day}`;
    let row = this.days.get(key);
    if (!row) {
      row = { serverDocumentId, steamId, day, name, firstSeenAt: at, lastSeenAt: at, counts: emptyCounts() };
      this.days.set(key, row);
    }
    if (at >= row.lastSeenAt) {
      row.lastSeenAt = at;
      row.name = name;
    }
    row.firstSeenAt = Math.min(row.firstSeenAt, at);
    const nameKey = `${serverDocumentId}\n${steamId}\n${name}`;
    const seen = this.names.get(nameKey);
    if (seen) seen.lastSeenAt = Math.max(seen.lastSeenAt, at);
    else this.names.set(nameKey, { serverDocumentId, steamId, name, firstSeenAt: at, lastSeenAt: at });
    return row.counts;
  }

  // The player's row for the weapon on the day of `at`; touch() is called for the same line, which keeps the name.
  weapon(serverDocumentId: string, steamId: string, weapon: string, at: number): WeaponCounts {
    const day = argentineDayNumber(at);
    // "AK47" from one plugin and "ak47" from the engine are one weapon.
    const name = weapon.toLowerCase();
    const key = `${serverDocumentId}\n${steamId}\n${day}\n${name}`;
    let row = this.weapons.get(key);
    if (!row) {
      const counts = { kills: 0, headshotKills: 0, deaths: 0, shots: 0, hits: 0, damage: 0 };
      row = { serverDocumentId, steamId, day, weapon: name, counts };
      this.weapons.set(key, row);
    }
    return row.counts;
  }

  map(serverDocumentId: string, map: string, at: number): MapCounts {
    const day = argentineDayNumber(at);
    const key = `${serverDocumentId}\n${day}\n${map}`;
    let row = this.maps.get(key);
    if (!row) {
      row = { serverDocumentId, day, map, counts: { rounds: 0, ctWins: 0, tWins: 0, playedMs: 0 } };
      this.maps.set(key, row);
    }
    return row.counts;
  }

  playerMap(serverDocumentId: string, steamId: string, map: string, at: number): PlayerMapCounts {
    const day = argentineDayNumber(at);
    const key = `${serverDocumentId}\n${steamId}\n${day}\n${map}`;
    let row = this.playerMaps.get(key);
    if (!row) {
      const counts = { kills: 0, deaths: 0, rounds: 0, roundsWon: 0, playSeconds: 0 };
      row = { serverDocumentId, steamId, day, map, counts };
      this.playerMaps.set(key, row);
    }
    return row.counts;
  }
}

export function newServerLogState(serverDocumentId: string): ServerLogState {
  return {
    serverDocumentId,
    map: null,
    mapStartedAt: null,
    lastLineAt: null,
    sessions: new Map(),
    sessionsBySteamId: new Map(),
  };
}

// Sessions loaded from storage join the state through here, so both keys stay in step.
export function addSession(state: ServerLogState, session: Session): void {
  state.sessions.set(session.uid, session);
  if (session.steamId) state.sessionsBySteamId.set(session.steamId, session);
}

function realPlayers(state: ServerLogState): number {
  let count = 0;
  for (const session of state.sessions.values()) if (isRanked(session.kind)) count += 1;
  return count;
}

function addPlayTime(state: ServerLogState, session: Session, until: number, batch: StatsBatch): void {
  if (isRanked(session.kind) && session.steamId && until > session.countedFrom) {
    const seconds = Math.round((until - session.countedFrom) / 1000);
    batch.touch(state.serverDocumentId, session.steamId, session.name, until).playSeconds += seconds;
    // The time since countedFrom is all on the current map: a map change adds it up before the map changes.
    if (state.map) batch.playerMap(state.serverDocumentId, session.steamId, state.map, until).playSeconds += seconds;
  }
  session.countedFrom = Math.max(session.countedFrom, until);
}

function closeSession(state: ServerLogState, session: Session, at: number, batch: StatsBatch): void {
  addPlayTime(state, session, at, batch);
  if (isRanked(session.kind) && session.steamId && at - session.connectedAt >= MIN_SESSION_MS) {
    batch.sessions.push({
      serverDocumentId: state.serverDocumentId,
      steamId: session.steamId,
      name: session.name,
      startedAt: session.connectedAt,
      endedAt: at,
      kills: session.kills,
    });
  }
  state.sessions.delete(session.uid);
  if (session.steamId && state.sessionsBySteamId.get(session.steamId) === session) {
    state.sessionsBySteamId.delete(session.steamId);
  }
}

// At most MAX_SESSIONS_PER_SERVER sessions are scanned: ties go to the lower uid, so every consumer
// evicts the same one.
function leastRecentlySeen(state: ServerLogState): Session | null {
  let oldest: Session | null = null;
  for (const session of state.sessions.values()) {
    if (
      !oldest ||
      session.lastSeenAt < oldest.lastSeenAt ||
      (session.lastSeenAt === oldest.lastSeenAt && session.uid < oldest.uid)
    ) {
      oldest = session;
    }
  }
  return oldest;
}

function openSession(state: ServerLogState, player: PlayerToken, at: number, batch: StatsBatch): Session | null {
  // A uid seen again belongs to someone new (uids restart with the server).
  const previous = state.sessions.get(player.uid);
  if (previous) closeSession(state, previous, at, batch);
  if (!isRanked(player.kind) && player.kind !== 'pending') return null;
  // Reconnecting without a "disconnected" line gives the player a new uid: the old session ends.
  const reconnected = player.steamId ? state.sessionsBySteamId.get(player.steamId) : undefined;
  if (reconnected) closeSession(state, reconnected, at, batch);
  while (state.sessions.size >= MAX_SESSIONS_PER_SERVER) {
    const oldest = leastRecentlySeen(state);
    if (!oldest) break;
    closeSession(state, oldest, at, batch);
  }
  const session: Session = {
    uid: player.uid,
    id: player.id,
    kind: player.kind as SessionKind,
    steamId: player.steamId,
    name: player.name,
    team: player.team,
    connectedAt: at,
    countedFrom: at,
    lastSeenAt: at,
    kills: 0,
  };
  addSession(state, session);
  return session;
}

// A player seen in any line: their session is found (or opened, when the CMS missed the connect line)
// and follows the name and team the line shows.
function observe(state: ServerLogState, player: PlayerToken, at: number, batch: StatsBatch): Session | null {
  let session = state.sessions.get(player.uid) ?? null;
  if (session && session.id !== player.id) {
    if (session.kind === 'pending' && isRanked(player.kind)) session = validate(state, session, player, at, batch);
    else session = openSession(state, player, at, batch);
  } else if (!session) session = openSession(state, player, at, batch);
  if (!session) return null;
  session.name = player.name;
  session.team = player.team;
  session.lastSeenAt = Math.max(session.lastSeenAt, at);
  if (session.steamId) batch.touch(state.serverDocumentId, session.steamId, session.name, at);
  return session;
}

function validate(state: ServerLogState, session: Session, player: PlayerToken, at: number, batch: StatsBatch) {
  const other = player.steamId ? state.sessionsBySteamId.get(player.steamId) : undefined;
  if (other && other !== session) closeSession(state, other, at, batch);
  if (session.steamId && state.sessionsBySteamId.get(session.steamId) === session) {
    state.sessionsBySteamId.delete(session.steamId);
  }
  session.kind = player.kind as SessionKind;
  session.id = player.id;
  session.steamId = player.steamId;
  if (player.steamId) state.sessionsBySteamId.set(player.steamId, session);
  return session;
}

// Whether a line's player is who the server has connected under that uid: the same validated id. A link
// command is honoured only from such a speaker (issue 41, item 1): a token nobody connected as is a forgery.
export function isLiveSession(state: ServerLogState, player: PlayerToken): boolean {
  const session = state.sessions.get(player.uid);
  return Boolean(session && isRanked(session.kind) && session.steamId !== null && session.steamId === player.steamId);
}

// A shutdown's disconnect lines name a client the engine already let go (`"Name<-1><><CT>" disconnected`): the
// session is found by its name, when exactly one has it.
function onlySessionNamed(state: ServerLogState, name: string): Session | undefined {
  let found: Session | undefined;
  for (const session of state.sessions.values()) {
    if (session.name !== name) continue;
    if (found) return undefined;
    found = session;
  }
  return found;
}

function matchesSession(state: ServerLogState, player: PlayerToken): boolean {
  const session = state.sessions.get(player.uid);
  return Boolean(session && session.id === player.id && session.name === player.name);
}

// A chat line's speaker: its only reading, or the one reading whose player is connected as such (uid, id and
// name), as for kills; null when the sessions cannot tell (the line is then nobody's evidence).
export function chatSpeaker(state: ServerLogState, candidates: readonly ChatCandidate[]): ChatCandidate | null {
  if (candidates.length === 1) return candidates[0];
  const known = candidates.filter((candidate) => matchesSession(state, candidate.player));
  return known.length === 1 ? known[0] : null;
}

function pick<T>(candidates: T[], isKnown: (candidate: T) => boolean, batch: StatsBatch): T | null {
  if (candidates.length === 1) return candidates[0];
  const known = candidates.find(isKnown);
  if (!known) batch.skipped.ambiguous += 1;
  return known ?? null;
}

// Frags count only between validated real players, and only with enough of them on the server.
function countsFrags(state: ServerLogState, players: PlayerToken[], rules: StatsRules, batch: StatsBatch): boolean {
  if (players.some((player) => !isRanked(player.kind))) {
    batch.skipped.unranked += 1;
    return false;
  }
  if (realPlayers(state) < rules.minPlayers) {
    batch.skipped.belowMinPlayers += 1;
    return false;
  }
  return true;
}

type KillLine = { chosen: KillCandidate; weapon: string; headshot: boolean };

function applyKill(
  state: ServerLogState,
  { chosen, weapon, headshot }: KillLine,
  at: number,
  rules: StatsRules,
  batch: StatsBatch,
) {
  const { killer, victim } = chosen;
  observe(state, killer, at, batch);
  observe(state, victim, at, batch);
  if (!countsFrags(state, [killer, victim], rules, batch)) return;
  const touch = (player: PlayerToken) => batch.touch(state.serverDocumentId, player.steamId as string, player.name, at);
  if (killer.uid === victim.uid) {
    const counts = touch(killer);
    counts.suicides += 1;
    counts.deaths += 1;
    return;
  }
  touch(victim).deaths += 1;
  batch.weapon(state.serverDocumentId, victim.steamId as string, weapon, at).deaths += 1;
  if (state.map) batch.playerMap(state.serverDocumentId, victim.steamId as string, state.map, at).deaths += 1;
  if (killer.team === victim.team && PLAYING_TEAMS.has(killer.team)) {
    touch(killer).teamKills += 1;
    return;
  }
  touch(killer).kills += 1;
  const session = state.sessions.get(killer.uid);
  if (session) session.kills += 1;
  if (state.map) batch.playerMap(state.serverDocumentId, killer.steamId as string, state.map, at).kills += 1;
  const byWeapon = batch.weapon(state.serverDocumentId, killer.steamId as string, weapon, at);
  byWeapon.kills += 1;
  if (headshot) byWeapon.headshotKills += 1;
}

function applyRename(state: ServerLogState, chosen: RenameCandidate, at: number, batch: StatsBatch): void {
  const session = observe(state, chosen.player, at, batch);
  if (!session) return;
  session.name = chosen.newName;
  if (session.steamId) batch.touch(state.serverDocumentId, session.steamId, session.name, at);
}

export function applyLogEvent(
  state: ServerLogState,
  event: LogEvent,
  at: number,
  rules: StatsRules,
  batch: StatsBatch,
): void {
  if (state.lastLineAt !== null && at - state.lastLineAt > rules.sessionGapMs) {
    const silentSince = state.lastLineAt;
    for (const session of [...state.sessions.values()]) closeSession(state, session, silentSince, batch);
  } else if (state.map && state.lastLineAt !== null && at > state.lastLineAt) {
    // A map runs while its server logs: the time between two lines is the map's, a silence is nobody's.
    batch.map(state.serverDocumentId, state.map, at).playedMs += at - state.lastLineAt;
  }
  state.lastLineAt = Math.max(state.lastLineAt ?? at, at);

  switch (event.type) {
    case 'connected':
      openSession(state, event.player, at, batch);
      if (event.player.steamId) batch.touch(state.serverDocumentId, event.player.steamId, event.player.name, at);
      return;
    case 'validated': {
      const session = state.sessions.get(event.player.uid);
      if (session && isRanked(event.player.kind)) validate(state, session, event.player, at, batch);
      observe(state, event.player, at, batch);
      return;
    }
    case 'entered':
      observe(state, event.player, at, batch);
      return;
    // Chat changes no statistics (src/game-servers/ban-evidence keeps it for appeals), nor does a link command: what it links
    // is src/steam-link's, and only from a live session (isLiveSession), so it never opens one.
    case 'link-code':
    case 'chat':
      return;
    case 'joined-team': {
      const session = observe(state, event.player, at, batch);
      if (session) session.team = event.team;
      return;
    }
    case 'disconnected': {
      const session =
        event.player.uid === -1 ? onlySessionNamed(state, event.player.name) : state.sessions.get(event.player.uid);
      if (session?.steamId) batch.touch(state.serverDocumentId, session.steamId, session.name, at);
      if (session) closeSession(state, session, at, batch);
      return;
    }
    case 'changed-name': {
      const chosen = pick(event.candidates, (candidate) => matchesSession(state, candidate.player), batch);
      if (chosen) applyRename(state, chosen, at, batch);
      return;
    }
    case 'kill': {
      const chosen = pick(
        event.candidates,
        (candidate) => matchesSession(state, candidate.killer) && matchesSession(state, candidate.victim),
        batch,
      );
      if (chosen) applyKill(state, { chosen, weapon: event.weapon, headshot: event.headshot }, at, rules, batch);
      return;
    }
    case 'suicide': {
      observe(state, event.player, at, batch);
      if (!countsFrags(state, [event.player], rules, batch)) return;
      const counts = batch.touch(state.serverDocumentId, event.player.steamId as string, event.player.name, at);
      counts.suicides += 1;
      counts.deaths += 1;
      return;
    }
    case 'weaponstats': {
      // Logged by AMX Mod X as the player leaves (or the map ends): it must not reopen a session, and it
      // is the only source of shots, hits, headshots and damage. Its kills and deaths are ignored: those
      // come from the kill lines.
      if (!countsFrags(state, [event.player], rules, batch)) return;
      const counts = batch.touch(state.serverDocumentId, event.player.steamId as string, event.player.name, at);
      counts.shots += event.shots;
      counts.hits += event.hits;
      counts.headshots += event.headshots;
      counts.damage += event.damage;
      const byWeapon = batch.weapon(state.serverDocumentId, event.player.steamId as string, event.weapon, at);
      byWeapon.shots += event.shots;
      byWeapon.hits += event.hits;
      byWeapon.damage += event.damage;
      return;
    }
    case 'objective': {
      observe(state, event.player, at, batch);
      // As frags: a validated player, with enough real players on.
      if (!countsFrags(state, [event.player], rules, batch)) return;
      batch.touch(state.serverDocumentId, event.player.steamId as string, event.player.name, at)[event.objective] += 1;
      return;
    }
    case 'map-started':
      for (const session of state.sessions.values()) addPlayTime(state, session, at, batch);
      state.map = event.map;
      state.mapStartedAt = at;
      return;
    case 'round-end':
      if (state.map) batch.map(state.serverDocumentId, state.map, at).rounds += 1;
      for (const session of state.sessions.values()) {
        if (session.steamId && PLAYING_TEAMS.has(session.team)) {
          batch.touch(state.serverDocumentId, session.steamId, session.name, at).rounds += 1;
          if (state.map) batch.playerMap(state.serverDocumentId, session.steamId, state.map, at).rounds += 1;
        }
      }
      return;
    case 'round-won': {
      if (!state.map) return;
      const counts = batch.map(state.serverDocumentId, state.map, at);
      if (event.team === 'CT') counts.ctWins += 1;
      else counts.tWins += 1;
      for (const session of state.sessions.values()) {
        if (session.steamId && isRanked(session.kind) && session.team === event.team) {
          batch.playerMap(state.serverDocumentId, session.steamId, state.map, at).roundsWon += 1;
        }
      }
      return;
    }
    // src/game-servers/bans applies the ban lines (api::game-stats.log-consumer hands them over).
    case 'round-start':
    case 'rcon':
    case 'engine-ban':
    case 'kick':
    case 'amxx-ban':
    case 'amxx-unban':
      return;
  }
}

// A server that stopped logging keeps no one "playing now": its sessions end at its last line.
export function closeSilentSessions(state: ServerLogState, now: number, rules: StatsRules, batch: StatsBatch) {
  if (state.lastLineAt === null || now - state.lastLineAt <= rules.sessionGapMs) return false;
  if (state.sessions.size === 0) return false;
  const silentSince = state.lastLineAt;
  for (const session of [...state.sessions.values()]) closeSession(state, session, silentSince, batch);
  return true;
}
