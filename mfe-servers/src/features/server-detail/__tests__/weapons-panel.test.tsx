import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ServerWeaponFigures } from '@cs16ar/shared';
import { apiPath, makeWeaponFigures, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import { WeaponsPanel } from '../components/weapons-panel';

const DOCUMENT_ID = 'dust2doc';
const UPDATED_AT = '2025-03-12T18:45:00.000Z';

/** A row as `GET /servers/:documentId/weapons` answers it (cms/src/game-servers/README.md). */
const weapon = (name: string, figures: Partial<ServerWeaponFigures>): ServerWeaponFigures => ({
  ...makeWeaponFigures(name),
  players: 0,
  ...figures,
});

type Answer = { data: ServerWeaponFigures[]; updatedAt: string | null } | 'error';

function serveWeapons(answers: Partial<Record<'30d' | 'season' | 'all', Answer>>) {
  const asked: string[] = [];
  server.use(
    http.get(apiPath('/servers/:documentId/weapons'), ({ request, params }) => {
      const period = new URL(request.url).searchParams.get('period') ?? '30d';
      asked.push(`${String(params.documentId)}:${period}`);
      const answer = answers[period as '30d'];
      if (!answer || answer === 'error') {
        return HttpResponse.json(strapiError(500, 'Internal Server Error'), { status: 500 });
      }
      return HttpResponse.json({
        data: answer.data,
        meta: {
          server: { documentId: DOCUMENT_ID, name: 'CS Argentina #1' },
          period,
          from: period === 'all' ? null : '2025-02-11T03:00:00.000Z',
          updatedAt: answer.updatedAt,
        },
      });
    }),
  );
  return asked;
}

const renderPanel = (route = `/servidores/${DOCUMENT_ID}?tab=armas`) =>
  renderWithProviders(<WeaponsPanel documentId={DOCUMENT_ID} />, { route, path: '/servidores/:id' });

const cellsOf = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(name) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Armas', () => {
  it("lists the server's weapons by the names players know, with each figure written the Argentine way", async () => {
    const asked = serveWeapons({
      '30d': {
        updatedAt: UPDATED_AT,
        data: [
          weapon('ak47', {
            kills: 1204,
            headshots: 530,
            hsPercentage: 44,
            shots: 31020,
            hits: 7400,
            accuracy: 23.9,
            players: 41,
          }),
          weapon('xm1014', { kills: 12, headshots: 1, hsPercentage: 8.3, shots: 40, hits: 190, players: 3 }),
          weapon('knife', { kills: 3, players: 2 }),
          weapon('zombie_claws', { kills: 0, deaths: 4 }),
        ],
      },
    });
    renderPanel();

    expect(screen.getByRole('status')).toHaveTextContent('Cargando armas...');
    await screen.findByRole('row', { name: /AK-47/ });
    expect(asked).toEqual([`${DOCUMENT_ID}:30d`]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Arma',
      'Kills',
      'Headshots',
      'HS %',
      'Disparos',
      'Impactos',
      'Precisión',
      'Jugadores',
    ]);
    expect(cellsOf('AK-47')).toEqual(['1.204', '530', '44,0 %', '31.020', '7.400', '23,9 %', '41']);
    // A shotgun's shot hits with every pellet: no accuracy.
    expect(cellsOf('XM1014')).toEqual(['12', '1', '8,3 %', '40', '190', '—', '3']);
    expect(cellsOf('Cuchillo')).toEqual(['3', '0', '0,0 %', '0', '0', '—', '2']);
    // A plugin's weapon keeps its log name; no kills, no headshot percentage.
    expect(cellsOf('zombie_claws')).toEqual(['0', '0', '—', '0', '0', '—', '0']);
    expect(screen.getByText(/últimos 30 días/)).toBeInTheDocument();
    expect(screen.getByText('Actualizado 12 de marzo de 2025, 15:45.')).toBeInTheDocument();
    expect(screen.getByText(/Precisión: impactos ÷ disparos/)).toHaveTextContent(
      'cuando el jugador sale o termina el mapa',
    );
    expect(screen.getByRole('region', { name: 'Armas del servidor' })).toBeInTheDocument();
  });

  it('says the server has sent no games yet, or that the period has none', async () => {
    serveWeapons({ '30d': { updatedAt: null, data: [] }, all: { updatedAt: UPDATED_AT, data: [] } });
    renderPanel();
    expect(await screen.findByText(/todavía no registró partidas/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Histórico' }));
    expect(
      await screen.findByText('Todavía no hay kills ni disparos registrados en este período.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Las armas desde el primer registro del servidor.')).toBeInTheDocument();
  });

  it('reads the period from the address and offers a retry when the CMS fails', async () => {
    const asked = serveWeapons({ season: 'error' });
    renderPanel(`/servidores/${DOCUMENT_ID}?tab=armas&periodo=temporada`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar las armas. Por favor intentalo nuevamente.',
    );
    serveWeapons({ season: { updatedAt: UPDATED_AT, data: [weapon('awp', { kills: 9, players: 2 })] } });
    await userEvent.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByRole('row', { name: /AWP/ })).toBeInTheDocument();
    expect(asked[0]).toBe(`${DOCUMENT_ID}:season`);
  });
});
