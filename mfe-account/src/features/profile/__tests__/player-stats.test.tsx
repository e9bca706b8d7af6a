import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, makeUser, makeWeaponFigures, renderWithProviders, server } from '@cs16ar/shared/testing';
import { PlayerStatsCard } from '../components/player-stats-card';
import {
  describedTerms,
  DUST2,
  GUNGAME,
  mockProfileApi,
  noGames,
  owner,
  playerStats,
  renderProfile,
  serverStats,
} from './profile-test-setup';

describe('"Estadísticas del jugador" card', () => {
  it('names the favourite weapon (the most kills) and lists each weapon by the name players know', () => {
    const weapon = makeWeaponFigures;
    renderWithProviders(
      <PlayerStatsCard
        own={false}
        stats={{
          status: 'success',
          data: playerStats([serverStats()], {}, [
            weapon('ak47', { kills: 1204, headshots: 530, hsPercentage: 44, deaths: 310, accuracy: 23.9 }),
            weapon('m3', { kills: 40, hsPercentage: 5, deaths: 2 }),
            weapon('zombie_claws', { deaths: 12 }),
          ]),
        }}
      />,
    );
    const weapons = screen.getByRole('region', { name: 'Armas' });
    expect(within(weapons).getByText(/Su arma favorita/)).toHaveTextContent(
      'Su arma favorita: AK-47, con 1.204 kills (44,0 % headshots).',
    );
    const cells = (name: string) =>
      within(within(weapons).getByRole('row', { name: new RegExp(name) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('AK-47')).toEqual(['1.204', '44,0 %', '23,9 %', '310']);
    expect(cells('M3')).toEqual(['40', '5,0 %', '—', '2']);
    expect(cells('zombie_claws')).toEqual(['0', '—', '—', '12']);
  });

  it("adds the map's objectives a player took part in, and none that stayed at zero", () => {
    renderWithProviders(
      <PlayerStatsCard
        own
        stats={{ status: 'success', data: playerStats([serverStats({ bombsPlanted: 12, hostagesRescued: 1 })]) }}
      />,
    );
    const terms = describedTerms(screen.getByRole('listitem'));
    expect(terms).toMatchObject({ 'Bombas plantadas': '12', 'Rehenes rescatados': '1' });
    expect(Object.keys(terms)).not.toContain('Bombas desactivadas');
    expect(Object.keys(terms)).not.toContain('Rehenes muertos');
  });

  it("lists the awards of the day won in the last 30 days, each linking its server's awards", () => {
    renderWithProviders(
      <PlayerStatsCard
        own={false}
        stats={{
          status: 'success',
          data: playerStats(
            [serverStats()],
            {},
            [],
            [],
            [
              { award: 'kills', title: 'Más kills', day: '2026-12-03', server: DUST2, value: 42, unit: 'kills' },
              {
                award: 'accuracy',
                title: 'Mejor puntería',
                day: '2026-11-20',
                server: DUST2,
                value: 37.5,
                unit: '% de precisión',
              },
            ],
          ),
        }}
      />,
    );
    const awards = within(screen.getByRole('region', { name: 'Premios' })).getAllByRole('listitem');
    expect(awards.map((item) => item.textContent)).toEqual([
      `Más kills (42 kills) · 3 de diciembre de 2026 · ${DUST2.name}`,
      `Mejor puntería (37,5 % de precisión) · 20 de noviembre de 2026 · ${DUST2.name}`,
    ]);
    expect(within(awards[0]!).getByRole('link', { name: DUST2.name })).toHaveAttribute(
      'href',
      `/servidores/${DUST2.documentId}?tab=premios`,
    );
  });

  it('draws the time played per day of the last 30 days, with the same figures as a table for screen readers', () => {
    const activity = Array.from({ length: 30 }, (_, index) => ({
      day: `2026-11-${String(index + 1).padStart(2, '0')}`,
      playTimeSeconds: index === 28 ? 5400 : index === 29 ? 600 : 0,
    }));
    renderWithProviders(
      <PlayerStatsCard
        own
        stats={{ status: 'success', data: playerStats([serverStats()], {}, [], [], [], activity) }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Actividad' });
    expect(within(section).getByText(/Jugaste/)).toHaveTextContent('Jugaste 1 h 40 min en 2 días.');
    const table = within(section).getByRole('table', { name: 'Tiempo jugado por día' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DíaTiempo jugado', '29 de noviembre de 20261 h 30 min', '30 de noviembre de 202610 min 00 s']);
  });

  it("draws the player's place on each server over the last 30 days, with the same figures as a table", () => {
    const history = [
      {
        server: DUST2,
        days: [
          { day: '2026-11-06', rank: 10, rankedPlayers: 90 },
          { day: '2026-11-20', rank: 6, rankedPlayers: 110 },
          { day: '2026-12-06', rank: 3, rankedPlayers: 120 },
        ],
      },
      { server: GUNGAME, days: [{ day: '2026-12-06', rank: 14, rankedPlayers: 40 }] },
    ];
    renderWithProviders(
      <PlayerStatsCard
        own={false}
        stats={{ status: 'success', data: playerStats([serverStats()], {}, [], [], [], [], [], history) }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Posición en el ranking' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      `${DUST2.name}Puesto 3 de 120 el 6 de diciembre de 2026 · subió 7 puestos desde el 6 de noviembre de 2026`,
    );
    expect(items[1]).toHaveTextContent(`${GUNGAME.name}Puesto 14 de 40 el 6 de diciembre de 2026`);
    // One day so far: said to grow, where a line of many days needs no word.
    expect(within(items[1]!).getByText('La línea suma un punto al terminar cada día.')).toBeInTheDocument();
    expect(within(items[0]!).queryByText('La línea suma un punto al terminar cada día.')).not.toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: DUST2.name })).toHaveAttribute(
      'href',
      `/servidores/${DUST2.documentId}`,
    );
    const table = within(section).getByRole('table', { name: `Puesto por día en ${DUST2.name}` });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DíaPuesto',
      '6 de noviembre de 202610 de 90',
      '20 de noviembre de 20266 de 110',
      '6 de diciembre de 20263 de 120',
    ]);
  });

  it('says nothing of the rank history for a player never ranked', () => {
    renderWithProviders(<PlayerStatsCard own stats={{ status: 'success', data: playerStats([serverStats()]) }} />);
    expect(screen.queryByRole('region', { name: 'Posición en el ranking' })).not.toBeInTheDocument();
  });

  it('lists the last visits to the servers with when, how long and the kills in each', () => {
    const sessions = [
      { server: DUST2, from: '2025-03-12T18:00:00.000Z', to: '2025-03-12T18:45:00.000Z', kills: 12 },
      { server: GUNGAME, from: '2025-03-10T22:00:00.000Z', to: '2025-03-10T23:30:00.000Z', kills: 1 },
    ];
    renderWithProviders(
      <PlayerStatsCard
        own
        stats={{ status: 'success', data: playerStats([serverStats()], {}, [], [], [], [], sessions) }}
      />,
    );
    const items = within(screen.getByRole('region', { name: 'Últimas sesiones' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`${DUST2.name} · 12 de marzo de 2025, 15:00 · 45 min 00 s · 12 kills`);
    expect(items[1]).toHaveTextContent(`${GUNGAME.name} · 10 de marzo de 2025, 19:00 · 1 h 30 min · 1 kill`);
    expect(within(items[0]!).getByRole('link', { name: DUST2.name })).toHaveAttribute(
      'href',
      `/servidores/${DUST2.documentId}`,
    );
  });

  it('lists the best maps (most kills) with K/D, rounds won and time', () => {
    renderWithProviders(
      <PlayerStatsCard
        own
        stats={{
          status: 'success',
          data: playerStats(
            [serverStats()],
            {},
            [],
            [
              {
                map: 'de_dust2',
                kills: 321,
                deaths: 150,
                kd: 2.14,
                rounds: 400,
                roundsWon: 230,
                winPercentage: 57.5,
                playTimeSeconds: 40_000,
              },
              {
                map: 'de_inferno',
                kills: 0,
                deaths: 2,
                kd: 0,
                rounds: 0,
                roundsWon: 0,
                winPercentage: null,
                playTimeSeconds: 90,
              },
            ],
          ),
        }}
      />,
    );
    const maps = screen.getByRole('region', { name: 'Mejores mapas' });
    expect(within(maps).getByText(/Tu mejor mapa/)).toHaveTextContent('Tu mejor mapa: de_dust2, con 321 kills.');
    const cells = (name: string) =>
      within(within(maps).getByRole('row', { name: new RegExp(name) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('de_dust2')).toEqual(['321', '2,14', '230 de 400 (58 %)', '11 h 6 min']);
    expect(cells('de_inferno')).toEqual(['0', '0,00', '0 de 0', '1 min 30 s']);
    expect(screen.queryByRole('region', { name: 'Armas' })).not.toBeInTheDocument();
  });

  it('shows no weapons part before any weapon was logged, and no favourite without a kill', () => {
    const { unmount } = renderWithProviders(
      <PlayerStatsCard own stats={{ status: 'success', data: playerStats([serverStats()]) }} />,
    );
    expect(screen.queryByRole('region', { name: 'Armas' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <PlayerStatsCard
        own
        stats={{
          status: 'success',
          data: playerStats([serverStats()], {}, [
            {
              weapon: 'awp',
              kills: 0,
              headshots: 0,
              hsPercentage: 0,
              deaths: 3,
              shots: 0,
              hits: 0,
              accuracy: null,
              damage: 0,
            },
          ]),
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Tus armas' })).toBeInTheDocument();
    expect(screen.queryByText(/arma favorita/)).not.toBeInTheDocument();
  });

  it('shows per server its name (linking to it), rank, Nivel, Kills, Deaths, K/D, play time and last game', () => {
    renderWithProviders(
      <PlayerStatsCard
        own
        stats={{
          status: 'success',
          data: playerStats([
            serverStats({
              server: GUNGAME,
              rank: 214,
              level: 2,
              kills: 37,
              deaths: 0,
              kd: 37,
              playTimeSeconds: 2700,
              lastSeen: '2024-10-12T20:05:00.000Z',
            }),
          ]),
        }}
      />,
    );

    const item = screen.getByRole('listitem');
    const heading = within(item).getByRole('heading', { name: /CS Argentina \| GunGame Arsenal/ });
    expect(heading).toHaveTextContent('Rango #214');
    expect(within(heading).getByRole('link', { name: GUNGAME.name })).toHaveAttribute('href', '/servidores/ggdoc');
    expect(describedTerms(item)).toEqual({
      Nivel: '2',
      Kills: '37',
      Deaths: '0',
      // docs/product.md §2: kills ÷ 1 without deaths, two decimals (with the Argentine comma).
      'K/D': '37,00',
      'Tiempo jugado': '45 min 00 s',
      'Última vez': '12 de octubre de 2024',
    });
    // Sample data is gone: nothing says so any more.
    expect(screen.queryByText('Datos de ejemplo')).not.toBeInTheDocument();
  });

  it('adds the totals over every server, newest server first as the CMS sorts them', () => {
    renderWithProviders(
      <PlayerStatsCard
        own={false}
        stats={{
          status: 'success',
          data: playerStats(
            [
              serverStats({ server: DUST2, kills: 4821, deaths: 3377, kd: 1.43, rank: 12 }),
              serverStats({ server: GUNGAME, kills: 1290, deaths: 1502, kd: 0.86, rank: null }),
            ],
            { kills: 6111, deaths: 4879, kd: 1.25, level: 35, playTimeSeconds: 556200 },
          ),
        }}
      />,
    );

    const [total, dust2, gungame] = screen.getAllByRole('listitem');
    expect(within(total!).getByRole('heading')).toHaveTextContent('En todos los servidores');
    expect(describedTerms(total!)).toMatchObject({
      Nivel: '35',
      Kills: '6.111',
      Deaths: '4.879',
      'K/D': '1,25',
      'Tiempo jugado': '154 h 30 min',
    });
    expect(within(dust2!).getByRole('heading')).toHaveTextContent(`${DUST2.name}Rango #12`);
    expect(describedTerms(dust2!)['K/D']).toBe('1,43');
    expect(within(gungame!).getByRole('heading')).toHaveTextContent('Sin ranking');
  });

  it('shows no totals for a single server (they would repeat it)', () => {
    renderWithProviders(<PlayerStatsCard own stats={{ status: 'success', data: playerStats([serverStats()]) }} />);

    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('En todos los servidores')).not.toBeInTheDocument();
  });

  it('says so when the player has no statistics', () => {
    renderWithProviders(<PlayerStatsCard own stats={{ status: 'success', data: noGames }} />);

    expect(screen.getByText('Este jugador aún no tiene estadísticas registradas.')).toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    renderWithProviders(<PlayerStatsCard own stats={{ status: 'loading' }} />);

    expect(screen.getByRole('status')).toHaveTextContent('Cargando estadísticas...');
  });
});

describe('own statistics on the profile', () => {
  it("come from the player's Steam ID", async () => {
    const { statsRequests } = mockProfileApi({
      stats: { [owner.steamID!]: playerStats([serverStats({ kills: 120, deaths: 45, kd: 2.67 })]) },
    });
    renderProfile();
    const card = screen.getByRole('region', { name: 'Estadísticas del jugador' });

    expect(within(card).getByRole('status')).toHaveTextContent('Cargando estadísticas...');
    const item = await within(card).findByRole('listitem');
    expect(describedTerms(item)).toMatchObject({ Kills: '120', Deaths: '45', 'K/D': '2,67' });
    expect(statsRequests).toEqual(['STEAM_0:1:30000003']);
  });

  it('without a Steam ID say how to add one, with the help article, and ask the CMS nothing', async () => {
    const user = makeUser({ ...owner, steamID: null });
    const { statsRequests } = mockProfileApi({ me: user });
    renderProfile({ user });

    const card = screen.getByRole('region', { name: 'Estadísticas del jugador' });
    expect(card).toHaveTextContent(
      'Vinculá tu Steam ID desde el juego (“Vincular mi Steam ID”) para ver tus estadísticas',
    );
    expect(within(card).getByRole('link', { name: 'Cómo encontrar tu Steam ID' })).toHaveAttribute(
      'href',
      '/ayuda/como-encontrar-tu-steam-id',
    );
    await screen.findByText('Este usuario no juega en ningún servidor actualmente.');
    expect(statsRequests).toEqual([]);
  });

  it('with a Steam ID that has played nowhere say there are none yet', async () => {
    mockProfileApi({ stats: { [owner.steamID!]: noGames } });
    renderProfile();

    const card = screen.getByRole('region', { name: 'Estadísticas del jugador' });
    expect(await within(card).findByText('Este jugador aún no tiene estadísticas registradas.')).toBeInTheDocument();
  });

  it('bring nothing for a Steam ID typed in the form: it stays unverified, and the card says how to verify', async () => {
    const user = makeUser({ ...owner, steamID: null, steamIdVerifiedAt: null });
    const { statsRequests } = mockProfileApi({ me: user });
    server.use(
      http.put(apiPath('/users/me'), async ({ request }) =>
        HttpResponse.json({ ...user, ...((await request.json()) as object), steamIdVerifiedAt: null }),
      ),
    );
    const { user: person } = renderProfile({ user });

    await person.type(screen.getByLabelText(/^Steam ID/), 'STEAM_0:0:20000002');
    await person.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    const playerCard = screen.getByRole('region', { name: 'Tarjeta del jugador' });
    expect(await within(playerCard).findByText('STEAM_0:0:20000002')).toBeInTheDocument();
    expect(within(playerCard).getByText('Sin verificar')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Estadísticas del jugador' });
    expect(card).toHaveTextContent('Vinculá tu Steam ID desde el juego');
    expect(statsRequests).toEqual([]);
  });

  it('show the CMS message when the saved Steam ID is not one it reads', async () => {
    const user = makeUser({ ...owner, steamID: 'STEAM_9' });
    mockProfileApi({ me: user });
    server.use(
      http.get(apiPath('/players/:steamId/stats'), () =>
        HttpResponse.json(
          {
            data: null,
            error: {
              status: 400,
              name: 'ValidationError',
              message: 'El Steam ID tiene que tener el formato STEAM_X:Y:Z, por ejemplo STEAM_0:1:12345678.',
              details: {},
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderProfile({ user });

    const card = screen.getByRole('region', { name: 'Estadísticas del jugador' });
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'El Steam ID tiene que tener el formato STEAM_X:Y:Z, por ejemplo STEAM_0:1:12345678.',
    );
  });
});
