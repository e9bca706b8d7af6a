import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { theme } from '@cs16ar/shared';
import { apiPath, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import { TopPlayersPanel } from '../components/top-players-panel';
import { headshotTone, kdTone } from '../components/stat-tones';
import type { TopPlayer } from '../types/top-player';

const DOCUMENT_ID = 'dust2doc';

/** A row as `GET /servers/:documentId/top-players` answers it (cms/src/game-servers/README.md). */
function row(overrides: Partial<TopPlayer>): TopPlayer {
  return {
    rank: 1,
    previousRank: 1,
    steamID: `STEAM_0:1:${1000 + (overrides.rank ?? 1)}`,
    name: 'Tincho',
    kills: 100,
    deaths: 50,
    kd: 2,
    shots: 1000,
    hits: 300,
    headshots: 45,
    hsPercentage: 45,
    score: 50,
    avatar: null,
    profileId: null,
    ...overrides,
  };
}

const fifteen: TopPlayer[] = Array.from({ length: 15 }, (_, index) =>
  row({ rank: index + 1, name: `Jugador${index + 1}`, kills: 2000 - index * 100, score: 1500 - index * 90 }),
);

type Answer = { data: TopPlayer[]; updatedAt: string | null } | 'error';

/** The CMS's answer per period; records which periods were asked. */
function serveTopPlayers(answers: Partial<Record<'30d' | 'season' | 'all', Answer>>) {
  const asked: string[] = [];
  server.use(
    http.get(apiPath('/servers/:documentId/top-players'), ({ request, params }) => {
      const period = new URL(request.url).searchParams.get('period') ?? '30d';
      asked.push(`${String(params.documentId)}:${period}`);
      const answer = answers[period as '30d'];
      if (!answer || answer === 'error') {
        return HttpResponse.json(strapiError(500, 'Internal Server Error'), { status: 500 });
      }
      const from = { '30d': '2025-02-11T03:00:00.000Z', season: '2025-03-01T03:00:00.000Z', all: null }[
        period as '30d'
      ];
      return HttpResponse.json({
        data: answer.data,
        meta: {
          server: { documentId: DOCUMENT_ID, name: 'CS Argentina #1 | Clásico 24/7 Dust2' },
          period,
          from,
          updatedAt: answer.updatedAt,
          rankedPlayers: answer.data.length,
          minPlayers: 4,
        },
      });
    }),
  );
  return asked;
}

function renderPanel(route = `/servidores/${DOCUMENT_ID}?tab=top15`) {
  return renderWithProviders(<TopPlayersPanel documentId={DOCUMENT_ID} />, { route, path: '/servidores/:id' });
}

const UPDATED_AT = '2025-03-12T18:45:00.000Z';
const cellsOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) })).getAllByRole('cell');

describe('TOP 15 colours', () => {
  it.each([
    [2.51, 'green'],
    [2.5, 'blue'],
    [1.51, 'blue'],
    [1.5, 'grey'],
    [0.4, 'grey'],
  ])('K/D %s is %s (green above 2.5, blue above 1.5)', (kd, tone) => {
    expect(kdTone(kd)).toBe(tone);
  });

  it.each([
    [50.1, 'gold'],
    [50, 'primary'],
    [40.1, 'primary'],
    [40, 'grey'],
    [12, 'grey'],
  ])('headshot %s %% is %s (gold above 50, primary above 40)', (hs, tone) => {
    expect(headshotTone(hs)).toBe(tone);
  });

  it('paints the cells in those colours', async () => {
    serveTopPlayers({
      '30d': {
        updatedAt: UPDATED_AT,
        data: [
          row({ rank: 1, name: 'Verde', kd: 2.51, hsPercentage: 50.1 }),
          row({ rank: 2, name: 'Azul', kd: 2.5, hsPercentage: 50 }),
          row({ rank: 3, name: 'Gris', kd: 1.5, hsPercentage: 40 }),
        ],
      },
    });
    renderPanel();
    await screen.findByRole('row', { name: /Verde/ });

    // Columns: rank, name, kills, deaths, K/D, shots, headshots, HS %, score.
    expect(cellsOf('Verde')[4]).toHaveStyle({ color: theme.colors.success });
    expect(cellsOf('Verde')[7]).toHaveStyle({ color: theme.colors.gold });
    expect(cellsOf('Azul')[4]).toHaveStyle({ color: theme.colors.info });
    expect(cellsOf('Azul')[7]).toHaveStyle({ color: theme.colors.primary });
    expect(cellsOf('Gris')[4]).toHaveStyle({ color: theme.colors.grey });
    expect(cellsOf('Gris')[7]).toHaveStyle({ color: theme.colors.grey });
  });
});

describe('TOP 15 movement since yesterday', () => {
  it('shows beside each rank how far it moved since yesterday, said in words to a screen reader', async () => {
    serveTopPlayers({
      '30d': {
        updatedAt: UPDATED_AT,
        data: [
          row({ rank: 1, name: 'Subio', previousRank: 4 }),
          row({ rank: 2, name: 'Bajo', previousRank: 1 }),
          row({ rank: 3, name: 'Igual', previousRank: 3 }),
          row({ rank: 4, name: 'Nuevo', previousRank: null }),
        ],
      },
    });
    renderPanel();
    await screen.findByRole('row', { name: /Subio/ });
    expect(cellsOf('Subio')[0]).toHaveTextContent('1▲ 3subió 3 desde ayer');
    expect(cellsOf('Bajo')[0]).toHaveTextContent('2▼ 1bajó 1 desde ayer');
    expect(cellsOf('Igual')[0]).toHaveTextContent('3=igual que ayer');
    expect(cellsOf('Nuevo')[0]).toHaveTextContent('4nuevonuevo en el ranking desde ayer');
    expect(within(cellsOf('Subio')[0]!).getByText('▲ 3')).toHaveStyle({ color: theme.colors.success });
    expect(within(cellsOf('Bajo')[0]!).getByText('▼ 1')).toHaveStyle({ color: theme.colors.danger });
  });
});

describe('TOP 15 table', () => {
  it("shows the server's 15 best of the last 30 days, with when the ranking was updated", async () => {
    const asked = serveTopPlayers({ '30d': { updatedAt: UPDATED_AT, data: fifteen } });
    renderPanel();

    expect(screen.getByRole('status')).toHaveTextContent('Cargando ranking...');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(15);
    expect(asked).toEqual([`${DOCUMENT_ID}:30d`]);

    expect(screen.getByText(/últimos 30 días/)).toHaveTextContent('según los registros del servidor');
    expect(screen.queryByText(/todos los días/)).not.toBeInTheDocument();
    expect(screen.getByText('Actualizado 12 de marzo de 2025, 15:45.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '30 días' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Jugador',
      'Kills',
      'Muertes',
      'K/D',
      'Disparos',
      'Headshots',
      'HS %',
      'Puntaje',
    ]);
    expect(screen.getByText(/Las kills cuentan con al menos 4 jugadores/)).toBeInTheDocument();
    // When each figure is counted: shots and headshots only when the server logs them (a player leaves, a map ends).
    expect(screen.getByText(/Las kills cuentan con al menos 4 jugadores/)).toHaveTextContent(
      'disparos y headshots, cuando el jugador sale o termina el mapa',
    );
  });

  it('writes the figures the Argentine way', async () => {
    serveTopPlayers({
      '30d': {
        updatedAt: UPDATED_AT,
        data: [
          row({
            name: 'Tincho',
            kills: 2841,
            deaths: 962,
            kd: 2.95,
            shots: 31020,
            headshots: 1568,
            hsPercentage: 55.2,
            score: 1879,
          }),
        ],
      },
    });
    renderPanel();

    await screen.findByRole('row', { name: /Tincho/ });
    expect(cellsOf('Tincho').map((cell) => cell.textContent)).toEqual([
      '1=igual que ayer',
      'TTincho',
      '2.841',
      '962',
      '2,95',
      '31.020',
      '1.568',
      '55,2 %',
      '1.879',
    ]);
  });

  it("links a ranked site user to their profile, with their picture; other players' names are plain text", async () => {
    serveTopPlayers({
      '30d': {
        updatedAt: UPDATED_AT,
        data: [
          row({ rank: 1, name: 'Jugador Común', profileId: 'user3doc', avatar: '/uploads/thumbnail_yo_1a2b.jpg' }),
          row({ rank: 2, name: 'Visitante' }),
        ],
      },
    });
    renderPanel();

    const link = await screen.findByRole('link', { name: 'Jugador Común' });
    expect(link).toHaveAttribute('href', '/perfil/user3doc');
    expect(screen.getByRole('img', { name: 'Foto de perfil de Jugador Común' })).toHaveAttribute(
      'src',
      'http://cms.test/uploads/thumbnail_yo_1a2b.jpg',
    );
    expect(within(screen.getByRole('row', { name: /Visitante/ })).queryByRole('link')).not.toBeInTheDocument();
  });

  it('switches to this month (Temporada) and to all time (Histórico), kept in the URL', async () => {
    const asked = serveTopPlayers({
      '30d': { updatedAt: UPDATED_AT, data: [row({ name: 'DelMes' })] },
      season: { updatedAt: UPDATED_AT, data: [row({ name: 'DeLaTemporada' })] },
      all: { updatedAt: UPDATED_AT, data: [row({ name: 'DeSiempre' })] },
    });
    const { user, location } = renderPanel();
    await screen.findByRole('row', { name: /DelMes/ });

    await user.click(screen.getByRole('button', { name: 'Temporada' }));
    expect(await screen.findByRole('row', { name: /DeLaTemporada/ })).toBeInTheDocument();
    expect(screen.getByText(/temporada de marzo de 2025/)).toBeInTheDocument();
    expect(location()).toBe(`/servidores/${DOCUMENT_ID}?tab=top15&periodo=temporada`);

    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    expect(await screen.findByRole('row', { name: /DeSiempre/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Histórico' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '30 días' }));
    expect(await screen.findByRole('row', { name: /DelMes/ })).toBeInTheDocument();
    expect(location()).toBe(`/servidores/${DOCUMENT_ID}?tab=top15`);
    expect(asked).toEqual([`${DOCUMENT_ID}:30d`, `${DOCUMENT_ID}:season`, `${DOCUMENT_ID}:all`]);
  });

  it('opens the period a link names', async () => {
    const asked = serveTopPlayers({ all: { updatedAt: UPDATED_AT, data: [row({ name: 'DeSiempre' })] } });
    renderPanel(`/servidores/${DOCUMENT_ID}?tab=top15&periodo=historico`);

    expect(await screen.findByRole('row', { name: /DeSiempre/ })).toBeInTheDocument();
    expect(asked).toEqual([`${DOCUMENT_ID}:all`]);
  });
});

describe('TOP 15 without data', () => {
  it('says the server has sent no statistics yet', async () => {
    serveTopPlayers({ '30d': { updatedAt: null, data: [] } });
    renderPanel();

    expect(
      await screen.findByText(
        'Este servidor todavía no registró partidas: el ranking aparece con sus primeras estadísticas.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/Actualizado/)).not.toBeInTheDocument();
  });

  it('says nobody is ranked in a period without frags', async () => {
    serveTopPlayers({ '30d': { updatedAt: UPDATED_AT, data: [] } });
    renderPanel();

    expect(await screen.findByText('Todavía nadie entró en el ranking de este período.')).toBeInTheDocument();
    expect(screen.getByText('Actualizado 12 de marzo de 2025, 15:45.')).toBeInTheDocument();
  });

  it('offers to retry when the ranking cannot be loaded', async () => {
    serveTopPlayers({ '30d': 'error' });
    const { user } = renderPanel();

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el ranking.');
    serveTopPlayers({ '30d': { updatedAt: UPDATED_AT, data: [row({ name: 'Vuelve' })] } });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('row', { name: /Vuelve/ })).toBeInTheDocument();
  });
});
