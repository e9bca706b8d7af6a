import type { Knex } from 'knex';
import { intFromEnv } from '../env/int-from-env';

// Whether the database answers, asked cheaply and briefly: GET /_health (load balancers), and the API's
// refusals, which a database outage can masquerade as (src/middlewares/database-unavailable.ts).

export type DatabaseCheck = { ok: boolean; responseMs: number; reason?: string };

// Errors that mean "the database cannot be reached now" (it restarts, the network dropped, no connection
// could be had in time), as opposed to a bug or a refused query: node-postgres and the kernel's codes,
// PostgreSQL's SQLSTATE class 08 (connection exception), 57P01-57P03 (shutting down, starting up) and
// 53300 (too many connections), and knex's pool timeout.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Timeout acquiring a connection|Connection ended unexpectedly|read ECONNRESET|connect ECONNREFUSED/i;

function codeOf(error: object): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : '';
}

// The error, or one it was caused by (Strapi and knex wrap some), says the database is unreachable.
export function isDatabaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = codeOf(current);
    if (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if ((current as Error).name === 'KnexTimeoutError') return true;
    if (typeof (current as Error).message === 'string' && UNREACHABLE_MESSAGES.test((current as Error).message)) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// What a health answer may say about a failure: a code, never a message (those name hosts and users).
function reasonOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const code = codeOf(error);
    if (code) return code;
    if ((error as Error).name === 'KnexTimeoutError') return 'pool-timeout';
  }
  return 'error';
}

export type DatabaseProbe = () => Promise<DatabaseCheck>;

// `SELECT 1` with a deadline. Callers within `reuseMs` of an answer get that answer, and concurrent callers
// share one query, so a burst of checks (several load balancers, a wave of refusals) costs one query.
export function createDatabaseProbe(
  knex: () => Knex,
  { timeoutMs, reuseMs }: { timeoutMs: number; reuseMs: number },
): DatabaseProbe {
  let inFlight: Promise<DatabaseCheck> | null = null;
  let last: { at: number; check: DatabaseCheck } | null = null;

  async function query(): Promise<DatabaseCheck> {
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<DatabaseCheck>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, reason: 'timeout', responseMs: timeoutMs }), timeoutMs);
    });
    const answer = knex()
      .raw('select 1')
      .then(
        (): DatabaseCheck => ({ ok: true, responseMs: Date.now() - started }),
        (error: unknown): DatabaseCheck => ({ ok: false, reason: reasonOf(error), responseMs: Date.now() - started }),
      );
    try {
      return await Promise.race([answer, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  return () => {
    if (last && Date.now() - last.at < reuseMs) return Promise.resolve(last.check);
    inFlight ??= query()
      .then((check) => {
        last = { at: Date.now(), check };
        return check;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

let sharedProbe: DatabaseProbe | null = null;

// The probe of this process (one database per CMS): GET /_health and the API's refusals share its answers.
export function databaseProbe(knex: () => Knex): DatabaseProbe {
  sharedProbe ??= createDatabaseProbe(knex, { timeoutMs: intFromEnv('HEALTH_DB_TIMEOUT_MS', 2000, 50), reuseMs: 1000 });
  return sharedProbe;
}

let stopping = false;

// Set when the CMS starts shutting down: it still answers while the poll cycle in progress finishes, but
// load balancers should send new requests elsewhere.
export function markStopping(): void {
  stopping = true;
}

export const isStopping = () => stopping;
