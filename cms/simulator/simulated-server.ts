import dgram from 'node:dgram';
import type { RegularPlayer } from '../src/community/regular-players';
import { answerA2s, type A2sSource } from './a2s-answer';
import { AmxAdmins } from './amx-admins';
import { parseRequest, type PlayerEntry, type ServerInfo } from './a2s-protocol';
import { BanList } from './ban-list';
import { repliesFor, type ReplyBehaviour } from './faulty-replies';
import type { AdminBanRequest, AdminBanResult } from './admin-ban';
import { logEvents, type LogPlayer } from './game-log';
import { createRandom, MatchPlay } from './match-play';
import { runConsole, type ConsoleServer } from './rcon-console';
import { challengeReply, printReplies, RconChallenges, readRconRequest, type RconRequest } from './rcon-protocol';
import { ServerLog, type LogTarget } from './server-log';

export { REPLY_BEHAVIOURS, type ReplyBehaviour } from './faulty-replies';
export { simulatedSteamId } from './match-play';
export type { LogTarget } from './server-log';

// One simulated Counter-Strike 1.6 server on one UDP port: it answers A2S queries (a2s-answer.ts, or
// faulty-replies.ts when told to misbehave) and rcon (rcon-protocol.ts, rcon-console.ts), plays its game
// in simulated time (match-play.ts) and streams its log (server-log.ts). This class only composes them.

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
  // Its rcon_password; without one rcon is off and every command gets "Bad rcon_password." (as on HLDS).
  rconPassword?: string | null;
  // AMX Mod X's configs/users.ini of this server (null: none).
  usersIniPath?: string | null;
  // adminslots.amxx's amx_reservation and DROPPED_RES text (none: no reserved slots).
  reservation?: { slots: number; message: string };
};

const DEFAULT_MAP_DURATION_MS = 15 * 60 * 1000;
const DEFAULT_STEP_MS = 5000;
const LOG_TICK_MS = 1000;

export class SimulatedServer {
  readonly name: string;
  readonly maxPlayers: number;
  readonly host: string;
  private boundPort: number;
  private challengeEnabled: boolean;
  private answering: boolean;
  private behaviour: ReplyBehaviour;
  private readonly mapDurationMs: number;
  private readonly now: () => number;
  private readonly challengeValue: number;
  private readonly match: MatchPlay;
  private readonly log: ServerLog;
  private readonly bans = new BanList();
  private readonly admins: AmxAdmins;
  private readonly rconChallenges: RconChallenges;
  private readonly rconPassword: string | null;
  private socket: dgram.Socket | null = null;
  private otherSocket: dgram.Socket | null = null;
  private logTimer: NodeJS.Timeout | null = null;
  private requestsAnswered = 0;
  private rconAnswered = 0;
  private splitId = 1;

  constructor(options: SimulatedServerOptions) {
    this.name = options.name;
    this.maxPlayers = options.maxPlayers;
    this.host = options.host;
    this.boundPort = options.port;
    this.challengeEnabled = options.challenge ?? true;
    this.answering = options.answering ?? true;
    this.behaviour = options.behaviour ?? 'hlds';
    this.mapDurationMs = options.mapDurationMs ?? DEFAULT_MAP_DURATION_MS;
    this.now = options.now ?? Date.now;
    this.rconPassword = options.rconPassword || null;
    this.admins = new AmxAdmins(options.usersIniPath ?? null);
    this.rconChallenges = new RconChallenges(this.now);
    this.log = new ServerLog(
      () => this.socket,
      () => this.answering,
    );
    const random = createRandom(options.seed);
    this.challengeValue = (Math.floor(random() * 0x7fffffff) | 1) >>> 0;
    this.match = new MatchPlay({
      maxPlayers: options.maxPlayers,
      maps: options.maps,
      mapDurationMs: this.mapDurationMs,
      stepMs: options.stepMs ?? DEFAULT_STEP_MS,
      now: this.now,
      seed: options.seed,
      random,
      index: options.index ?? -1,
      regulars: options.regulars ?? [],
      log: (event, at) => this.log.emit(event, at),
      refuses: (steamId, at) => this.bans.isBanned(steamId, at),
      accessOf: (steamId) => this.admins.accessOf(steamId),
      reservation: options.reservation,
    });
  }

  get maps(): readonly string[] {
    return this.match.maps;
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

  // Rcon requests answered so far (a challenge or a command, whatever the answer).
  get answeredRconRequests(): number {
    return this.rconAnswered;
  }

  // Log lines sent so far (tests wait for them).
  get loggedLines(): number {
    return this.log.linesSent;
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
    return this.match.currentMap();
  }

  currentPlayers(): PlayerEntry[] {
    return this.match.currentPlayers();
  }

  // Who is on the server and as whom, as its log shows them (tests compare this with the statistics).
  currentLogPlayers(): (LogPlayer & { steamId: string; score: number })[] {
    return this.match.onServer().map(({ name, uid, id, team, steamId, score }) => ({
      name,
      uid,
      id,
      team,
      steamId,
      score,
    }));
  }

  // A player with this Steam ID on the server, who joins now (logged as HLDS would) when none is there; null
  // when the server is full. Used by the test control's chat (simulator/player-chat.ts).
  playerWithSteamId(steamId: string, name: string): LogPlayer | null {
    return this.match.playerWithSteamId(steamId, name);
  }

  // Whether the ban list (rcon `banid`) refuses this Steam ID now.
  isBanned(steamId: string): boolean {
    return this.bans.isBanned(steamId, this.now());
  }

  // What `writeid` saved last, and how many times it ran.
  writtenBans(): { times: number; steamIds: readonly string[] } {
    return this.bans.written;
  }

  // The player with this Steam ID (re)connects now, logged as HLDS logs it; one the ban list refuses, or one without
  // access `b` taking a reserved slot, is kicked once validated, with the message they read. Null when the server
  // is full or down.
  connectPlayer(steamId: string, name: string): { uid: number; refused: boolean; message: string | null } | null {
    if (!this.answering) return null;
    const connected = this.match.connect(steamId, name, this.now());
    if (!connected) return null;
    return { uid: connected.player.uid, refused: connected.kickedWith !== null, message: connected.kickedWith };
  }

  // An admin on the server bans a player with AMX Mod X's `amx_ban`: both join first when they are not on it,
  // admincmd.amxx logs its line, then runs the engine's `banid <minutes> #<uid> kick` (the ban list refuses
  // the Steam ID, the engine logs its Banid line and kicks). Null when the server is full, down or not logging.
  adminBan(request: AdminBanRequest): AdminBanResult | null {
    if (!this.answering || !this.log.isLogging) return null;
    const admin = this.match.playerWithSteamId(request.adminSteamId, request.adminName);
    const player = admin && this.match.playerWithSteamId(request.steamId, request.name);
    if (!admin || !player) return null;
    if (!this.logLine(logEvents.amxxBan(admin, player, request.minutes, request.reason))) return null;
    runConsole(this.console(), `banid ${request.minutes} #${player.uid} kick`);
    return { adminUid: admin.uid, uid: player.uid, steamId: request.steamId };
  }

  // One line of this server's log, now (false when it is not logging or not answering).
  logLine(event: string): boolean {
    if (!this.log.isLogging || !this.answering) return false;
    this.log.emit(event, this.now());
    return true;
  }

  // Streams the server's log to the target like `logaddress_add`, from this server's own socket. The
  // stream starts with a map start and every player on, as if the server had just started.
  startLogging(target: LogTarget, secret: string | null = null): void {
    this.match.advance();
    this.log.start(target, secret);
    this.match.logStreamStart(this.now());
    this.logTimer ??= setInterval(() => this.match.advance(), LOG_TICK_MS);
    this.logTimer.unref();
  }

  stopLogging(): void {
    if (this.logTimer) clearInterval(this.logTimer);
    this.logTimer = null;
    this.log.stop();
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

  private a2sSource(): A2sSource {
    return {
      challengeEnabled: this.challengeEnabled,
      challengeValue: this.challengeValue,
      info: (overrides) => this.info(overrides),
      players: () => this.currentPlayers(),
      rules: () => ({
        mp_timelimit: String(Math.round(this.mapDurationMs / 60000)),
        mp_friendlyfire: '0',
        mp_roundtime: '2.5',
        mp_freezetime: '3',
        sv_gravity: '800',
        sv_maxspeed: '320',
        amx_nextmap: this.match.nextMap(),
        sv_contact: 'staff@cs16.com.ar',
      }),
    };
  }

  private handle(socket: dgram.Socket, message: Buffer, remote: dgram.RemoteInfo): void {
    if (!this.answering) return;
    const rcon = readRconRequest(message);
    if (rcon) {
      this.rconAnswered += 1;
      for (const reply of this.rconReplies(rcon, remote)) socket.send(reply, remote.port, remote.address);
      return;
    }
    const request = parseRequest(message);
    if (!request) return;
    const source = this.a2sSource();
    const replies =
      this.behaviour === 'hlds'
        ? [answerA2s(source, request)].filter((packet): packet is Buffer => packet !== null)
        : repliesFor(this.behaviour, request, remote, {
            source,
            host: this.host,
            port: this.boundPort,
            nextSplitId: () => this.splitId++,
          });
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

  // HLDS checks the challenge first, then the password; both failures are answered in the console output.
  private rconReplies(request: RconRequest, remote: dgram.RemoteInfo): Buffer[] {
    if (request.kind === 'challenge') return [challengeReply(this.rconChallenges.issue(remote.address))];
    if (!this.rconChallenges.isCurrent(remote.address, request.challenge)) return printReplies('Bad challenge.\n');
    if (!this.rconPassword || request.password !== this.rconPassword) return printReplies('Bad rcon_password.\n');
    return printReplies(runConsole(this.console(), request.command));
  }

  // What the console commands (rcon, an admin plugin's server_cmd) act on.
  private console(): ConsoleServer {
    return {
      name: this.name,
      address: `${this.host}:${this.boundPort}`,
      maxPlayers: this.maxPlayers,
      bans: this.bans,
      admins: this.admins,
      match: this.match,
      now: this.now,
      log: (event, at) => this.log.emit(event, at),
    };
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
}
