import { errors } from '@strapi/utils';
import type { Context } from 'koa';

// Strapi's authorize step wraps every action and turns a thrown ForbiddenError into a bare 403 (and an
// UnauthorizedError into a bare 401), dropping the message. A PolicyError is the one 403 it lets
// through, so refusals with a message the user should read are thrown as one, named like a 403.
export function forbidden(message: string): never {
  const error = new errors.PolicyError(message);
  (error as Error).name = 'ForbiddenError';
  throw error;
}

// A 401 always reads "Necesitás iniciar sesión…" (src/http/spanish-errors.ts): there is nothing more
// specific to tell someone who is not signed in.
export function unauthorized(): never {
  throw new errors.UnauthorizedError();
}

// A request that cannot be done in the resource's present state (a second appeal on the same ban): 409, its
// message kept as written (Strapi formats an HTTP error with its own status).
export function conflict(ctx: Context, message: string): never {
  ctx.throw(409, message);
}
