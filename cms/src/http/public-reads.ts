// The public reads the CMS may answer from its micro-cache (src/middlewares/public-read-cache.ts): GETs
// whose answer is the same for every anonymous caller. A path not listed here is never cached. To add one:
// list its path, how long it may be kept and which tags drop it, then make sure whatever writes its data
// drops those tags (src/http/public-read-cache.ts: lifecycles of content types, or invalidatePublicReads).

// What a write can change. Each cached answer carries the tags of the data it was built from.
export const CACHE_TAGS = [
  'server-content',
  'server-status',
  'help-articles',
  'users',
  'news',
  'rules',
  'about',
  'legal',
  'bans',
] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

// 'short': live data, dropped on every poll anyway (PUBLIC_CACHE_MS). 'long': data that only editors change,
// or that may lag a little (a graph's last bucket) (PUBLIC_CACHE_LONG_MS).
export type CacheLifetime = 'short' | 'long';

export type PublicRead = {
  path: string;
  // The query parameters the endpoint reads (for Strapi's own queries, the top-level name: `filters` covers
  // `filters[slug][$eq]`). Any other is refused with a 400 before anything runs, and the cache key is made of
  // these alone, in this order: junk parameters can neither bypass the cache nor flush it (issue 23).
  query: readonly string[];
  lifetime: CacheLifetime;
  tags: readonly CacheTag[];
  // What a browser or CDN may do with the answer. It cannot be told about writes, so it either revalidates
  // every time (the ETag makes that a 304) or keeps the answer only briefly.
  cacheControl: string;
};

const REVALIDATE_EVERY_TIME = 'public, no-cache';
const SERVERS: CacheTag[] = ['server-content', 'server-status'];
// Content only editors change: a browser or CDN may reuse it for a minute.
const EDITED_CONTENT = 'public, max-age=60, stale-while-revalidate=300';
// Strapi's query of a collection (the site sends populate, pagination, sort and filters) and of one entry.
const STRAPI_COLLECTION = ['filters', 'populate', 'pagination', 'sort', 'fields'] as const;
const STRAPI_ENTRY = ['populate', 'fields'] as const;
const PERIOD = ['period'] as const;

export const PUBLIC_READS: readonly PublicRead[] = [
  {
    path: '/api/servers',
    query: STRAPI_COLLECTION,
    lifetime: 'short',
    tags: SERVERS,
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  {
    path: '/api/servers/:documentId',
    query: STRAPI_ENTRY,
    lifetime: 'short',
    tags: SERVERS,
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  {
    path: '/api/servers/:documentId/live',
    query: [],
    lifetime: 'short',
    tags: SERVERS,
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  {
    path: '/api/servers/:documentId/statistics',
    query: [],
    lifetime: 'short',
    tags: SERVERS,
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  {
    path: '/api/servers/:documentId/history',
    query: ['range'],
    lifetime: 'long',
    tags: ['server-content'],
    cacheControl: 'public, max-age=30, stale-while-revalidate=30',
  },
  {
    path: '/api/community/summary',
    query: [],
    lifetime: 'short',
    tags: [...SERVERS, 'users'],
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  // Game statistics change with every applied log batch: kept briefly (the service memoises them too), and
  // dropped at once when a player edits the profile or picture they show.
  {
    path: '/api/servers/:documentId/top-players',
    query: PERIOD,
    lifetime: 'short',
    tags: ['server-content', 'users'],
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  {
    path: '/api/servers/:documentId/weapons',
    query: PERIOD,
    lifetime: 'short',
    tags: ['server-content'],
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  {
    path: '/api/servers/:documentId/awards',
    query: [],
    lifetime: 'short',
    tags: ['server-content', 'users'],
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  {
    path: '/api/servers/:documentId/maps',
    query: PERIOD,
    lifetime: 'short',
    tags: ['server-content'],
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  {
    path: '/api/players/:steamId/stats',
    query: PERIOD,
    lifetime: 'short',
    tags: ['server-content'],
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  {
    path: '/api/profiles/:profileId',
    query: PERIOD,
    lifetime: 'short',
    tags: ['server-content', 'users'],
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  // Novedades: kept briefly (a post scheduled for a date appears then, not a minute later), and revalidated
  // by browsers and CDNs, which cannot know the date has come. They show their author and the servers concerned.
  // Before '/api/news/:slug', which would take it (the first read that matches a path is its read). Feed
  // readers poll: they may keep it five minutes (a scheduled post reaches them that late at most).
  {
    path: '/api/news/feed.xml',
    query: [],
    lifetime: 'short',
    tags: ['news', 'users'],
    cacheControl: 'public, max-age=300',
  },
  {
    path: '/api/news',
    query: ['page', 'pageSize', 'tag'],
    lifetime: 'short',
    tags: ['news', 'users', 'server-content'],
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  {
    path: '/api/news/:slug',
    query: [],
    lifetime: 'short',
    tags: ['news', 'users', 'server-content'],
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  { path: '/api/rules', query: [], lifetime: 'long', tags: ['rules'], cacheControl: EDITED_CONTENT },
  { path: '/api/about', query: [], lifetime: 'long', tags: ['about'], cacheControl: EDITED_CONTENT },
  { path: '/api/legal/:page', query: [], lifetime: 'long', tags: ['legal'], cacheControl: EDITED_CONTENT },
  // The ban list changes with the log stream (dropped when a batch bans or lifts) and with time (a ban
  // expires): kept briefly, and its time-dependent state is recomputed at every miss.
  {
    path: '/api/bans',
    query: ['q', 'state', 'server', 'days', 'page'],
    lifetime: 'short',
    tags: ['bans', 'server-content', 'users'],
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  {
    path: '/api/bans/:documentId',
    query: [],
    lifetime: 'short',
    tags: ['bans', 'server-content', 'users'],
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  // Who is staff, their servers and where they play now (presence moves with the game logs: kept briefly).
  {
    path: '/api/staff',
    query: [],
    lifetime: 'short',
    tags: ['users', 'server-content'],
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  // The list (also by slug and search, through filters), one article, and one category (whose pages it sets).
  ...(
    [
      ['/api/help-articles', STRAPI_COLLECTION],
      ['/api/help-articles/:documentId', STRAPI_ENTRY],
      ['/api/help-articles/category/:category', ['filters', 'populate', 'sort', 'fields']],
    ] as const
  ).map(([path, query]): PublicRead => ({
    path,
    query,
    lifetime: 'long',
    tags: ['help-articles'],
    cacheControl: EDITED_CONTENT,
  })),
];

type CompiledRead = PublicRead & { pattern: RegExp };

const escape = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(read: PublicRead): CompiledRead {
  const source = read.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/');
  return { ...read, pattern: new RegExp(`^${source}$`) };
}

const COMPILED = PUBLIC_READS.map(compile);

export function publicReadFor(path: string): PublicRead | null {
  return COMPILED.find((read) => read.pattern.test(path)) ?? null;
}

export type ReadQuery = { ok: true; key: string } | { ok: false; parameter: string };

// The name a parameter is known by: `filters[slug][$eq]` is one of `filters`.
const parameterName = (key: string) => {
  const bracket = key.indexOf('[');
  return bracket === -1 ? key : key.slice(0, bracket);
};

// The cache key of a request to `read`: its path and the parameters it accepts, ordered by the read's list
// (then by key, keeping the order of repeated keys, which qs reads as arrays), however the caller ordered or
// encoded them; or the first parameter it does not accept.
export function readQuery(read: PublicRead, path: string, querystring: string): ReadQuery {
  const pairs: { rank: number; key: string; value: string }[] = [];
  for (const [key, value] of new URLSearchParams(querystring)) {
    const rank = read.query.indexOf(parameterName(key));
    if (rank === -1) return { ok: false, parameter: parameterName(key) };
    pairs.push({ rank, key, value });
  }
  pairs.sort((a, b) => a.rank - b.rank || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const query = pairs.map(({ key, value }) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
  return { ok: true, key: query ? `${path}?${query}` : path };
}

export function isCacheTag(value: unknown): value is CacheTag {
  return typeof value === 'string' && (CACHE_TAGS as readonly string[]).includes(value);
}
