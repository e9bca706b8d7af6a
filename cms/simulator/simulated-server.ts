import dgram from 'node:dgram';
import { regularServerIndex, type RegularPlayer } from '../src/community/regular-players';
import {
  encodeChallenge,
  encodeInfo,
  encodeLegacyInfo,
  encodePlayers,
  encodeRules,
  parseRequest,
  splitGoldSrc,
  type A2sRequest,
  type PlayerEntry,
  type ServerInfo,
} from './a2s-protocol';
import { logDatagram, logEvents, type LogPlayer, type WeaponTally } from './game-log';
import { PLAYER_NAMES } from './player-names';

export type LogTarget = { host: string; port: number };

// How a simulated server answers queries: like a current HLDS (the default), or like the broken and the
// different servers a real server list holds, so the poller is tested against them over real UDP.
export const REPLY_BEHAVIOURS = [
  // Counter-Strike 1.6 on a current HLDS build, with the 0x41 challenge.
  'hlds',
  // Every reply cut off in the middle (no challenge, so the cut reply is the information itself).
  'truncated',
  // Replies far beyond GoldSrc's 1400 bytes in one datagram: 60 KB of junk after the information, 255
  // players with 200-character names.
  'oversized',
  // Every request answered with a packet of a type it did not ask for.
  'wrong-type',
  // The player list in GoldSrc split packets (FF FF FF FE), last part first.
  'split',
  // Replies sent from another UDP port than the one queried (a NAT or a misconfigured host).
  'other-address',
  // An HLTV proxy: server type "p", its spectators as players, nobody in the player list.
  'hltv',
  // An old non-Steam build: protocol 47, no VAC, no challenge, and the obsolete 0x6D reply sent before 0x49.
  'non-steam',
] as const;
export type ReplyBehaviour = (typeof REPLY_BEHAVIOURS)[number];

type AnswerOptions = {
  // Whether requests need the 0x41 challenge (the server's own setting unless said otherwise).
  challenge?: boolean;
  info?: Partial<ServerInfo>;
  players?: PlayerEntry[];
};

const HLTV_SPECTATORS = 12;
const HLTV_SLOTS = 100;

export type SimulatedServerOptions = {
  name: string;
  maxPlayers: number;
  maps: readonly string[];
  host: string;
  port: number;
  // Seeds the pseudo-random generator so a run is reproducible; also makes its players' Steam IDs.
  seed: number;
  // Answer A2S requests with the 0x41 challenge first, like current HLDS builds.
  challenge?: boolean;
  // A down server keeps its port but never answers (nor logs), like a hung process.
  answering?: boolean;
  mapDurationMs?: number;
  // Simulated time step: players join, leave and frag once per step.
  stepMs?: number;
  // This server's index in the community list, and the regulars who may play on it.
  index?: number;
  regulars?: readonly RegularPlayer[];
  now?: () => number;
  behaviour?: ReplyBehaviour;
};

type SimulatedPlayer = LogPlayer & {
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
  ping: number;
};

const DEFAULT_MAP_DURATION_MS = 15 * 60 * 1000;
const DEFAULT_STEP_MS = 5000;
const ROUND_MS = 105 * 1000;
// Past this much missed simulated time, only the last hour is simulated: the result looks the same.
const MAX_CATCH_UP_STEPS = 720;
const LOG_TICK_MS = 1000;
const WEAPONS = ['ak47', 'm4a1', 'awp', 'deagle', 'usp', 'glock18', 'famas', 'galil', 'mp5navy', 'p90', 'knife'];

// mulberry32: tiny, fast, good enough to make simulated players look alive.
function createRandom(seed: number): () => number {
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

export class SimulatedServer {
  readonly name: string;
  readonly maxPlayers: number;
  readonly maps: readonly string[];
  readonly host: string;
  private boundPort: number;
  private challengeEnabled: boolean;
  private answering: boolean;
  private readonly mapDurationMs: number;
  private readonly stepMs: number;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly seed: number;
  private readonly index: number;
  private readonly regulars: readonly RegularPlayer[];
  private readonly challengeValue: number;
  private readonly startedAt: number;
  private readonly targetOccupancy: number;
  private players: SimulatedPlayer[] = [];
  private simulatedUntil: number;
  private readonly mapOffset: number;
  private mapIndex: number;
  private roundStartedAt: number;
  private roundWins = { CT: 0, TERRORIST: 0 };
  private nextUid = 1;
  private socket: dgram.Socket | null = null;
  private requestsAnswered = 0;
  private logTarget: LogTarget | null = null;
  private logSecret: string | null = null;
  private logTimer: NodeJS.Timeout | null = null;
  private linesLogged = 0;
  private behaviour: ReplyBehaviour;
  private otherSocket: dgram.Socket | null = null;
  private splitId = 1;

  constructor(options: SimulatedServerOptions) {
    this.name = options.name;
    this.maxPlayers = options.maxPlayers;
    this.maps = options.maps.length > 0 ? options.maps : ['de_dust2'];
    this.host = options.host;
    this.boundPort = options.port;
    this.challengeEnabled = options.challenge ?? true;
    this.answering = options.answering ?? true;
    this.behaviour = options.behaviour ?? 'hlds';
    this.mapDurationMs = options.mapDurationMs ?? DEFAULT_MAP_DURATION_MS;
    this.stepMs = options.stepMs ?? DEFAULT_STEP_MS;
    this.now = options.now ?? Date.now;
    this.seed = options.seed;
    this.index = options.index ?? -1;
    this.regulars = options.regulars ?? [];
    this.random = createRandom(options.seed);
    this.challengeValue = (Math.floor(this.random() * 0x7fffffff) | 1) >>> 0;
    this.targetOccupancy = 0.35 + this.random() * 0.55;
    this.startedAt = this.now();
    this.simulatedUntil = this.startedAt;
    this.roundStartedAt = this.startedAt;
    this.mapOffset = Math.floor(this.random() * this.maps.length);
    this.mapIndex = this.mapOffset;
    this.populate();
  }

  get port(): number {
    return this.boundPort;
  }

  get isAnswering(): boolean {
    return this.answering;
  }

  get answeredRequests(): number {
    return this.requestsAnswered;
  }

  // Log lines sent so far (tests wait for them).
  get loggedLines(): number {
    return this.linesLogged;
  }

  setAnswering(answering: boolean): void {
    this.answering = answering;
  }

  setChallenge(enabled: boolean): void {
    this.challengeEnabled = enabled;
  }

  setBehaviour(behaviour: ReplyBehaviour): void {
    this.behaviour = behaviour;
  }

  currentMap(): string {
    this.advance();
    return this.maps[this.mapIndex % this.maps.length];
  }

  currentPlayers(): PlayerEntry[] {
    this.advance();
    const now = this.now();
    return this.players.map((player) => ({
      name: player.name,
      score: player.score,
      durationSeconds: Math.max(0, (now - player.joinedAt) / 1000),
    }));
  }

  // Who is on the server and as whom, as its log shows them (tests compare this with the statistics).
  currentLogPlayers(): (LogPlayer & { steamId: string; score: number })[] {
    this.advance();
    return this.players.map(({ name, uid, id, team, steamId, score }) => ({ name, uid, id, team, steamId, score }));
  }

  // A player with this Steam ID on the server, who joins now (logged as HLDS would) when none is there; null
  // when the server is full. Used by the test control's chat (simulator/player-chat.ts).
  playerWithSteamId(steamId: string, name: string): LogPlayer | null {
    const present = this.players.find((player) => player.steamId === steamId);
    if (present) return present;
    if (this.players.length >= this.maxPlayers) return null;
    this.join({ name, steamId, joinedAt: this.now(), score: 0, headshotRate: 0.3, regular: false }, true);
    return this.players[this.players.length - 1] ?? null;
  }

  // One line of this server's log, now (false when it is not logging or not answering).
  logLine(event: string): boolean {
    if (!this.logTarget || !this.answering) return false;
    this.emit(event, this.now());
    return true;
  }

  // Streams the server's log to the target like `logaddress_add`, from this server's own socket. The
  // stream starts with a map start and every player on, as if the server had just started.
  startLogging(target: LogTarget, secret: string | null = null): void {
    this.advance();
    this.logTarget = target;
    this.logSecret = secret;
    const at = this.now();
    this.emit(logEvents.mapStarted(this.currentMapName(), stableHash(this.currentMapName()) | 0), at);
    for (const player of this.players) {
      // Weapon totals start with the stream too, so the logged headshots never outnumber logged kills.
      player.tallies = new Map();
      this.logArrival(player, at);
    }
    this.logTimer ??= setInterval(() => this.advance(), LOG_TICK_MS);
    this.logTimer.unref();
  }

  stopLogging(): void {
    if (this.logTimer) clearInterval(this.logTimer);
    this.logTimer = null;
    this.logTarget = null;
  }

  listen(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = dgram.createSocket('udp4');
      const onError = (error: Error) => {
        socket.close();
        reject(error);
      };
      socket.once('error', onError);
      socket.on('message', (message, remote) => this.handle(socket, message, remote));
      socket.bind(this.boundPort, this.host, () => {
        socket.off('error', onError);
        // A socket error after binding must not crash the whole simulator.
        socket.on('error', () => undefined);
        this.boundPort = socket.address().port;
        this.socket = socket;
        resolve();
      });
    });
  }

  close(): Promise<void> {
    this.stopLogging();
    this.otherSocket?.close();
    this.otherSocket = null;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return Promise.resolve();
    return new Promise((resolve) => socket.close(() => resolve()));
  }

  private handle(socket: dgram.Socket, message: Buffer, remote: dgram.RemoteInfo): void {
    if (!this.answering) return;
    const request = parseRequest(message);
    if (!request) return;
    const replies = this.repliesTo(request, remote);
    if (replies.length === 0) return;
    this.requestsAnswered += 1;
    let from = socket;
    if (this.behaviour === 'other-address') {
      // Unbound: the first send binds it to a port of the system's choosing.
      this.otherSocket ??= dgram.createSocket('udp4').on('error', () => undefined);
      from = this.otherSocket;
    }
    for (const reply of replies) from.send(reply, remote.port, remote.address);
  }

  private repliesTo(request: A2sRequest, remote: dgram.RemoteInfo): Buffer[] {
    const reply = (options: AnswerOptions = {}) => this.answer(request, options);
    switch (this.behaviour) {
      case 'truncated':
        return [reply({ challenge: false })]
          .filter((packet): packet is Buffer => packet !== null)
          .map((packet) => packet.subarray(0, Math.ceil(packet.length / 2)));
      case 'oversized': {
        const players = Array.from({ length: 255 }, (_unused, index) => ({
          name: `${index}`.padEnd(200, 'W'),
          score: index,
          durationSeconds: index * 60,
        }));
        const packet = reply({ players });
        if (!packet) return [];
        return [request.kind === 'info' ? Buffer.concat([packet, Buffer.alloc(60000, 0x41)]) : packet];
      }
      case 'wrong-type': {
        const info = this.info();
        const wrong = request.kind === 'info' ? encodePlayers(this.currentPlayers()) : encodeInfo(info);
        return [wrong];
      }
      case 'split': {
        const packet = reply();
        if (!packet) return [];
        if (request.kind !== 'players' || packet[4] !== 0x44) return [packet];
        const parts = splitGoldSrc(packet, this.splitId++, Math.ceil(packet.length / 3));
        return parts.reverse();
      }
      case 'hltv': {
        const packet = reply({
          info: { serverType: 'p', players: HLTV_SPECTATORS, maxPlayers: HLTV_SLOTS, bots: 0 },
          players: [],
        });
        return packet ? [packet] : [];
      }
      case 'non-steam': {
        const overrides: Partial<ServerInfo> = { protocol: 47, vacSecured: false, version: '1.1.2.6' };
        const packet = reply({ challenge: false, info: overrides });
        if (!packet) return [];
        if (request.kind !== 'info') return [packet];
        const address = `${remote.address === '127.0.0.1' ? this.host : remote.address}:${this.boundPort}`;
        return [encodeLegacyInfo({ ...this.info(), ...overrides }, address), packet];
      }
      default: {
        const packet = reply();
        return packet ? [packet] : [];
      }
    }
  }

  private info(overrides: Partial<ServerInfo> = {}): ServerInfo {
    return {
      name: this.name,
      map: this.currentMap(),
      folder: 'cstrike',
      game: 'Counter-Strike',
      players: this.currentPlayers().length,
      maxPlayers: this.maxPlayers,
      bots: 0,
      version: '1.1.2.7/Stdio',
      gamePort: this.boundPort,
      ...overrides,
    };
  }

  private answer(request: A2sRequest, options: AnswerOptions = {}): Buffer | null {
    const infoNeedsChallenge = options.challenge ?? this.challengeEnabled;
    const challengeOk = (challenge: number | null) =>
      !infoNeedsChallenge || (challenge !== null && challenge >>> 0 === this.challengeValue);
    // Players and rules always need a challenge on HLDS (-1 asks for one); a server that knows no
    // challenges (options.challenge false) answers them directly.
    const strictChallengeOk = (challenge: number) =>
      options.challenge === false || (challenge !== -1 && challenge >>> 0 === this.challengeValue);
    switch (request.kind) {
      case 'challenge':
        return encodeChallenge(this.challengeValue);
      case 'info':
        if (!challengeOk(request.challenge)) return encodeChallenge(this.challengeValue);
        return encodeInfo(this.info(options.info));
      case 'players':
        if (!strictChallengeOk(request.challenge)) return encodeChallenge(this.challengeValue);
        return encodePlayers(options.players ?? this.currentPlayers());
      case 'rules':
        if (!strictChallengeOk(request.challenge)) return encodeChallenge(this.challengeValue);
        return encodeRules({
          mp_timelimit: String(Math.round(this.mapDurationMs / 60000)),
          mp_friendlyfire: '0',
          mp_roundtime: '2.5',
          mp_freezetime: '3',
          sv_gravity: '800',
          sv_maxspeed: '320',
          amx_nextmap: this.maps[(this.mapIndex + 1) % this.maps.length],
          sv_contact: 'staff@cs16.com.ar',
        });
      default:
        return null;
    }
  }

  private currentMapName(): string {
    return this.maps[this.mapIndex % this.maps.length];
  }

  private emit(event: string, at: number): void {
    const target = this.logTarget;
    if (!target || !this.socket || !this.answering) return;
    this.linesLogged += 1;
    this.socket.send(logDatagram(event, new Date(at), this.logSecret), target.port, target.host);
  }

  private populate(): void {
    const now = this.now();
    for (const regular of this.regulars) {
      if (regularServerIndex(regular, now) === this.index) this.addRegular(regular, now, false);
    }
    const initial = Math.round(this.maxPlayers * this.targetOccupancy * (0.6 + this.random() * 0.4));
    while (this.players.length < initial) {
      const joinedAt = now - Math.floor(this.random() * 40 * 60 * 1000);
      this.addPlayer(joinedAt, Math.floor(((now - joinedAt) / 60000) * (0.5 + this.random() * 2)), false);
    }
  }

  private smallerTeam(): 'CT' | 'TERRORIST' {
    const ct = this.players.filter((player) => player.team === 'CT').length;
    return ct * 2 < this.players.length ? 'CT' : 'TERRORIST';
  }

  private join(player: Omit<SimulatedPlayer, 'uid' | 'id' | 'team' | 'tallies' | 'weapon' | 'ping'>, log: boolean) {
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
  }

  private addPlayer(joinedAt: number, score: number, log: boolean): void {
    if (this.players.length >= this.maxPlayers) return;
    const taken = new Set(this.players.map((player) => player.name));
    const free = PLAYER_NAMES.filter((name) => !taken.has(name));
    const name = free.length > 0 ? free[Math.floor(this.random() * free.length)] : `Jugador${this.nextUid}`;
    this.join(
      {
        name,
        steamId: simulatedSteamId(this.seed, name),
        joinedAt,
        score,
        headshotRate: 0.3 + this.random() * 0.15,
        regular: false,
      },
      log,
    );
  }

  private addRegular(regular: RegularPlayer, joinedAt: number, log: boolean): void {
    if (this.players.length >= this.maxPlayers)
      this.leave(
        this.players.find((player) => !player.regular),
        joinedAt,
      );
    const { name, steamId, headshotRate } = regular;
    this.join({ name, steamId, joinedAt, score: 0, headshotRate, regular: true }, log);
  }

  // HLDS's sequence for a new player: connected (not validated yet), validated, in game, on a team.
  private logArrival(player: SimulatedPlayer, at: number): void {
    const address = `10.${(player.uid >> 8) & 255}.${player.uid & 255}.${10 + (this.index & 127)}:27005`;
    this.emit(logEvents.connected({ ...player, id: 'STEAM_ID_PENDING', team: '' }, address), at);
    this.emit(logEvents.validated(player), at);
    this.emit(logEvents.entered({ ...player, team: '' }), at);
    this.emit(logEvents.joinedTeam({ ...player, team: '' }, player.team), at);
  }

  // AMX Mod X's stats_logging, as a player leaves or the map ends: one line per weapon used.
  private logWeaponStats(player: SimulatedPlayer, at: number): void {
    for (const [weapon, tally] of player.tallies) {
      this.emit(logEvents.weaponstats(player, weapon, tally), at);
      this.emit(logEvents.weaponstats2(player, weapon, tally.headshots, tally.hits - tally.headshots), at);
    }
    const seconds = Math.max(0, Math.round((at - player.joinedAt) / 1000));
    this.emit(logEvents.playTime(player, seconds), at);
    this.emit(logEvents.latency(player, player.ping), at);
    player.tallies = new Map();
  }

  private leave(player: SimulatedPlayer | undefined, at: number): void {
    if (!player) return;
    this.logWeaponStats(player, at);
    this.emit(logEvents.disconnected(player), at);
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

  private frag(killer: SimulatedPlayer, at: number): void {
    const victims = this.players.filter((player) => player.team !== killer.team);
    if (victims.length === 0) return;
    const victim = victims[Math.floor(this.random() * victims.length)];
    if (this.random() < 0.1) killer.weapon = WEAPONS[Math.floor(this.random() * WEAPONS.length)];
    const headshot = this.random() < killer.headshotRate;
    const fired = this.tally(killer, killer.weapon);
    const hits = 1 + Math.floor(this.random() * 3);
    fired.shots += hits + 2 + Math.floor(this.random() * 8);
    fired.hits += hits;
    fired.kills += 1;
    fired.headshots += headshot ? 1 : 0;
    fired.damage += 100 + Math.floor(this.random() * 40);
    const lost = this.tally(victim, victim.weapon);
    lost.shots += Math.floor(this.random() * 6);
    lost.deaths += 1;
    killer.score += 1;
    this.emit(logEvents.killed(killer, victim, killer.weapon, headshot), at);
  }

  private changeMap(mapIndex: number, at: number): void {
    // AMX Mod X logs every player's weapon totals as the map ends; players stay connected.
    for (const player of this.players) this.logWeaponStats(player, at);
    this.mapIndex = mapIndex;
    const map = this.currentMapName();
    this.emit(logEvents.mapStarted(map, stableHash(map) | 0), at);
    for (const player of this.players) {
      // Frags start again on every map, like on a real server.
      player.score = 0;
      this.emit(logEvents.entered({ ...player, team: '' }), at);
      this.emit(logEvents.joinedTeam({ ...player, team: '' }, player.team), at);
    }
    this.roundStartedAt = at;
    this.roundWins = { CT: 0, TERRORIST: 0 };
    this.emit(logEvents.roundStart(), at);
  }

  private endRound(at: number): void {
    const winner = this.random() < 0.5 ? 'CT' : 'TERRORIST';
    this.roundWins[winner] += 1;
    this.emit(logEvents.teamWin(winner, this.roundWins.CT, this.roundWins.TERRORIST), at);
    this.emit(logEvents.roundEnd(), at);
    this.roundStartedAt = at;
    this.emit(logEvents.roundStart(), at);
  }

  private moveRegulars(at: number): void {
    for (const regular of this.regulars) {
      const here = this.players.find((player) => player.steamId === regular.steamId);
      const belongsHere = regularServerIndex(regular, at) === this.index;
      if (belongsHere && !here) this.addRegular(regular, at, true);
      else if (!belongsHere && here) this.leave(here, at);
    }
  }

  // Advances the simulation lazily up to now, one step at a time: a query after a long pause sees
  // what would have happened meanwhile. While logging, a timer keeps it moving.
  private advance(): void {
    const now = this.now();
    let steps = Math.floor((now - this.simulatedUntil) / this.stepMs);
    if (steps <= 0) return;
    if (steps > MAX_CATCH_UP_STEPS) {
      this.simulatedUntil = now - MAX_CATCH_UP_STEPS * this.stepMs;
      steps = MAX_CATCH_UP_STEPS;
    }
    for (let i = 0; i < steps; i += 1) {
      this.simulatedUntil += this.stepMs;
      this.step(this.simulatedUntil);
    }
  }

  private step(at: number): void {
    const mapIndex = Math.floor((at - this.startedAt) / this.mapDurationMs) + this.mapOffset;
    if (mapIndex !== this.mapIndex) this.changeMap(mapIndex, at);
    this.moveRegulars(at);
    if (at - this.roundStartedAt >= ROUND_MS) this.endRound(at);
    const target = this.maxPlayers * this.targetOccupancy;
    const joinChance = this.players.length < target ? 0.35 : 0.08;
    if (this.random() < joinChance) this.addPlayer(at, 0, true);
    for (const player of [...this.players]) {
      if (!player.regular && this.random() < 0.012) this.leave(player, at);
    }
    for (const player of [...this.players]) {
      const roll = this.random();
      if (roll < 0.3) this.frag(player, at);
      else if (roll < 0.303) {
        player.score -= 1;
        this.tally(player, player.weapon).deaths += 1;
        this.emit(logEvents.suicide(player), at);
      } else if (roll < 0.306) {
        const team = player.team === 'CT' ? 'TERRORIST' : 'CT';
        this.emit(logEvents.joinedTeam(player, team), at);
        player.team = team;
      }
    }
  }
}
