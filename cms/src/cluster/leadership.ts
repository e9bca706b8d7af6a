import { createHash, randomUUID } from 'node:crypto';
import { Client, type ClientConfig } from 'pg';
import type { Log } from './event-bus';

// Which instance does the work that must happen once (polling the game servers, applying game-log
// statistics). The leader is whoever holds a session-level advisory lock on a connection of its own.
//
// Why an advisory lock and not a lease row with heartbeats: PostgreSQL releases the lock the moment the
// holder's session ends (a SIGKILLed or crashed process closes its socket), so a follower takes over at
// its next check with no expiry to wait for, no clock to agree on and no heartbeat writes. What a lease
// would add, surviving a connection pooler in transaction mode, does not apply: this connection is opened
// directly, like the event bus's. The one case a lock alone misses is a leader cut off from the database
// without a word (a network partition): the server ends that session once its TCP keepalives fail (set
// below), and the leader, whose checks fail first, stops leading before then.

export type LeadershipState = 'single' | 'connecting' | 'following' | 'leading' | 'closed';

export type PostgresLeadershipOptions = {
  connection: Pick<ClientConfig, 'connectionString' | 'host' | 'port' | 'user' | 'password' | 'database' | 'ssl'>;
  // Instances compete only with those on the same schema (the test suite runs many CMSs, each in its own
  // schema of one database; advisory locks are database-wide).
  schema: string;
  // How often a follower tries to take the lock and a leader checks it still holds its connection.
  checkIntervalMs?: number;
  // A check that takes longer than this counts as a lost connection.
  checkTimeoutMs?: number;
};

export type Leadership = {
  readonly instanceId: string;
  // What this instance last knew, without asking the database.
  isLeader(): boolean;
  // Asks the database now (the leader's connection answers; a follower tries to take the lock) and tells
  // whether this instance leads. Never throws: no database means no leadership.
  confirm(): Promise<boolean>;
  onChange(handler: (leading: boolean) => void): () => void;
  useLog(log: Log): void;
  connectPostgres(options: PostgresLeadershipOptions): Promise<void>;
  state(): LeadershipState;
  close(): Promise<void>;
};

// Namespace of the lock (first key): "CS16" in ASCII. The second key is the schema's.
export const LOCK_NAMESPACE = 0x43533136;
const ERROR_LOG_INTERVAL_MS = 10000;

export function leaderLockKey(schema: string): number {
  return createHash('sha256').update(`poller:${schema}`).digest().readInt32BE(0);
}

export function leaderApplicationName(instanceId: string): string {
  return `cs16-cms-leader ${process.pid} ${instanceId.slice(0, 8)}`;
}

const consoleLog: Log = {
  info: (text) => console.log(text),
  warn: (text) => console.warn(text),
  error: (text) => console.error(text),
};

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createLeadership(): Leadership {
  const instanceId = randomUUID();
  const handlers = new Set<(leading: boolean) => void>();
  let log: Log = consoleLog;
  let state: LeadershipState = 'single';
  let options: PostgresLeadershipOptions | null = null;
  let client: Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let checking: Promise<boolean> | null = null;
  let errorLoggedAt = 0;

  const leading = () => state === 'single' || state === 'leading';

  function become(next: LeadershipState): void {
    const before = leading();
    state = next;
    if (before === leading()) return;
    log.info(leading() ? '[leadership] this instance now polls the game servers' : '[leadership] no longer leading');
    for (const handler of handlers) {
      try {
        handler(leading());
      } catch (error) {
        log.error(`[leadership] a handler failed: ${describe(error)}`);
      }
    }
  }

  function logFailure(what: string, error: unknown): void {
    if (Date.now() - errorLoggedAt < ERROR_LOG_INTERVAL_MS) return;
    errorLoggedAt = Date.now();
    log.warn(`[leadership] ${what}: ${describe(error)}`);
  }

  // The lock lives and dies with this connection: losing it for any reason means not leading any more.
  function dropClient(reason: unknown): void {
    const dropped = client;
    client = null;
    if (dropped) dropped.end().catch(() => undefined);
    if (state === 'closed') return;
    if (state === 'leading') log.warn(`[leadership] lost the lock's connection (${describe(reason)})`);
    become('connecting');
  }

  async function connect(current: PostgresLeadershipOptions): Promise<Client> {
    const timeoutMs = current.checkTimeoutMs ?? 5000;
    const next = new Client({
      ...current.connection,
      application_name: leaderApplicationName(instanceId),
      keepAlive: true,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
    });
    // Without an 'error' listener a dropped connection would crash the process.
    next.on('error', (error: Error) => {
      if (client === next) dropClient(error);
    });
    next.on('end', () => {
      if (client === next) dropClient('connection closed');
    });
    client = next;
    try {
      await next.connect();
      // The server ends this session, and so frees the lock, about 25 s after this machine stops answering
      // its keepalives (a network partition); a process that dies closes the socket and frees it at once.
      await next.query('SET tcp_keepalives_idle = 10; SET tcp_keepalives_interval = 5; SET tcp_keepalives_count = 3');
    } catch (error) {
      if (client === next) dropClient(error);
      else next.end().catch(() => undefined);
      throw error;
    }
    return next;
  }

  async function check(): Promise<boolean> {
    const current = options;
    if (!current || state === 'closed') return leading();
    try {
      const connection = client ?? (await connect(current));
      if (state === 'leading') {
        await connection.query('SELECT 1');
        return client === connection && state === 'leading';
      }
      const result = await connection.query<{ acquired: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS acquired', [
        LOCK_NAMESPACE,
        leaderLockKey(current.schema),
      ]);
      if (client !== connection || (state as LeadershipState) === 'closed') return false;
      become(result.rows[0]?.acquired ? 'leading' : 'following');
      return leading();
    } catch (error) {
      logFailure('cannot reach PostgreSQL', error);
      if (client) dropClient(error);
      return false;
    }
  }

  // One check at a time: callers that ask meanwhile share its answer.
  function confirm(): Promise<boolean> {
    if (!options) return Promise.resolve(leading());
    checking ??= check().finally(() => {
      checking = null;
    });
    return checking;
  }

  return {
    instanceId,

    isLeader: leading,

    confirm,

    onChange(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },

    useLog(next) {
      log = next;
    },

    async connectPostgres(connectOptions: PostgresLeadershipOptions): Promise<void> {
      if (options) throw new Error('leadership is already on PostgreSQL');
      options = connectOptions;
      state = 'connecting';
      const intervalMs = connectOptions.checkIntervalMs ?? 2000;
      timer = setInterval(() => void confirm(), intervalMs);
      timer.unref();
      await confirm();
    },

    state: () => state,

    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await checking?.catch(() => undefined);
      state = 'closed';
      const closing = client;
      client = null;
      // Ending the session frees the lock: a follower takes over at its next check, not after a timeout.
      if (closing) await closing.end().catch(() => undefined);
    },
  };
}

// The one leadership of this process (src/index.ts connects it on PostgreSQL).
export const leadership = createLeadership();
