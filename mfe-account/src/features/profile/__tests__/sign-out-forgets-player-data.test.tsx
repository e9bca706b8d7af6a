import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SESSION_STORAGE_KEY } from '@cs16ar/shared';
import { queryKeys, type QueryClient } from '@cs16ar/shared/data';
import { apiPath, makeServer, makeUser, server, strapiCollection } from '@cs16ar/shared/testing';
import {
  DUST2,
  GUNGAME,
  mockProfileApi,
  owner,
  playerStats,
  publicProfile,
  renderProfile,
  serverStats,
} from './profile-test-setup';

/** Two players taking turns on one tab: `owner` (A, id 3) and B. */
const playerB = makeUser({
  id: 7,
  documentId: 'p2b7laotra0c4d8e1f5g9h3j',
  username: 'laotra',
  email: 'laotra@cs16.com.ar',
  nickname: 'La Otra',
  bio: null,
  steamID: 'STEAM_0:0:70000007',
  steamIdVerifiedAt: '2025-03-01T22:00:00.000Z',
  userType: 'regular',
});
const JWT_A = 'jwt-del-jugador';
const JWT_B = 'jwt-de-la-otra';
const SERVER_OF_A = 'CS Argentina | Servidor de A';

/** The CMS as both players see it: each signs in, reads themself and the servers they play on. */
function mockTwoPlayers() {
  mockProfileApi({
    me: owner,
    profiles: { [playerB.documentId]: publicProfile(playerB) },
    stats: {
      [owner.steamID!]: playerStats([serverStats({ server: DUST2, kills: 1234, deaths: 100, kd: 12.34 })]),
      [playerB.steamID!]: playerStats([serverStats({ server: GUNGAME, name: 'La Otra', kills: 77 })]),
    },
  });
  server.use(
    http.post(apiPath('/auth/local'), async ({ request }) => {
      const { identifier } = (await request.json()) as { identifier: string };
      return HttpResponse.json(identifier === 'laotra' ? { jwt: JWT_B, user: playerB } : { jwt: JWT_A, user: owner });
    }),
    http.get(apiPath('/users/me'), ({ request }) =>
      HttpResponse.json(request.headers.get('Authorization') === `Bearer ${JWT_B}` ? playerB : owner),
    ),
    http.get(apiPath('/servers'), ({ request }) => {
      const playerId = new URL(request.url).searchParams.get('filters[users][id][$eq]');
      const servers = playerId === String(owner.id) ? [makeServer({ documentId: 'adoc', name: SERVER_OF_A })] : [];
      return HttpResponse.json(strapiCollection(servers));
    }),
  );
}

/** Waits until A's own profile shows A's statistics and servers. */
async function expectPlayerAShown() {
  const stats = screen.getByRole('region', { name: 'Estadísticas del jugador' });
  expect(await within(stats).findByText('1.234')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: new RegExp(SERVER_OF_A.replace(/[|]/g, '\\|')) })).toBeVisible();
}

function expectNothingOfPlayerA() {
  expect(screen.queryByText('1.234')).not.toBeInTheDocument();
  expect(screen.queryByText(SERVER_OF_A)).not.toBeInTheDocument();
  expect(screen.queryByText('Jugador Común')).not.toBeInTheDocument();
}

/** What the page's cache still holds of a player: their profile, servers and statistics. */
function cachedDataOf(queryClient: QueryClient, player: { id: number; documentId: string; steamID?: string | null }) {
  return [
    queryKeys.users.profile(player.documentId),
    queryKeys.users.servers(player.id),
    queryKeys.players.stats(player.steamID!),
  ].filter((queryKey) => queryClient.getQueryData(queryKey) !== undefined);
}

describe("a player's data on a shared tab", () => {
  it('is forgotten when they sign out: the next player never sees it', async () => {
    mockTwoPlayers();
    const { store, queryClient } = renderProfile();
    await expectPlayerAShown();
    expect(cachedDataOf(queryClient, owner)).toHaveLength(3);

    act(() => store.logout());
    expect(screen.getByRole('alert')).toHaveTextContent('No has iniciado sesión.');
    expectNothingOfPlayerA();
    expect(cachedDataOf(queryClient, owner)).toEqual([]);

    await act(() => store.login({ identifier: 'laotra', password: 'Clave-123' }));
    // B's profile is loading: nothing of A stands in for it meanwhile.
    expect(screen.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
    expectNothingOfPlayerA();
    const stats = screen.getByRole('region', { name: 'Estadísticas del jugador' });
    expect(await within(stats).findByRole('link', { name: GUNGAME.name })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Tarjeta del jugador' })).getByText('laotra')).toBeVisible();
    expect(await screen.findByText('Este usuario no juega en ningún servidor actualmente.')).toBeInTheDocument();
    expectNothingOfPlayerA();
    expect(cachedDataOf(queryClient, owner)).toEqual([]);
  });

  it('is forgotten when their session expires', async () => {
    mockTwoPlayers();
    const { store, queryClient } = renderProfile();
    await expectPlayerAShown();

    // What the API client does when the CMS refuses the token.
    act(() => store.expire(JWT_A));
    expectNothingOfPlayerA();
    expect(cachedDataOf(queryClient, owner)).toEqual([]);
  });

  it('is forgotten when another player signs in from another tab', async () => {
    mockTwoPlayers();
    const { store, queryClient } = renderProfile();
    await expectPlayerAShown();

    // The other tab stored B's session; this tab's store reads it (session.ts listens for `storage`).
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: JWT_B, user: playerB }));
    act(() => store.restore());
    expectNothingOfPlayerA();
    expect(cachedDataOf(queryClient, owner)).toEqual([]);
    expect(await screen.findByRole('link', { name: GUNGAME.name })).toBeInTheDocument();
  });

  it('stays while the same player is signed in (a saved profile keeps the cache)', async () => {
    mockTwoPlayers();
    const { store, queryClient } = renderProfile();
    await expectPlayerAShown();

    act(() => store.updateUser({ bio: 'Ahora también Surf.' }));
    expect(cachedDataOf(queryClient, owner)).toHaveLength(3);
    expect(screen.getByText('1.234')).toBeInTheDocument();
  });
});
