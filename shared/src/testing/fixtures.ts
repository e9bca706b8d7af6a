import type { CommunitySummary, WeaponFigures } from '../types/community';
import type { HelpArticle } from '../types/help-article';
import type { NewsPage, NewsPost, NewsPostSummary, StaffMemberFace } from '../types/news';
import type { StrapiMedia } from '../types/media';
import type { Server } from '../types/server';
import type { User } from '../types/user';

/** Builders of fixtures in the CMS's real response shape (Strapi v5, flat; see cms/README.md). */
export function strapiCollection<T>(items: T[]) {
  return {
    data: items,
    meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: items.length } },
  };
}

export function strapiSingle<T>(item: T | null) {
  return { data: item, meta: {} };
}

export function strapiError(status: number, message: string, name = 'ApplicationError') {
  return { data: null, error: { status, name, message, details: {} } };
}

export function makeMedia(overrides: Partial<StrapiMedia> = {}): StrapiMedia {
  return {
    id: 7,
    documentId: 'media7doc',
    url: '/uploads/foto_abc123.png',
    alternativeText: null,
    width: 1600,
    height: 900,
    formats: {
      thumbnail: { url: '/uploads/thumbnail_foto_abc123.png', width: 245, height: 138 },
      small: { url: '/uploads/small_foto_abc123.png', width: 500, height: 281 },
      medium: { url: '/uploads/medium_foto_abc123.png', width: 750, height: 422 },
      large: { url: '/uploads/large_foto_abc123.png', width: 1000, height: 563 },
    },
    ...overrides,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 3,
    documentId: 'user3doc',
    username: 'jugador',
    email: 'jugador@cs16.com.ar',
    userType: 'regular',
    nickname: null,
    bio: null,
    steamID: null,
    ...overrides,
  };
}

export function makeServer(overrides: Partial<Server> = {}): Server {
  return {
    id: 1,
    documentId: 'srv1doc',
    name: 'Público #1 | de_dust2 24/7',
    description: 'Clásico 5v5 con mapas oficiales.',
    ipAddress: '127.0.0.1',
    port: 27015,
    location: 'Buenos Aires',
    maxPlayers: 32,
    gameMode: 'Clásico',
    photo: makeMedia(),
    privilege: null,
    online: true,
    mod_guide: null,
    rules: null,
    current_data: {
      players: {
        online: 2,
        max: 32,
        list: [
          { name: 'Tincho', score: 14, time: 754 },
          { name: 'ElPibe', score: 3, time: 61 },
        ],
      },
      map: 'de_dust2',
      game: 'cstrike',
    },
    ...overrides,
  };
}

export function makeHelpArticle(overrides: Partial<HelpArticle> = {}): HelpArticle {
  return {
    id: 1,
    documentId: 'help1doc',
    title: 'Cómo conectarte a un servidor',
    slug: 'como-conectarte-a-un-servidor',
    content: '<p>Abrí la consola y escribí <code>connect</code>.</p>',
    category: 'general',
    featured: false,
    relatedArticles: [],
    updatedAt: '2025-03-12T15:00:00.000Z',
    ...overrides,
  };
}

/** `GET /community/summary` data (and the live `summary` event), as cms/README.md "API" shows it. */
export function makeCommunitySummary(overrides: Partial<CommunitySummary> = {}): CommunitySummary {
  return {
    registeredUsers: 73,
    playersSeen: { count: 130_412, since: '2012-03-04T21:00:00.000Z' },
    servers: { online: 21, total: 26 },
    playersOnline: 287,
    mostActive: {
      basis: 'connected-time',
      players: [
        { name: 'MateAmargo', seconds: 2426, server: { documentId: 'srv1doc', name: 'Público #1 | de_dust2 24/7' } },
        { name: 'Tincho', seconds: 754, server: { documentId: 'srv1doc', name: 'Público #1 | de_dust2 24/7' } },
      ],
      others: 285,
    },
    featuredServers: [
      {
        documentId: 'srv1doc',
        name: 'CS Argentina #1 | Clásico 24/7 Dust2',
        gameMode: 'Clásico',
        map: 'de_dust2',
        players: 26,
        maxPlayers: 32,
        address: '127.0.0.1:27015',
      },
    ],
    statusCheckedAt: '2026-11-24T01:16:08.755Z',
    ...overrides,
  };
}

export function makeStaffMemberFace(overrides: Partial<StaffMemberFace> = {}): StaffMemberFace {
  return {
    profileId: 'admin1doc',
    username: 'admin',
    nickname: 'El Admin',
    avatar: null,
    role: 'administrator',
    ...overrides,
  };
}

/** A post of `GET /news` (cms/README.md "API"). */
export function makeNewsPostSummary(overrides: Partial<NewsPostSummary> = {}): NewsPostSummary {
  return {
    documentId: 'news1doc',
    slug: 'torneo-5v5-de-diciembre',
    title: 'Torneo 5v5 de diciembre',
    summary: 'Armá tu equipo de cinco y anotate antes del viernes.',
    publishDate: '2025-03-12T18:45:00.000Z',
    updatedAt: '2025-03-12T18:45:00.000Z',
    pinned: false,
    cover: makeMedia({ alternativeText: 'Imagen del torneo' }),
    author: makeStaffMemberFace(),
    tags: [{ slug: 'torneo', name: 'Torneo' }],
    ...overrides,
  };
}

/** `GET /news/:slug`'s `data`. */
export function makeNewsPost(overrides: Partial<NewsPost> = {}): NewsPost {
  return {
    ...makeNewsPostSummary(),
    body: 'El torneo mensual vuelve con el formato de siempre.',
    servers: [],
    ...overrides,
  };
}

/** A page of `GET /news` with its meta (pagination, the tag asked for, the tags offered). */
export function makeNewsPage(posts: NewsPostSummary[], meta: Partial<NewsPage['meta']> = {}): NewsPage {
  return {
    data: posts,
    meta: {
      pagination: { page: 1, pageSize: 9, pageCount: posts.length > 0 ? 1 : 0, total: posts.length },
      tag: null,
      tags: [...new Map(posts.flatMap((post) => post.tags).map((tag) => [tag.slug, tag])).values()],
      ...meta,
    },
  };
}

/** One weapon's figures as the CMS answers them (nothing counted unless given). */
export function makeWeaponFigures(weapon: string, overrides: Partial<WeaponFigures> = {}): WeaponFigures {
  return {
    weapon,
    kills: 0,
    headshots: 0,
    hsPercentage: 0,
    deaths: 0,
    shots: 0,
    hits: 0,
    accuracy: null,
    damage: 0,
    ...overrides,
  };
}
