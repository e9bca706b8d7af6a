// Straight from its file, not the package index: the index reaches the providers, which import these keys.
import type { HelpCategory } from '../types/help-article';

/**
 * Every query key of the site, in one place, so that whatever changes data (a live event from the CMS, a
 * save) finds every cached copy of it. A key starts with the resource and narrows down:
 * `invalidateQueries({ queryKey: queryKeys.servers.all })` reaches the list, every detail and their
 * statistics.
 */
export const queryKeys = {
  servers: {
    all: ['servers'] as const,
    list: () => ['servers', 'list'] as const,
    detail: (documentId: string) => ['servers', 'detail', documentId] as const,
    statistics: (documentId: string) => ['servers', 'detail', documentId, 'statistics'] as const,
    /** Player-count history; `range` as the CMS names it (`24h`, `7d`, `30d`). */
    history: (documentId: string, range: string) => ['servers', 'detail', documentId, 'history', range] as const,
    /** The TOP 15 of a server for a period (`30d`, `season`, `all`), from the game servers' logs. */
    topPlayers: (documentId: string, period: string) => ['servers', 'top-players', documentId, period] as const,
    /** A server's table of `kind` (`weapons`, `maps`) for a period, from the same logs. */
    table: (documentId: string, kind: string, period: string) => ['servers', kind, documentId, period] as const,
    /** A server's awards of the last finished days. */
    awards: (documentId: string) => ['servers', 'awards', documentId] as const,
  },
  players: {
    all: ['players'] as const,
    /** A player's statistics per server and in total, by Steam ID. */
    stats: (steamId: string) => ['players', steamId, 'stats'] as const,
  },
  community: {
    all: ['community'] as const,
    /** The landing page's figures (`GET /community/summary`), kept live by the `summary` event. */
    summary: () => ['community', 'summary'] as const,
  },
  helpArticles: {
    all: ['help-articles'] as const,
    list: () => ['help-articles', 'list'] as const,
    bySlug: (slug: string) => ['help-articles', 'slug', slug] as const,
    byCategory: (category: HelpCategory | null) => ['help-articles', 'category', category] as const,
  },
  /** The Comunidad section (mfe-community) and the landing page's latest news. */
  news: {
    all: ['news'] as const,
    /** A page of Novedades: page number, page size and tag as asked of the CMS. */
    list: (page: number, pageSize: number, tag: string | null) => ['news', 'list', page, pageSize, tag] as const,
    post: (slug: string) => ['news', 'post', slug] as const,
  },
  rules: { book: () => ['rules', 'book'] as const },
  staff: { list: () => ['staff', 'list'] as const },
  /** The ban list (mfe-community): every ban query starts with `bans`, so a live ban event drops them all. */
  bans: {
    all: ['bans'] as const,
    list: (q: string | null, state: string | null, server: string | null, days: number | null, page: number) =>
      ['bans', 'list', q, state, server, days, page] as const,
    detail: (documentId: string) => ['bans', 'detail', documentId] as const,
    /** Staff only: a ban's audit log and each server's delivery (the session's, never shared between users). */
    audit: (documentId: string) => ['bans', 'audit', documentId] as const,
  },
  /** Ban appeals: the banned player's own (by ban) and staff's list and detail. */
  banAppeals: {
    all: ['ban-appeals'] as const,
    own: (banDocumentId: string, userId: number) => ['ban-appeals', 'own', banDocumentId, userId] as const,
    list: (page: number) => ['ban-appeals', 'list', page] as const,
    detail: (documentId: string) => ['ban-appeals', 'detail', documentId] as const,
  },
  /** The server names of the ban list's filter (not under `bans`: a ban event does not change them). */
  banServers: { list: () => ['ban-servers', 'list'] as const },
  about: { page: () => ['about', 'page'] as const },
  legal: { page: (page: 'terminos' | 'privacidad') => ['legal', page] as const },
  /** The signed-in player's membership (`GET /membership/me`), by user; and the staff's view of everyone's. */
  /** The Admin plan's panel at /admin: the member's server, its players now and their own actions. */
  adminPlan: {
    server: (userId: number) => ['admin-plan', userId, 'server'] as const,
  },
  /** The account's Discord link on /ajustes (`GET /discord/me`); the community's invite on /discord. */
  discord: {
    mine: (userId: number) => ['discord', userId] as const,
    invite: () => ['discord', 'invite'] as const,
  },
  membership: {
    all: ['membership'] as const,
    mine: (userId: number) => ['membership', userId] as const,
    /** What the membership gives in the game and which servers confirmed it (`GET /membership/me/privileges`). */
    privileges: (userId: number) => ['membership', userId, 'privileges'] as const,
    /** The servers the Admin plan may be given on, the ones the player plays on first. */
    adminServerChoices: (userId: number) => ['membership', userId, 'admin-server-choices'] as const,
    /** Staff at /admin (the session's own, dropped with it): the members, by state or all, and one member. */
    staff: {
      all: ['membership', 'staff'] as const,
      lists: ['membership', 'staff', 'list'] as const,
      list: (state: string | null) => ['membership', 'staff', 'list', state] as const,
      detail: (membershipId: string) => ['membership', 'staff', 'detail', membershipId] as const,
    },
  },
  users: {
    all: ['users'] as const,
    servers: (userId: number) => ['users', userId, 'servers'] as const,
    /** The public profile (`GET /profiles/:profileId`): identity, member since, statistics and presence. */
    profile: (profileId: string) => ['users', profileId, 'profile'] as const,
  },
};

/**
 * The roots of what belongs to a signed-in player (their profile, servers and statistics, some read with their
 * token): SiteProviders drops every query under them when the player signs out, the session expires or another
 * player signs in, so the next person on the same tab never sees them (`src/providers/forget-player-data.ts`).
 */
export const playerDataKeys = [queryKeys.users.all, queryKeys.players.all, queryKeys.membership.all];
