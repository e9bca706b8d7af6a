import dgram from 'node:dgram';
import {
  encodeChallenge,
  encodeInfo,
  encodePlayers,
  encodeRules,
  parseRequest,
  type PlayerEntry,
} from './a2s-protocol';
import { PLAYER_NAMES } from './player-names';

export type SimulatedServerOptions = {
  name: string;
  maxPlayers: number;
  maps: readonly string[];
  host: string;
  port: number;
  // Seeds the pseudo-random generator so a run is reproducible.
  seed: number;
  // Answer A2S requests with the 0x41 challenge first, like current HLDS builds.
  challenge?: boolean;
  // A down server keeps its port but never answers, like a hung process.
  answering?: boolean;
  mapDurationMs?: number;
  // Simulated time step: players join, leave and score once per step.
  stepMs?: number;
  now?: () => number;
};

type SimulatedPlayer = { name: string; score: number; joinedAt: number };

const DEFAULT_MAP_DURATION_MS = 15 * 60 * 1000;
const DEFAULT_STEP_MS = 5000;
// Past this much missed simulated time, only the last hour is simulated: the result looks the same.
const MAX_CATCH_UP_STEPS = 720;

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
  private readonly challengeValue: number;
  private readonly startedAt: number;
  private readonly targetOccupancy: number;
  private players: SimulatedPlayer[] = [];
  private simulatedUntil: number;
  private readonly mapOffset: number;
  private mapIndex: number;
  private socket: dgram.Socket | null = null;
  private requestsAnswered = 0;

  constructor(options: SimulatedServerOptions) {
    this.name = options.name;
    this.maxPlayers = options.maxPlayers;
    this.maps = options.maps.length > 0 ? options.maps : ['de_dust2'];
    this.host = options.host;
    this.boundPort = options.port;
    this.challengeEnabled = options.challenge ?? true;
    this.answering = options.answering ?? true;
    this.mapDurationMs = options.mapDurationMs ?? DEFAULT_MAP_DURATION_MS;
    this.stepMs = options.stepMs ?? DEFAULT_STEP_MS;
    this.now = options.now ?? Date.now;
    this.random = createRandom(options.seed);
    this.challengeValue = (Math.floor(this.random() * 0x7fffffff) | 1) >>> 0;
    this.targetOccupancy = 0.35 + this.random() * 0.55;
    this.startedAt = this.now();
    this.simulatedUntil = this.startedAt;
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

  setAnswering(answering: boolean): void {
    this.answering = answering;
  }

  setChallenge(enabled: boolean): void {
    this.challengeEnabled = enabled;
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
    const socket = this.socket;
    this.socket = null;
    if (!socket) return Promise.resolve();
    return new Promise((resolve) => socket.close(() => resolve()));
  }

  private handle(socket: dgram.Socket, message: Buffer, remote: dgram.RemoteInfo): void {
    if (!this.answering) return;
    const request = parseRequest(message);
    if (!request) return;
    const reply = this.answer(request);
    if (!reply) return;
    this.requestsAnswered += 1;
    socket.send(reply, remote.port, remote.address);
  }

  private answer(request: NonNullable<ReturnType<typeof parseRequest>>): Buffer | null {
    const challengeOk = (challenge: number | null) =>
      !this.challengeEnabled || (challenge !== null && challenge >>> 0 === this.challengeValue);
    switch (request.kind) {
      case 'challenge':
        return encodeChallenge(this.challengeValue);
      case 'info': {
        if (!challengeOk(request.challenge)) return encodeChallenge(this.challengeValue);
        const players = this.currentPlayers();
        return encodeInfo({
          name: this.name,
          map: this.currentMap(),
          folder: 'cstrike',
          game: 'Counter-Strike',
          players: players.length,
          maxPlayers: this.maxPlayers,
          bots: 0,
          version: '1.1.2.7/Stdio',
          gamePort: this.boundPort,
        });
      }
      case 'players':
        // Players and rules always need a challenge: -1 asks for one.
        if (request.challenge === -1 || request.challenge >>> 0 !== this.challengeValue) {
          return encodeChallenge(this.challengeValue);
        }
        return encodePlayers(this.currentPlayers());
      case 'rules':
        if (request.challenge === -1 || request.challenge >>> 0 !== this.challengeValue) {
          return encodeChallenge(this.challengeValue);
        }
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

  private populate(): void {
    const initial = Math.round(this.maxPlayers * this.targetOccupancy * (0.6 + this.random() * 0.4));
    const now = this.now();
    for (let i = 0; i < initial; i += 1) {
      const joinedAt = now - Math.floor(this.random() * 40 * 60 * 1000);
      this.addPlayer(joinedAt, Math.floor(((now - joinedAt) / 60000) * (0.5 + this.random() * 2)));
    }
  }

  private addPlayer(joinedAt: number, score: number): void {
    if (this.players.length >= this.maxPlayers) return;
    const taken = new Set(this.players.map((player) => player.name));
    const free = PLAYER_NAMES.filter((name) => !taken.has(name));
    const base = free.length > 0 ? free[Math.floor(this.random() * free.length)] : `Jugador${this.players.length + 1}`;
    this.players.push({ name: base, score, joinedAt });
  }

  // Advances the simulation lazily up to now, one step at a time: no timers, and a query after a long
  // pause sees what would have happened meanwhile.
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
    if (mapIndex !== this.mapIndex) {
      this.mapIndex = mapIndex;
      // Frags start again on every map, like on a real server.
      for (const player of this.players) player.score = 0;
    }
    const target = this.maxPlayers * this.targetOccupancy;
    const joinChance = this.players.length < target ? 0.35 : 0.08;
    if (this.random() < joinChance) this.addPlayer(at, 0);
    this.players = this.players.filter(() => this.random() >= 0.012);
    for (const player of this.players) {
      if (this.random() < 0.3) player.score += 1;
    }
  }
}
