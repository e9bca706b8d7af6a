import type { Core } from '@strapi/strapi';
import { gzipSync } from 'node:zlib';
import type { Context } from 'koa';
import { publicReadFor, readQuery, type PublicRead } from '../http/public-reads';
import { errorBodyFor } from '../http/spanish-errors';
import {
  answerInFlight,
  currentGeneration,
  etagOf,
  freshAnswer,
  lifetimeMs,
  startMiss,
  storeAnswer,
  type CachedAnswer,
} from '../http/public-read-cache';

// The micro-cache of anonymous public reads (the paths of src/http/public-reads.ts). It sits early in the
// global middleware chain, so a hit skips Strapi's per-request work; a miss goes through everything,
// permission checks included, and only a 200 is kept. Every answer of a registered read carries an ETag (a
// matching If-None-Match gets a 304) and the read's Cache-Control, also when storing is off (TTL 0).
// Requests with an Authorization header may get per-user answers: never stored, never shared, and marked
// private for browsers and CDNs.
// A registered read takes only the query parameters it lists (src/http/public-reads.ts): any other is a 400
// in Spanish, for every caller, before Strapi does any work; the key is made of the listed ones in a fixed
// order, so `?x=1`, `?x=2`… neither run the read again nor push the real answers out (issue 23).

// Below this a gzipped body saves less than the headers it needs.
const GZIP_FROM_BYTES = 1024;

function send(ctx: Context, read: PublicRead, answer: CachedAnswer): void {
  ctx.status = 200;
  ctx.set('ETag', answer.etag);
  ctx.set('Cache-Control', read.cacheControl);
  // Koa's freshness check (the `fresh` package): If-None-Match against the ETag, weak or not, `*` included.
  if (ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.set('Content-Type', answer.contentType);
  if (answer.gzipped && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = answer.gzipped;
    return;
  }
  ctx.body = answer.body;
}

const JSON_TYPE = 'application/json; charset=utf-8';

// What Strapi answered, as bytes: a JSON body (an object), or a text one (the news feed) with its own type.
function bytesOf(ctx: Context): { body: Buffer; contentType: string } | null {
  if (ctx.status !== 200 || !ctx.body || Buffer.isBuffer(ctx.body)) return null;
  if (typeof ctx.body === 'string') {
    return {
      body: Buffer.from(ctx.body),
      contentType: ctx.response.get('Content-Type') || 'text/plain; charset=utf-8',
    };
  }
  if (typeof ctx.body !== 'object' || typeof (ctx.body as { pipe?: unknown }).pipe === 'function') return null;
  return { body: Buffer.from(JSON.stringify(ctx.body)), contentType: JSON_TYPE };
}

function answerOf(ctx: Context, read: PublicRead): CachedAnswer | null {
  const bytes = bytesOf(ctx);
  if (!bytes) return null;
  const { body, contentType } = bytes;
  const gzipped = body.length >= GZIP_FROM_BYTES ? gzipSync(body) : null;
  return { body, gzipped, etag: etagOf(body), tags: read.tags, contentType };
}

export default (_config: unknown, _context: { strapi: Core.Strapi }): Core.MiddlewareHandler =>
  async (ctx, next) => {
    const read = ctx.method === 'GET' ? publicReadFor(ctx.path) : null;
    if (!read) {
      await next();
      return;
    }
    ctx.vary('Authorization');
    ctx.vary('Accept-Encoding');
    const query = readQuery(read, ctx.path, ctx.querystring);
    if (!query.ok) {
      ctx.status = 400;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = errorBodyFor(400, `Parámetro de consulta no válido: ${query.parameter.slice(0, 40)}.`);
      return;
    }
    if (ctx.get('authorization')) {
      await next();
      ctx.set('Cache-Control', 'private, no-store');
      return;
    }

    const ttlMs = lifetimeMs(read.lifetime);
    const key = query.key;
    if (ttlMs > 0) {
      const shared = freshAnswer(key) ?? (await answerInFlight(key));
      if (shared) {
        send(ctx, read, shared);
        return;
      }
    }

    const generation = currentGeneration();
    const settle = ttlMs > 0 ? startMiss(key) : null;
    let answer: CachedAnswer | null = null;
    try {
      await next();
      answer = answerOf(ctx, read);
    } catch (error) {
      // Errors (thrown here, shaped by strapi::errors further out) are never kept by anyone.
      ctx.set('Cache-Control', 'no-store');
      throw error;
    } finally {
      settle?.(answer);
    }
    if (!answer) {
      ctx.set('Cache-Control', 'no-store');
      return;
    }
    storeAnswer(key, answer, ttlMs, generation, read.path);
    send(ctx, read, answer);
  };
