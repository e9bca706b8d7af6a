import type { Core } from '@strapi/strapi';

// GET /api/servers is what every visitor's browser asks for, again and again, and its answer is the
// same for every anonymous caller until the poller or an editor changes a server. Anonymous answers
// are kept for a moment (SERVER_LIST_CACHE_MS, default 1000 ms; 0 turns it off) and dropped as soon
// as anything is written, so a cached list is never older than one poll write. It sits early in the
// global middleware chain so a hit skips Strapi's per-request work; a miss goes through everything,
// permission checks included, and only a 200 is kept.
type Entry = { body: string; storedAt: number };

const entries = new Map<string, Entry>();
const MAX_ENTRIES = 200;

function ttlMs(): number {
  const value = Number.parseInt(process.env.SERVER_LIST_CACHE_MS ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : 1000;
}

export function invalidateServerListCache(): void {
  entries.clear();
}

export default (_config: unknown, _context: { strapi: Core.Strapi }): Core.MiddlewareHandler =>
  async (ctx, next) => {
    const ttl = ttlMs();
    // Signed-in callers may ask for per-user data (a player's servers): never cached.
    if (ttl === 0 || ctx.method !== 'GET' || ctx.path !== '/api/servers' || ctx.get('authorization')) {
      await next();
      return;
    }
    const key = ctx.querystring;
    const cached = entries.get(key);
    if (cached && Date.now() - cached.storedAt < ttl) {
      ctx.type = 'application/json';
      ctx.body = cached.body;
      return;
    }
    await next();
    if (ctx.status === 200 && ctx.body && typeof ctx.body === 'object') {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, { body: JSON.stringify(ctx.body), storedAt: Date.now() });
    }
  };
