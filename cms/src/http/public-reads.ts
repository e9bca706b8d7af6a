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
] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

// 'short': live data, dropped on every poll anyway (PUBLIC_CACHE_MS). 'long': data that only editors change,
// or that may lag a little (a graph's last bucket) (PUBLIC_CACHE_LONG_MS).
export type CacheLifetime = 'short' | 'long';

export type PublicRead = {
  path: string;
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

export const PUBLIC_READS: readonly PublicRead[] = [
  { path: '/api/servers', lifetime: 'short', tags: SERVERS, cacheControl: REVALIDATE_EVERY_TIME },
  { path: '/api/servers/:documentId', lifetime: 'short', tags: SERVERS, cacheControl: REVALIDATE_EVERY_TIME },
  { path: '/api/servers/:documentId/live', lifetime: 'short', tags: SERVERS, cacheControl: REVALIDATE_EVERY_TIME },
  {
    path: '/api/servers/:documentId/statistics',
    lifetime: 'short',
    tags: SERVERS,
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  {
    path: '/api/servers/:documentId/history',
    lifetime: 'long',
    tags: ['server-content'],
    cacheControl: 'public, max-age=30, stale-while-revalidate=30',
  },
  {
    path: '/api/community/summary',
    lifetime: 'short',
    tags: [...SERVERS, 'users'],
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  // Game statistics change with every applied log batch: kept briefly (the service memoises them too), and
  // dropped at once when a player edits the profile or picture they show.
  {
    path: '/api/servers/:documentId/top-players',
    lifetime: 'short',
    tags: ['server-content', 'users'],
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  {
    path: '/api/players/:steamId/stats',
    lifetime: 'short',
    tags: ['server-content'],
    cacheControl: REVALIDATE_EVERY_TIME,
  },
  {
    path: '/api/profiles/:userId',
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
    lifetime: 'short',
    tags: ['news', 'users'],
    cacheControl: 'public, max-age=300',
  },
  ...['/api/news', '/api/news/:slug'].map((path): PublicRead => ({
    path,
    lifetime: 'short',
    tags: ['news', 'users', 'server-content'],
    cacheControl: REVALIDATE_EVERY_TIME,
  })),
  { path: '/api/rules', lifetime: 'long', tags: ['rules'], cacheControl: EDITED_CONTENT },
  { path: '/api/about', lifetime: 'long', tags: ['about'], cacheControl: EDITED_CONTENT },
  // Who is staff, their servers and where they play now (presence moves with the game logs: kept briefly).
  { path: '/api/staff', lifetime: 'short', tags: ['users', 'server-content'], cacheControl: REVALIDATE_EVERY_TIME },
  // The list (also by slug and search, through filters), one article, and one category.
  ...['/api/help-articles', '/api/help-articles/:documentId', '/api/help-articles/category/:category'].map(
    (path): PublicRead => ({
      path,
      lifetime: 'long',
      tags: ['help-articles'],
      cacheControl: EDITED_CONTENT,
    }),
  ),
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

export function isCacheTag(value: unknown): value is CacheTag {
  return typeof value === 'string' && (CACHE_TAGS as readonly string[]).includes(value);
}
