import dgram from 'node:dgram';

// A client of GoldSrc's remote console (HLDS, Counter-Strike 1.6) over UDP on the game port. No maintained
// npm package speaks it (the `rcon` package's UDP mode sends the password unquoted and has no timeout nor
// size bound; the others speak Source's TCP rcon, a different protocol), so it is written here:
//   → FF FF FF FF "challenge rcon\n"              ← FF FF FF FF "challenge rcon <number>\n"
//   → FF FF FF FF "rcon <number> \"<password>\" <command>\0"
//   ← FF FF FF FF "l<console output>\0", in one datagram or several (the engine marks no last one, so the
//     answer is complete once no more arrives for `quietMs`)
// A wrong password is answered "Bad rcon_password.", an old challenge "Bad challenge." (asked again once).
// Everything the server sends is hostile: a datagram that is not one of these is refused as garbage, an
// answer is bounded in size, a silent server times out. The password is never put in an error or a log.
// Commands to one server go one call at a time (one challenge in flight per server).

export type RconServer = { host: string; port: number };

export type RconOptions = {
  password: string;
  // How long to wait for the first datagram of each answer.
  timeoutMs?: number;
  // An answer is complete when no more of it arrives for this long.
  quietMs?: number;
  // Bytes of console output accepted for one command.
  maxAnswerBytes?: number;
};

export type RconErrorCode =
  | 'invalid-password'
  | 'invalid-command'
  | 'timeout'
  | 'bad-password'
  | 'bad-challenge'
  | 'rcon-banned'
  | 'garbage'
  | 'too-large'
  | 'network';

// Spanish: staff read these beside each server a ban was sent to.
const MESSAGES: Record<RconErrorCode, string> = {
  'invalid-password': 'La contraseña de rcon guardada para el servidor no es válida (sin espacios ni comillas).',
  'invalid-command': 'El comando de rcon no es válido.',
  timeout: 'El servidor no respondió al rcon a tiempo.',
  'bad-password': 'El servidor rechazó la contraseña de rcon ("Bad rcon_password.").',
  'bad-challenge': 'El servidor rechazó el desafío de rcon ("Bad challenge.").',
  'rcon-banned': 'El servidor bloqueó el rcon desde esta dirección por intentos fallidos.',
  garbage: 'El servidor respondió algo que no es rcon de GoldSrc.',
  'too-large': 'La respuesta del servidor superó el tamaño máximo aceptado.',
  network: 'No se pudo enviar el rcon al servidor (error de red).',
};

// Failures that can pass with time; a wrong password or a bad command stays wrong however often it is sent.
const RETRYABLE: ReadonlySet<RconErrorCode> = new Set(['timeout', 'bad-challenge', 'garbage', 'too-large', 'network']);

export class RconError extends Error {
  readonly code: RconErrorCode;
  constructor(code: RconErrorCode) {
    super(MESSAGES[code]);
    this.name = 'RconError';
    this.code = code;
  }

  get retryable(): boolean {
    return RETRYABLE.has(this.code);
  }
}

export type RconOutcome =
  | { ok: true; outputs: string[] }
  // `applied`: how many of the commands ran before the failure (they ran in order).
  | { ok: false; code: RconErrorCode; message: string; retryable: boolean; applied: number };

const HEADER = Buffer.from([0xff, 0xff, 0xff, 0xff]);
const PRINT = 0x6c; // 'l', A2C_PRINT
const DEFAULT_TIMEOUT_MS = 3000;
const DEFAULT_QUIET_MS = 250;
const DEFAULT_MAX_ANSWER_BYTES = 64 * 1024;
// rcon_password on HLDS: printable, and no space nor quote, which would end it inside `"<password>"`.
const PASSWORD = /^[!#-~]{1,128}$/;
// One console command: printable ASCII, balanced quotes, and no ";" (which would start another command:
// every command is sent on its own, so a Steam ID or a reason can never smuggle one in).
const COMMAND = /^[ !#-:<-~]*("[ !#-:<-~]*"[ !#-:<-~]*)*$/;
const MAX_COMMAND_LENGTH = 512;
const CHALLENGE_REPLY = /^challenge rcon (\d{1,10})\n?\0?$/;

export function isValidRconCommand(command: string): boolean {
  return command.trim().length > 0 && command.length <= MAX_COMMAND_LENGTH && COMMAND.test(command);
}

const packet = (text: string) => Buffer.concat([HEADER, Buffer.from(text, 'latin1')]);

// One UDP exchange at a time on a socket connected to the server (the system drops datagrams from any
// other address): sends, then collects the answer's datagrams.
class Exchange {
  private readonly socket = dgram.createSocket('udp4');
  private waiting: ((datagram: Buffer | Error) => void) | null = null;
  private readonly queued: (Buffer | Error)[] = [];

  constructor(private readonly server: RconServer) {
    this.socket.on('message', (datagram) => this.deliver(datagram));
    this.socket.on('error', () => this.deliver(new RconError('network')));
  }

  async open(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.socket.once('error', reject);
      this.socket.connect(this.server.port, this.server.host, () => {
        this.socket.off('error', reject);
        resolve();
      });
    }).catch(() => {
      throw new RconError('network');
    });
  }

  send(text: string): Promise<void> {
    this.queued.length = 0;
    return new Promise((resolve, reject) =>
      this.socket.send(packet(text), (error) => (error ? reject(new RconError('network')) : resolve())),
    );
  }

  // The next datagram, or null when none comes within `ms`.
  next(ms: number): Promise<Buffer | null> {
    const ready = this.queued.shift();
    if (ready) return ready instanceof Error ? Promise.reject(ready) : Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        resolve(null);
      }, ms);
      this.waiting = (datagram) => {
        clearTimeout(timer);
        this.waiting = null;
        if (datagram instanceof Error) reject(datagram);
        else resolve(datagram);
      };
    });
  }

  close(): void {
    try {
      this.socket.close();
    } catch {
      // Already closed.
    }
  }

  private deliver(datagram: Buffer | Error): void {
    if (this.waiting) this.waiting(datagram);
    else if (this.queued.length < 64) this.queued.push(datagram);
  }
}

type Settings = Required<Omit<RconOptions, 'password'>>;

async function askChallenge(exchange: Exchange, settings: Settings): Promise<string> {
  await exchange.send('challenge rcon\n');
  const reply = await exchange.next(settings.timeoutMs);
  if (!reply) throw new RconError('timeout');
  if (reply.length > 64 || !reply.subarray(0, 4).equals(HEADER)) throw new RconError('garbage');
  const match = CHALLENGE_REPLY.exec(reply.subarray(4).toString('latin1'));
  if (match) return match[1];
  // A server that blocked this address answers the challenge with a console line instead.
  if (reply[4] === PRINT && /banned/i.test(reply.subarray(5).toString('latin1'))) throw new RconError('rcon-banned');
  throw new RconError('garbage');
}

// The console output of one command: every "l" datagram until the server falls quiet.
async function readAnswer(exchange: Exchange, settings: Settings): Promise<string> {
  const parts: Buffer[] = [];
  let size = 0;
  let wait = settings.timeoutMs;
  for (;;) {
    const datagram = await exchange.next(wait);
    if (!datagram) {
      if (parts.length === 0) throw new RconError('timeout');
      return Buffer.concat(parts).toString('latin1');
    }
    if (datagram.length < 5 || !datagram.subarray(0, 4).equals(HEADER) || datagram[4] !== PRINT) {
      throw new RconError('garbage');
    }
    const body = datagram.subarray(5, datagram[datagram.length - 1] === 0 ? -1 : undefined);
    size += body.length;
    if (size > settings.maxAnswerBytes) throw new RconError('too-large');
    parts.push(body);
    wait = settings.quietMs;
  }
}

async function runCommand(
  exchange: Exchange,
  settings: Settings,
  challenge: string,
  password: string,
  command: string,
) {
  await exchange.send(`rcon ${challenge} "${password}" ${command}\0`);
  const output = await readAnswer(exchange, settings);
  const line = output.trim();
  if (line === 'Bad rcon_password.') throw new RconError('bad-password');
  if (line === 'Bad challenge.') throw new RconError('bad-challenge');
  if (/^You have been banned from this server\.?$/.test(line) || line === 'Rcon banned.') {
    throw new RconError('rcon-banned');
  }
  return output;
}

const inFlight = new Map<string, Promise<unknown>>();

// Runs `task` after every earlier call for the same server has finished.
function oneAtATime<T>(server: RconServer, task: () => Promise<T>): Promise<T> {
  const key = `${server.host}:${server.port}`;
  const previous = inFlight.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  inFlight.set(key, settled);
  void settled.then(() => {
    if (inFlight.get(key) === settled) inFlight.delete(key);
  });
  return run;
}

// Sends the commands in order, each in its own rcon request under one challenge (asked again once if the
// server calls it stale), and says what happened. Never throws.
export function sendRconCommands(
  server: RconServer,
  commands: readonly string[],
  options: RconOptions,
): Promise<RconOutcome> {
  const settings: Settings = {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    quietMs: options.quietMs ?? DEFAULT_QUIET_MS,
    maxAnswerBytes: options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES,
  };
  const failed = (code: RconErrorCode, applied: number): RconOutcome => ({
    ok: false,
    code,
    message: MESSAGES[code],
    retryable: RETRYABLE.has(code),
    applied,
  });
  if (!PASSWORD.test(options.password)) return Promise.resolve(failed('invalid-password', 0));
  if (commands.length === 0 || !commands.every(isValidRconCommand)) {
    return Promise.resolve(failed('invalid-command', 0));
  }
  return oneAtATime(server, async () => {
    const exchange = new Exchange(server);
    const outputs: string[] = [];
    try {
      await exchange.open();
      let challenge = await askChallenge(exchange, settings);
      for (const command of commands) {
        try {
          outputs.push(await runCommand(exchange, settings, challenge, options.password, command));
        } catch (error) {
          if (!(error instanceof RconError) || error.code !== 'bad-challenge') throw error;
          challenge = await askChallenge(exchange, settings);
          outputs.push(await runCommand(exchange, settings, challenge, options.password, command));
        }
      }
      return { ok: true, outputs };
    } catch (error) {
      return failed(error instanceof RconError ? error.code : 'network', outputs.length);
    } finally {
      exchange.close();
    }
  });
}
