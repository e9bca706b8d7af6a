import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

// Every limit of the CMS, in one place. The counters live in one table of the shared database, so several CMS
// instances enforce one limit together (issue 15); should the database fail, each instance falls back to counting
// in its own memory rather than refusing everyone.
export type LimitName =
  | 'signInAddress'
  | 'signInAccount'
  | 'registration'
  | 'authFlow'
  | 'passwordReset'
  | 'upload'
  | 'serverQuery'
  | 'steamLinkCode'
  | 'serverKey'
  | 'adminPlanAction';

type LimitSpec = { points: number; durationSeconds: number };

function positiveInt(name: string, fallback: number): number {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export function limitSpecs(): Record<LimitName, LimitSpec> {
  return {
    // Every sign-in attempt from one client address.
    signInAddress: { points: positiveInt('AUTH_RATE_LIMIT_MAX', 10), durationSeconds: 60 },
    // Failed sign-ins of one account, from any address: slows a password guesser who has many addresses.
    // The price is that such an attacker can keep one account from signing in for up to an hour; one
    // address can do that to at most AUTH_RATE_LIMIT_MAX × 60 / AUTH_ACCOUNT_FAILURE_MAX accounts an hour.
    signInAccount: { points: positiveInt('AUTH_ACCOUNT_FAILURE_MAX', 50), durationSeconds: 3600 },
    // Accounts created from one client address, whatever email each one uses.
    registration: { points: positiveInt('REGISTRATION_RATE_LIMIT_MAX', 10), durationSeconds: 3600 },
    // Strapi's other auth flows (password reset and change, email confirmation, providers), per address.
    authFlow: { points: positiveInt('AUTH_RATE_LIMIT_MAX', 10), durationSeconds: 60 },
    // Password-reset emails one address may be sent, whether an account has it or not (so the limit tells
    // nothing either): each one is a real email in someone's inbox.
    passwordReset: { points: positiveInt('PASSWORD_RESET_LIMIT', 3), durationSeconds: 3600 },
    // Steam link codes one account may ask for (each new one replaces the last).
    steamLinkCode: { points: positiveInt('STEAM_LINK_CODE_LIMIT', 10), durationSeconds: 3600 },
    // Wrong or missing game-server keys from one address (GET /api/game-server/users-ini and /applied): past the
    // limit the address waits out the minute, whatever key it sends (src/game-servers/privileges).
    serverKey: { points: positiveInt('SERVER_KEY_FAILURE_MAX', 30), durationSeconds: 60 },
    // Kicks and bans one Admin-plan member may send from their panel (each is rcon to their game server).
    adminPlanAction: { points: positiveInt('ADMIN_PLAN_ACTION_LIMIT', 30), durationSeconds: 60 },
    // Profile pictures one signed-in user may send (each is decoded and resized several times).
    upload: { points: positiveInt('UPLOAD_RATE_LIMIT_MAX', 20), durationSeconds: 3600 },
    // POST /api/serverlist/query per admin (each one sends UDP to a game server).
    serverQuery: {
      points: positiveInt('SERVERLIST_QUERY_LIMIT', 10),
      durationSeconds: Math.ceil(positiveInt('SERVERLIST_QUERY_WINDOW_MS', 60000) / 1000),
    },
  };
}

export const RATE_LIMIT_TABLE = 'rate_limits';

let limiters: Record<LimitName, RateLimiterAbstract> | null = null;

function postgresLimiter(strapi: Core.Strapi, options: IRateLimiterOptions): RateLimiterAbstract {
  return new RateLimiterPostgres({
    ...options,
    storeClient: strapi.db.connection,
    storeType: 'knex',
    tableName: RATE_LIMIT_TABLE,
    // Made by the migrations (src/migrations), not by each limiter at start.
    tableCreated: true,
    schemaName: strapi.config.get<string | undefined>('database.connection.connection.schema'),
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

// Bootstrap: one limiter per limit.
export function setUpRateLimits(strapi: Core.Strapi): void {
  const created = {} as Record<LimitName, RateLimiterAbstract>;
  for (const [name, spec] of Object.entries(limitSpecs()) as [LimitName, LimitSpec][]) {
    created[name] = postgresLimiter(strapi, { keyPrefix: name, points: spec.points, duration: spec.durationSeconds });
  }
  limiters = created;
}

function limiter(name: LimitName): RateLimiterAbstract {
  if (!limiters) throw new Error('Rate limits are used before the CMS finished its bootstrap');
  return limiters[name];
}

// Keys stay short and never store what a client typed (an email, a long identifier) in clear.
export function limitKey(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

// "un minuto", "15 minutos": how long the caller has to wait, for a Spanish message.
export function waitPhrase(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? 'un minuto' : `${minutes} minutos`;
}

export type RefusalMessage = (wait: string) => string;

function refuse(ctx: Context, msBeforeNext: number, message: RefusalMessage): never {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  ctx.set('Retry-After', String(retryAfterSeconds));
  throw new errors.RateLimitError(message(waitPhrase(retryAfterSeconds)), { retryAfterSeconds });
}

// Takes one point of `key`; a caller without points left gets 429 with Retry-After and the message.
export async function consumeOrRefuse(ctx: Context, name: LimitName, key: string, message: RefusalMessage) {
  try {
    await limiter(name).consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) refuse(ctx, rejection.msBeforeNext, message);
    throw rejection;
  }
}

// Refuses when `key` has no points left, without taking one (the point is taken later, on failure).
export async function refuseIfExhausted(ctx: Context, name: LimitName, key: string, message: RefusalMessage) {
  const state = await limiter(name).get(key);
  if (state && state.consumedPoints >= limitSpecs()[name].points) {
    refuse(ctx, state.msBeforeNext, message);
  }
}

export async function countFailure(name: LimitName, key: string): Promise<void> {
  await limiter(name)
    .penalty(key, 1)
    .catch(() => undefined);
}
