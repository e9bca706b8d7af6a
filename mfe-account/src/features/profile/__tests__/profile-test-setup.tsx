import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MembershipPrivilegesView, Server, User } from '@cs16ar/shared';
import { apiPath, makeUser, renderWithProviders, server, strapiCollection, strapiError } from '@cs16ar/shared/testing';
import { ProfilePage } from '../components/profile-page';
import type {
  PlayDay,
  PlayerSession,
  PlayerAward,
  PlayerMapFigures,
  PlayerServerStats,
  PlayerStats,
  Presence,
  ServerRankHistory,
  StatFigures,
  WeaponFigures,
} from '../types/player-stats';
import type { PublicProfile } from '../types/public-profile';

export const owner = makeUser({
  id: 3,
  username: 'jugador',
  email: 'jugador@cs16.com.ar',
  nickname: 'Jugador Común',
  bio: 'Dust2 24/7 y algo de GunGame.',
  steamID: 'STEAM_0:1:30000003',
  steamIdVerifiedAt: '2025-03-01T22:00:00.000Z',
  steamIdVerifiedOn: 'CS Argentina #1 | Clásico 24/7 Dust2',
  userType: 'premium',
});

export const DUST2 = { documentId: 'dust2doc', name: 'CS Argentina #1 | Clásico 24/7 Dust2' };
export const GUNGAME = { documentId: 'ggdoc', name: 'CS Argentina | GunGame Arsenal' };

/** Figures as the CMS writes them (cms/src/game-servers/README.md): kd and hsPercentage computed there. */
export function statFigures(overrides: Partial<StatFigures> = {}): StatFigures {
  return {
    level: 5,
    kills: 120,
    deaths: 45,
    kd: 2.67,
    headshots: 47,
    hsPercentage: 39.2,
    shots: 1810,
    hits: 512,
    damage: 14100,
    suicides: 1,
    teamKills: 0,
    rounds: 88,
    playTimeSeconds: 9270,
    bombsPlanted: 0,
    bombsDefused: 0,
    hostagesRescued: 0,
    hostagesKilled: 0,
    vipsAssassinated: 0,
    score: 75,
    firstSeen: '2025-03-01T22:01:13.000Z',
    lastSeen: '2025-03-12T18:45:00.000Z',
    ...overrides,
  };
}

export function serverStats(overrides: Partial<PlayerServerStats> = {}): PlayerServerStats {
  return { server: DUST2, name: 'Jugador Común', rank: 3, ...statFigures(), ...overrides };
}

export const noGames: PlayerStats = {
  servers: [],
  weapons: [],
  maps: [],
  awards: [],
  activity: [],
  sessions: [],
  rankHistory: [],
  totals: {
    level: 1,
    kills: 0,
    deaths: 0,
    kd: 0,
    headshots: 0,
    hsPercentage: 0,
    shots: 0,
    hits: 0,
    damage: 0,
    suicides: 0,
    teamKills: 0,
    rounds: 0,
    playTimeSeconds: 0,
    bombsPlanted: 0,
    bombsDefused: 0,
    hostagesRescued: 0,
    hostagesKilled: 0,
    vipsAssassinated: 0,
    score: 0,
    firstSeen: null,
    lastSeen: null,
  },
};

export function playerStats(
  servers: PlayerServerStats[],
  totals: Partial<StatFigures> = {},
  weapons: WeaponFigures[] = [],
  maps: PlayerMapFigures[] = [],
  awards: PlayerAward[] = [],
  activity: PlayDay[] = [],
  sessions: PlayerSession[] = [],
  rankHistory: ServerRankHistory[] = [],
): PlayerStats {
  return { servers, totals: statFigures(totals), weapons, maps, awards, activity, sessions, rankHistory };
}

export const playingOnDust2: Presence = {
  state: 'playing',
  server: DUST2,
  since: '2025-03-12T18:30:00.000Z',
  lastSeen: '2025-03-12T18:45:00.000Z',
};

export const offline: Presence = {
  state: 'offline',
  server: null,
  since: null,
  lastSeen: '2025-03-12T18:45:00.000Z',
};

/** `GET /profiles/:profileId`'s `data`, for a user as the CMS has them. */
export function publicProfile(user: User, overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: user.id,
    documentId: user.documentId,
    username: user.username,
    nickname: user.nickname ?? null,
    avatar: null,
    userType: user.userType ?? 'regular',
    bio: user.bio ?? null,
    steamID: user.steamID ?? null,
    steamIdVerified: Boolean(user.steamID),
    memberSince: '2024-10-15T12:00:00.000Z',
    discordName: null,
    namesUsed: user.steamID ? [{ name: 'Jugador Común', lastSeenAt: '2025-03-12T18:45:00.000Z' }] : [],
    stats: user.steamID ? playerStats([serverStats()]) : null,
    presence: user.steamID ? playingOnDust2 : null,
    ...overrides,
  };
}

export type CapturedRequest = { url: URL; authorization: string | null };

type ProfileAnswer = PublicProfile | 'not-found' | 'error';

/**
 * The CMS answers a profile page needs: the current user (re-read on arrival), the user's servers, public
 * profiles by documentId and statistics by Steam ID. Returns what was asked, so tests can check queries and tokens.
 */
export function mockProfileApi(
  options: {
    me?: User;
    servers?: Server[];
    profiles?: Record<string, ProfileAnswer>;
    stats?: Record<string, PlayerStats>;
    /** `GET /membership/me/privileges` (null: no membership). */
    privileges?: MembershipPrivilegesView | null;
  } = {},
) {
  const serverRequests: CapturedRequest[] = [];
  const meRequests: CapturedRequest[] = [];
  const profileRequests: string[] = [];
  const statsRequests: string[] = [];
  const me = options.me ?? owner;
  const profiles: Record<string, ProfileAnswer> = { [me.documentId]: publicProfile(me), ...options.profiles };
  const stats: Record<string, PlayerStats> = {
    ...(me.steamID ? { [me.steamID]: playerStats([serverStats()]) } : {}),
    ...options.stats,
  };
  server.use(
    http.get(apiPath('/users/me'), ({ request }) => {
      meRequests.push({ url: new URL(request.url), authorization: request.headers.get('Authorization') });
      return HttpResponse.json(me);
    }),
    http.get(apiPath('/servers'), ({ request }) => {
      serverRequests.push({ url: new URL(request.url), authorization: request.headers.get('Authorization') });
      return HttpResponse.json(strapiCollection(options.servers ?? []));
    }),
    http.get(apiPath('/profiles/:profileId'), ({ params }) => {
      profileRequests.push(String(params.profileId));
      const answer = profiles[String(params.profileId)] ?? 'not-found';
      if (answer === 'not-found') {
        return HttpResponse.json(strapiError(404, 'Jugador no encontrado.', 'NotFoundError'), { status: 404 });
      }
      if (answer === 'error') return HttpResponse.json(strapiError(500, 'Internal Server Error'), { status: 500 });
      return HttpResponse.json({ data: answer, meta: { period: 'all', from: null } });
    }),
    http.get(apiPath('/players/:steamId/stats'), ({ params }) => {
      const steamId = String(params.steamId);
      statsRequests.push(steamId);
      // A valid Steam ID without games: no servers and zero totals.
      const found = stats[steamId] ?? noGames;
      return HttpResponse.json({
        data: { steamID: steamId, name: found.servers[0]?.name ?? null, ...found, presence: offline },
        meta: { period: 'all', from: null },
      });
    }),
    http.get(apiPath('/membership/me/privileges'), () => HttpResponse.json({ data: options.privileges ?? null })),
    // The profile's active bans (active-ban-card.test.tsx tests the card): none here.
    http.get(apiPath('/bans'), () =>
      HttpResponse.json({ data: [], meta: { pagination: { page: 1, pageSize: 20, pageCount: 0, total: 0 } } }),
    ),
  );
  return { serverRequests, meRequests, profileRequests, statsRequests };
}

export function renderProfile(options: { route?: string; user?: User | null } = {}) {
  const { route = '/perfil', user = owner } = options;
  return renderWithProviders(<ProfilePage />, {
    route,
    path: route === '/perfil' ? '/perfil' : '/perfil/:profileId',
    session: user ? { jwt: 'jwt-del-jugador', user } : null,
  });
}

/** A description list as `{ term: description }`, the way a reader pairs them (figures, Información rows). */
export function describedTerms(container: HTMLElement): Record<string, string | undefined> {
  return Object.fromEntries(
    within(container)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}
