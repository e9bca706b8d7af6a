import { addressOf, loginLine } from './amx-admins';
import { regularServerIndex, type RegularPlayer } from '../src/community/regular-players';
import type { PlayerEntry } from './a2s-protocol';
import { logEvents, type LogPlayer, type WeaponTally } from './game-log';
import { PLAYER_NAMES } from './player-names';

// The game on one simulated server: players join and leave, frag, change teams, rounds end and maps
// rotate, all in simulated time and logged as HLDS and AMX Mod X log it. It sends nothing itself: every
// line goes to `log`, which the server writes to its log stream (server-log.ts).

export type SimulatedPlayer = LogPlayer & {
  steamId: string;
  team: 'CT' | 'TERRORIST';
  joinedAt: number;
  // Frags this map, what A2S_PLAYER reports: kills minus suicides.
  score: number;
  headshotRate: number;
  weapon: string;
  // Per weapon, since the player connected or the map started (what AMX Mod X's weaponstats logs).
  tallies: Map<string, WeaponTally>;
  regular: boolean;
  // A player a test (or a developer) brought in through the control (simulator/control-server.ts): stays until
  // kicked, banned or connected again, never leaves on the simulation's whim nor for a regular, so what the test
  // does next finds them there.
  held?: boolean;
  ping: number;
};

export type MatchPlayOptions = {
  maxPlayers: number;
  maps: readonly string[];
  mapDurationMs: number;
  // Simulated time step: players join, leave and frag once per step.
  stepMs: number;
  now: () => number;
  // Seeds the simulated players' Steam IDs; `random` is the server's generator, already seeded.
  seed: number;
  random: () => number;
  // This server's index in the community list, and the regulars who may play on it.
  index: number;
  regulars: readonly RegularPlayer[];
  log: (event: string, at: number) => void;
  // Whether the server refuses this Steam ID (its ban list) at the given simulated time.
  refuses: (steamId: string, at: number) => boolean;
  // AMX Mod X's access of a Steam ID (its users.ini), null for none: a known one is logged in as they arrive.
  accessOf?: (steamId: string) => string | null;
  // Stock AMX Mod X's adminslots.amxx: `amx_reservation` (the last slots, kept for access `b`; the whole server on a
  // Premium one) and the DROPPED_RES text of the server's data/lang/adminslots.txt, what a player without `b` reads
  // when they would take one. Players arriving through connect() are checked; the simulated crowd never takes a
  // reserved slot, and on a server reserved whole (a Premium one) it stands for members.
  reservation?: { slots: number; message: string };
};

const BANNED_MESSAGE = 'You have been banned from this server.';
const ROUND_MS = 105 * 1000;
// Each player's chance to kill someone in a step.
const FRAG_CHANCE = 0.12;
// Past this much missed simulated time, only the last hour is simulated: the result looks the same.
const MAX_CATCH_UP_STEPS = 720;
const WEAPONS = ['ak47', 'm4a1', 'awp', 'deagle', 'usp', 'glock18', 'famas', 'galil', 'mp5navy', 'p90', 'knife'];

// mulberry32: tiny, fast, good enough to make simulated players look alive.
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// FNV-1a: a stable number per server and name, so a simulated player keeps one Steam ID.
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

export function simulatedSteamId(seed: number, name: string): string {
  const hash = stableHash(`${seed}:${name}`);
  return `STEAM_0:${hash & 1}:${40000000 + (hash % 50000000)}`;
}

const emptyTally = (): WeaponTally => ({
  shots: 0,
  hits: 0,
  kills: 0,
  headshots: 0,
  teamKills: 0,
  damage: 0,
  deaths: 0,
});

type Arrival = Omit<SimulatedPlayer, 'uid' | 'id' | 'team' | 'tallies' | 'weapon' | 'ping'>;

export class MatchPlay {
  private readonly options: MatchPlayOptions;
  private readonly random: () => number;
  private readonly startedAt: number;
  private readonly targetOccupancy: number;
  private readonly mapOffset: number;
  private players: SimulatedPlayer[] = [];
  private simulatedUntil: number;
  private mapIndex: number;
  private roundStartedAt: number;
  private roundWins = { CT: 0, TERRORIST: 0 };
  private nextUid = 1;

  constructor(options: MatchPlayOptions) {
    this.options = { ...options, maps: options.maps.length > 0 ? options.maps : ['de_dust2'] };
    this.random = options.random;
    this.targetOccupancy = 0.35 + this.random() * 0.55;
    this.startedAt = options.now();
    this.simulatedUntil = this.startedAt;
    this.roundStartedAt = this.startedAt;
    this.mapOffset = Math.floor(this.random() * this.options.maps.length);
    this.mapIndex = this.mapOffset;
    this.populate();
  }

  get maps(): readonly string[] {
    return this.options.maps;
  }

  // Who is on now (after catching up with the clock).
  onServer(): readonly SimulatedPlayer[] {
    this.advance();
    return this.players;
  }

  currentPlayers(): PlayerEntry[] {
    const players = this.onServer();
    const now = this.options.now();
    return players.map((player) => ({
      name: player.name,
      score: player.score,
      durationSeconds: Math.max(0, (now - player.joinedAt) / 1000),
    }));
  }

  currentMap(): string {
    this.advance();
    return this.currentMapName();
  }

  nextMap(): string {
    return this.options.maps[(this.mapIndex + 1) % this.options.maps.length];
  }

  // A player with this Steam ID on the server, who joins now (logged as HLDS would) when none is there, in the place
  // of one of the crowd when the server is full; null when only regulars and held players are on.
  playerWithSteamId(steamId: string, name: string): SimulatedPlayer | null {
    const present = this.players.find((player) => player.steamId === steamId);
    if (present) return present;
    if (!this.roomFor(this.options.now())) return null;
    const joined = {
      name,
      steamId,
      joinedAt: this.options.now(),
      score: 0,
      headshotRate: 0.3,
      regular: false,
      held: true,
    };
    return this.join(joined, true);
  }

  // A log stream starts with a map start and every player on, as if the server had just started.
  logStreamStart(at: number): void {
    this.advance();
    this.options.log(logEvents.mapStarted(this.currentMapName(), stableHash(this.currentMapName()) | 0), at);
    for (const player of this.players) {
      // Weapon totals start with the stream too, so the logged headshots never outnumber logged kills.
      player.tallies = new Map();
      this.logArrival(player, at);
    }
  }

  // A slot for a player brought in through the control: a free one, or one of the crowd's, who leaves (held players
  // never leave by themselves, so without this a long test run would fill a server with them). False when only
  // regulars and held players are on.
  private roomFor(at: number): boolean {
    if (this.players.length < this.options.maxPlayers) return true;
    const spare = this.players.find((player) => !player.regular && !player.held);
    if (!spare) return false;
    this.leave(spare, at);
    return true;
  }

  // Kicked from the console (`kick`, or the ban list): HLDS's Kick line, then the player leaves.
  kick(player: SimulatedPlayer, message: string, at: number): void {
    this.options.log(logEvents.kicked(player, message), at);
    this.leave(player, at);
  }

  // A player joining now as HLDS logs it. One the ban list refuses is kicked as soon as the Steam ID is
  // validated (the Kick line, then gone), and so is one without access `b` who takes a reserved slot
  // (adminslots.amxx, as the player is authorized); null when every slot is taken by regulars and held players (the
  // engine's "Server is full"; one of the crowd makes room otherwise).
  connect(steamId: string, name: string, at: number): { player: SimulatedPlayer; kickedWith: string | null } | null {
    this.advance();
    const present = this.players.find((player) => player.steamId === steamId);
    if (present) this.leave(present, at);
    if (!this.roomFor(at)) return null;
    const player = this.join(
      { name, steamId, joinedAt: at, score: 0, headshotRate: 0.3, regular: false, held: true },
      true,
    );
    if (this.options.refuses(steamId, at)) {
      this.kick(player, BANNED_MESSAGE, at);
      return { player, kickedWith: BANNED_MESSAGE };
    }
    const { reservation } = this.options;
    const reserved = reservation && this.players.length > this.options.maxPlayers - reservation.slots;
    if (reserved && !(this.options.accessOf?.(steamId) ?? '').includes('b')) {
      this.kick(player, reservation.message, at);
      return { player, kickedWith: reservation.message };
    }
    return { player, kickedWith: null };
  }

  // Advances the simulation lazily up to now, one step at a time: a query after a long pause sees
  // what would have happened meanwhile. While logging, a timer keeps it moving.
  advance(): void {
    const now = this.options.now();
    let steps = Math.floor((now - this.simulatedUntil) / this.options.stepMs);
    if (steps <= 0) return;
    if (steps > MAX_CATCH_UP_STEPS) {
      this.simulatedUntil = now - MAX_CATCH_UP_STEPS * this.options.stepMs;
      steps = MAX_CATCH_UP_STEPS;
    }
    for (let i = 0; i < steps; i += 1) {
      this.simulatedUntil += this.options.stepMs;
      this.step(this.simulatedUntil);
    }
  }

  private currentMapName(): string {
    return this.options.maps[this.mapIndex % this.options.maps.length];
  }

  private populate(): void {
    const now = this.options.now();
    for (const regular of this.options.regulars) {
      if (regularServerIndex(regular, now) === this.options.index) this.addRegular(regular, now, false);
    }
    const initial = Math.min(
      this.crowdLimit(),
      Math.round(this.options.maxPlayers * this.targetOccupancy * (0.6 + this.random() * 0.4)),
    );
    while (this.players.length < initial) {
      const joinedAt = now - Math.floor(this.random() * 40 * 60 * 1000);
      this.addPlayer(joinedAt, Math.floor(((now - joinedAt) / 60000) * (0.5 + this.random() * 2)), false);
    }
  }

  private smallerTeam(): 'CT' | 'TERRORIST' {
    const ct = this.players.filter((player) => player.team === 'CT').length;
    return ct * 2 < this.players.length ? 'CT' : 'TERRORIST';
  }

  private join(player: Arrival, log: boolean): SimulatedPlayer {
    const joined: SimulatedPlayer = {
      ...player,
      uid: this.nextUid,
      id: player.steamId,
      team: this.smallerTeam(),
      weapon: WEAPONS[Math.floor(this.random() * WEAPONS.length)],
      tallies: new Map(),
      ping: 20 + Math.floor(this.random() * 80),
    };
    this.nextUid += 1;
    this.players.push(joined);
    if (log) this.logArrival(joined, player.joinedAt);
    return joined;
  }

  // How many the simulated crowd fills at most: every slot but the reserved ones.
  private crowdLimit(): number {
    const { maxPlayers, reservation } = this.options;
    return reservation && reservation.slots < maxPlayers ? maxPlayers - reservation.slots : maxPlayers;
  }

  private addPlayer(joinedAt: number, score: number, log: boolean): void {
    if (this.players.length >= this.crowdLimit()) return;
    const taken = new Set(this.players.map((player) => player.name));
    const free = PLAYER_NAMES.filter((name) => !taken.has(name));
    const name = free.length > 0 ? free[Math.floor(this.random() * free.length)] : `Jugador${this.nextUid}`;
    const steamId = simulatedSteamId(this.options.seed, name);
    const headshotRate = 0.3 + this.random() * 0.15;
    // The ban list refuses a banned simulated player: they simply never get in.
    if (this.options.refuses(steamId, joinedAt)) return;
    this.join({ name, steamId, joinedAt, score, headshotRate, regular: false }, log);
  }

  private addRegular(regular: RegularPlayer, joinedAt: number, log: boolean): void {
    if (this.options.refuses(regular.steamId, joinedAt)) return;
    if (this.players.length >= this.options.maxPlayers)
      this.leave(
        this.players.find((player) => !player.regular && !player.held),
        joinedAt,
      );
    const { name, steamId, headshotRate } = regular;
    this.join({ name, steamId, joinedAt, score: 0, headshotRate, regular: true }, log);
  }

  // HLDS's sequence for a new player: connected (not validated yet), validated, in game, on a team.
  private logArrival(player: SimulatedPlayer, at: number): void {
    const { log, index } = this.options;
    const address = `10.${(player.uid >> 8) & 255}.${player.uid & 255}.${10 + (index & 127)}:27005`;
    log(logEvents.connected({ ...player, id: 'STEAM_ID_PENDING', team: '' }, address), at);
    log(logEvents.validated(player), at);
    // admin.amxx reads the validated player's access and logs the Login line of one it knows.
    const access = this.options.accessOf?.(player.steamId) ?? null;
    if (access) log(loginLine(player, access, addressOf(player)), at);
    log(logEvents.entered({ ...player, team: '' }), at);
    log(logEvents.joinedTeam({ ...player, team: '' }, player.team), at);
  }

  // AMX Mod X's stats_logging, as a player leaves or the map ends: one line per weapon used.
  private logWeaponStats(player: SimulatedPlayer, at: number): void {
    const { log } = this.options;
    for (const [weapon, tally] of player.tallies) {
      log(logEvents.weaponstats(player, weapon, tally), at);
      log(logEvents.weaponstats2(player, weapon, tally.headshots, tally.hits - tally.headshots), at);
    }
    const seconds = Math.max(0, Math.round((at - player.joinedAt) / 1000));
    log(logEvents.playTime(player, seconds), at);
    log(logEvents.latency(player, player.ping), at);
    player.tallies = new Map();
  }

  private leave(player: SimulatedPlayer | undefined, at: number): void {
    if (!player) return;
    this.logWeaponStats(player, at);
    this.options.log(logEvents.disconnected(player), at);
    this.players = this.players.filter((other) => other !== player);
  }

  private tally(player: SimulatedPlayer, weapon: string): WeaponTally {
    let tally = player.tallies.get(weapon);
    if (!tally) {
      tally = emptyTally();
      player.tallies.set(weapon, tally);
    }
    return tally;
  }

  // A kill as a real player makes one: a few hits of a burst that mostly misses (rifles hit about a third of what
  // they fire), so each weapon's tally keeps shots >= hits >= kills, and headshots <= hits (issue 48: a TOP 15 row
  // had 34 kills from 15 shots).
  private frag(killer: SimulatedPlayer, at: number): void {
    const victims = this.players.filter((player) => player.team !== killer.team);
    if (victims.length === 0) return;
    const victim = victims[Math.floor(this.random() * victims.length)];
    if (this.random() < 0.1) killer.weapon = WEAPONS[Math.floor(this.random() * WEAPONS.length)];
    const headshot = this.random() < killer.headshotRate;
    const fired = this.tally(killer, killer.weapon);
    const hits = 2 + Math.floor(this.random() * 4);
    fired.shots += hits * 2 + Math.floor(this.random() * (hits * 2 + 1));
    fired.hits += hits;
    fired.kills += 1;
    fired.headshots += headshot ? 1 : 0;
    fired.damage += 100 + Math.floor(this.random() * 40);
    const lost = this.tally(victim, victim.weapon);
    const returned = Math.floor(this.random() * 3);
    lost.shots += returned + Math.floor(this.random() * 6);
    lost.hits += returned;
    lost.damage += returned * (15 + Math.floor(this.random() * 20));
    lost.deaths += 1;
    killer.score += 1;
    this.options.log(logEvents.killed(killer, victim, killer.weapon, headshot), at);
  }

  // A burst that kills nobody: shots, now and then a hit.
  private shoot(player: SimulatedPlayer): void {
    const tally = this.tally(player, player.weapon);
    const hits = this.random() < 0.4 ? 1 : 0;
    tally.shots += hits + 2 + Math.floor(this.random() * 6);
    tally.hits += hits;
    tally.damage += hits * (15 + Math.floor(this.random() * 20));
  }

  private changeMap(mapIndex: number, at: number): void {
    const { log } = this.options;
    // AMX Mod X logs every player's weapon totals as the map ends; players stay connected.
    for (const player of this.players) this.logWeaponStats(player, at);
    this.mapIndex = mapIndex;
    const map = this.currentMapName();
    log(logEvents.mapStarted(map, stableHash(map) | 0), at);
    for (const player of this.players) {
      // Frags start again on every map, like on a real server.
      player.score = 0;
      log(logEvents.entered({ ...player, team: '' }), at);
      log(logEvents.joinedTeam({ ...player, team: '' }, player.team), at);
    }
    this.roundStartedAt = at;
    this.roundWins = { CT: 0, TERRORIST: 0 };
    log(logEvents.roundStart(), at);
  }

  private endRound(at: number): void {
    const { log } = this.options;
    const winner = this.random() < 0.5 ? 'CT' : 'TERRORIST';
    // On a bomb map about four rounds in ten see the bomb planted: the winners defuse it or it goes off. Chosen by a
    // hash of the map and the score, not the generator, so the rest of the simulation plays as before.
    const map = this.currentMapName();
    const roll = stableHash(`${map}:${this.roundWins.CT}:${this.roundWins.TERRORIST}:${at}`) % 100;
    const planters = this.players.filter((player) => player.team === 'TERRORIST');
    const defusers = this.players.filter((player) => player.team === 'CT');
    const planter = planters[roll % Math.max(1, planters.length)];
    const defuser = defusers[roll % Math.max(1, defusers.length)];
    this.roundWins[winner] += 1;
    const score = [this.roundWins.CT, this.roundWins.TERRORIST] as const;
    if (map.startsWith('de_') && roll < 40 && planter && defuser) {
      log(logEvents.objective(planter, 'Planted_The_Bomb'), at);
      if (winner === 'CT') {
        log(logEvents.objective(defuser, 'Defused_The_Bomb'), at);
        log(logEvents.teamObjective('CT', 'Bomb_Defused', ...score), at);
      } else log(logEvents.teamObjective('TERRORIST', 'Target_Bombed', ...score), at);
    } else log(logEvents.teamWin(winner, ...score), at);
    log(logEvents.roundEnd(), at);
    this.roundStartedAt = at;
    log(logEvents.roundStart(), at);
  }

  private moveRegulars(at: number): void {
    for (const regular of this.options.regulars) {
      const here = this.players.find((player) => player.steamId === regular.steamId);
      const belongsHere = regularServerIndex(regular, at) === this.options.index;
      if (belongsHere && !here) this.addRegular(regular, at, true);
      else if (!belongsHere && here) this.leave(here, at);
    }
  }

  private step(at: number): void {
    const mapIndex = Math.floor((at - this.startedAt) / this.options.mapDurationMs) + this.mapOffset;
    if (mapIndex !== this.mapIndex) this.changeMap(mapIndex, at);
    this.moveRegulars(at);
    if (at - this.roundStartedAt >= ROUND_MS) this.endRound(at);
    const target = this.options.maxPlayers * this.targetOccupancy;
    const joinChance = this.players.length < target ? 0.35 : 0.08;
    if (this.random() < joinChance) this.addPlayer(at, 0, true);
    for (const player of [...this.players]) {
      if (!player.regular && !player.held && this.random() < 0.012) this.leave(player, at);
    }
    for (const player of [...this.players]) {
      const roll = this.random();
      // About a kill and a half a minute each (a step is 5 s): a busy public server, not a machine gun.
      if (roll < FRAG_CHANCE) this.frag(player, at);
      else if (roll < FRAG_CHANCE + 0.4) this.shoot(player);
      else if (roll < FRAG_CHANCE + 0.403) {
        player.score -= 1;
        this.tally(player, player.weapon).deaths += 1;
        this.options.log(logEvents.suicide(player), at);
      } else if (roll < FRAG_CHANCE + 0.406) {
        const team = player.team === 'CT' ? 'TERRORIST' : 'CT';
        this.options.log(logEvents.joinedTeam(player, team), at);
        player.team = team;
      }
    }
  }
}
