import type { KoaContext } from './content-api';

/** A refusal of the domain said to the caller as it is: its HTTP status and Spanish message. */
export class Refusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 503,
    message: string,
  ) {
    super(message);
  }
}

// The action's answer as `{ data }`, or its refusal as its status and message. A 503 (MercadoPago or a game server
// not answering) keeps its message and says when to try again: Strapi's error handler would answer any 5xx as an
// internal error.
export async function answerOrRefuse<T>(ctx: KoaContext, run: () => Promise<T>): Promise<void> {
  try {
    ctx.body = { data: await run() };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    if (error.status !== 503) ctx.throw(error.status, error.message);
    ctx.status = 503;
    ctx.set('Retry-After', '30');
    ctx.body = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: error.message } };
  }
}
