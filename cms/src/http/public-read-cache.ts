import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { defineChannel, eventBus } from '../cluster/event-bus';
import { intFromEnv } from '../env/int-from-env';
import { CACHE_TAGS, isCacheTag, type CacheLifetime, type CacheTag } from './public-reads';

// The answers of registered public reads (./public-reads.ts), kept for a moment per instance and dropped on
// every instance as soon as a write changes their data: writes publish the tags they touch on the event bus
// after their transaction commits, and an instance that may have missed messages drops everything.

// `gzipped`: the body compressed once when it is stored, for every caller that accepts gzip (the server list
// is about 90 KB of JSON and 10 KB gzipped: on mobile data that is most of a page's wait), or null when the
// body is too small to gain from it.
// `contentType`: the answer's Content-Type header (JSON for every read but the news feed's Atom XML).
export type CachedAnswer = {
  body: Buffer;
  gzipped: Buffer | null;
  etag: string;
  tags: readonly CacheTag[];
  contentType: string;
};
type Entry = CachedAnswer & { read: string };

const MAX_ENTRIES = 500;
// One read (e.g. a player's statistics, asked for many Steam IDs) may fill a quarter of the cache: asking
// for many distinct answers of one read pushes out that read's older answers, not every other read's.
const MAX_ENTRIES_PER_READ = MAX_ENTRIES / 4;
// Each distinct query string is its own entry: a bound on bytes keeps a crawler from filling memory.
const MAX_BYTES = 32 * 1024 * 1024;

const sizeOf = (answer: CachedAnswer) => answer.body.length + (answer.gzipped?.length ?? 0);

// The answers, least recently used out first, by count and by bytes, each with its read's lifetime (lru-cache).
const entries = new LRUCache<string, Entry>({
  max: MAX_ENTRIES,
  maxSize: MAX_BYTES,
  maxEntrySize: MAX_BYTES / 4,
  sizeCalculation: sizeOf,
  // An answer that left for any reason leaves its read's list too (after the cache is done: no re-entrance).
  disposeAfter: (entry, key) => keysOfRead.get(entry.read)?.delete(key),
});
// Each read's keys, least recently used out first: the one past its quarter pushes out that read's oldest answer.
const keysOfRead = new Map<string, LRUCache<string, true>>();

function keysOf(read: string): LRUCache<string, true> {
  let keys = keysOfRead.get(read);
  if (!keys) {
    keys = new LRUCache<string, true>({
      max: MAX_ENTRIES_PER_READ,
      disposeAfter: (_value, key, reason) => {
        if (reason === 'evict') entries.delete(key);
      },
    });
    keysOfRead.set(read, keys);
  }
  return keys;
}

// Misses in flight: concurrent anonymous callers of the same URL wait for the first one's answer instead
// of all going through Strapi at once when an entry expires.
const inFlight = new Map<string, Promise<CachedAnswer | null>>();
// Bumped on every invalidation: an answer computed across one is not stored (it may predate the write).
let generation = 0;

export function lifetimeMs(lifetime: CacheLifetime): number {
  return lifetime === 'short' ? intFromEnv('PUBLIC_CACHE_MS', 2000, 0) : intFromEnv('PUBLIC_CACHE_LONG_MS', 60000, 0);
}

export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function currentGeneration(): number {
  return generation;
}

export function freshAnswer(key: string): CachedAnswer | null {
  return entries.get(key) ?? null;
}

export function answerInFlight(key: string): Promise<CachedAnswer | null> | null {
  return inFlight.get(key) ?? null;
}

// Marks a miss as in flight; the returned function settles it with the answer (or null when not storable).
export function startMiss(key: string): (answer: CachedAnswer | null) => void {
  let settle: (answer: CachedAnswer | null) => void = () => undefined;
  const shared = new Promise<CachedAnswer | null>((resolve) => (settle = resolve));
  inFlight.set(key, shared);
  return (answer) => {
    if (inFlight.get(key) === shared) inFlight.delete(key);
    settle(answer);
  };
}

// `read` is the registered path the answer belongs to (PublicRead.path).
export function storeAnswer(key: string, answer: CachedAnswer, ttlMs: number, startedAt: number, read: string): void {
  if (ttlMs <= 0 || startedAt !== generation || sizeOf(answer) > MAX_BYTES / 4) return;
  entries.set(key, { ...answer, read }, { ttl: ttlMs });
  if (entries.has(key)) keysOf(read).set(key, true);
}

function drop(tags: readonly CacheTag[] | 'all'): void {
  generation += 1;
  inFlight.clear();
  if (tags === 'all') {
    entries.clear();
    return;
  }
  for (const [key, entry] of entries.entries()) {
    if (entry.tags.some((tag) => tags.includes(tag))) entries.delete(key);
  }
}

export type CacheInvalidation = { tags: CacheTag[] };

const invalidations = defineChannel<CacheInvalidation>('public-cache.invalidate', (raw) => {
  const tags = (raw as { tags?: unknown } | null)?.tags;
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > CACHE_TAGS.length || !tags.every(isCacheTag)) {
    return null;
  }
  return { tags };
});

// Drops cached answers carrying any of these tags on every instance.
export function invalidatePublicReads(tags: readonly CacheTag[]): void {
  if (tags.length > 0) eventBus.publish(invalidations, { tags: [...new Set(tags)] });
}

// Inside a transaction, waits for the commit: dropped earlier, an answer could be cached again from the
// data the transaction is about to replace. The tags of one transaction leave as one message.
const pendingByTransaction = new WeakMap<object, Set<CacheTag>>();

export async function invalidatePublicReadsAfterCommit(strapi: Core.Strapi, tags: readonly CacheTag[]): Promise<void> {
  if (!strapi.db.inTransaction()) {
    invalidatePublicReads(tags);
    return;
  }
  // Nested in the running transaction: no new transaction, and onCommit joins the outer one's callbacks.
  await strapi.db.transaction(({ trx, onCommit }) => {
    let pending = pendingByTransaction.get(trx);
    if (!pending) {
      const tagsOfTransaction = new Set<CacheTag>();
      pendingByTransaction.set(trx, tagsOfTransaction);
      onCommit(() => invalidatePublicReads([...tagsOfTransaction]));
      pending = tagsOfTransaction;
    }
    for (const tag of tags) pending.add(tag);
  });
}

// What the poller writes on every cycle: only live reads depend on it.
const STATUS_FIELDS = new Set(['online', 'current_data', 'statusCheckedAt', 'updatedAt']);

function serverTags(event: { params?: { data?: unknown } }): CacheTag[] {
  const data = event.params?.data;
  const statusOnly =
    Boolean(data) && typeof data === 'object' && Object.keys(data as object).every((key) => STATUS_FIELDS.has(key));
  return statusOnly ? ['server-status'] : ['server-status', 'server-content'];
}

type LifecycleEvent = { params?: { data?: unknown } };

function onEveryWrite(handler: (event: LifecycleEvent) => Promise<void>) {
  return {
    afterCreate: handler,
    afterUpdate: handler,
    afterDelete: handler,
    afterCreateMany: handler,
    afterUpdateMany: handler,
    afterDeleteMany: handler,
  };
}

// For what keeps answers of its own under a public read (a service's memo): told, on every instance, when
// the cached answers carrying these tags are dropped ('all' after a gap in the event bus).
export function onPublicReadsInvalidated(handler: (tags: readonly CacheTag[] | 'all') => void): () => void {
  const unsubscribe = eventBus.subscribe(invalidations, ({ tags }) => handler(tags));
  const stopResync = eventBus.onResync(() => handler('all'));
  return () => {
    unsubscribe();
    stopResync();
  };
}

// Called once at bootstrap: listens for invalidations from every instance and publishes this one's writes.
export function watchWritesForPublicReads(strapi: Core.Strapi): void {
  eventBus.subscribe(invalidations, ({ tags }) => drop(tags));
  eventBus.onResync(() => drop('all'));
  const after = (tags: (event: LifecycleEvent) => CacheTag[]) =>
    onEveryWrite((event) => invalidatePublicReadsAfterCommit(strapi, tags(event)));
  strapi.db.lifecycles.subscribe({ models: ['api::server.server'], ...after(serverTags) });
  // Photos are files of the upload plugin: a replaced photo changes the server's answer (or a news cover).
  strapi.db.lifecycles.subscribe({ models: ['plugin::upload.file'], ...after(() => ['server-content', 'news']) });
  strapi.db.lifecycles.subscribe({ models: ['api::help-article.help-article'], ...after(() => ['help-articles']) });
  strapi.db.lifecycles.subscribe({
    models: ['api::news-post.news-post', 'api::news-tag.news-tag'],
    ...after(() => ['news']),
  });
  strapi.db.lifecycles.subscribe({ models: ['api::rule-set.rule-set'], ...after(() => ['rules']) });
  strapi.db.lifecycles.subscribe({ models: ['api::about-page.about-page'], ...after(() => ['about']) });
  strapi.db.lifecycles.subscribe({ models: ['api::legal-page.legal-page'], ...after(() => ['legal']) });
  strapi.db.lifecycles.subscribe({ models: ['plugin::users-permissions.user'], ...after(() => ['users']) });
}
