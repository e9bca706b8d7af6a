import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ServerMapFigures } from '@cs16ar/shared';
import { apiPath, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import { MapsPanel } from '../components/maps-panel';

const DOCUMENT_ID = 'dust2doc';
const UPDATED_AT = '2025-03-12T18:45:00.000Z';

/** A row as `GET /servers/:documentId/maps` answers it (cms/src/game-servers/README.md). */
const map = (name: string, figures: Partial<ServerMapFigures>): ServerMapFigures => ({
  map: name,
  playTimeSeconds: 0,
  rounds: 0,
  ctWins: 0,
  tWins: 0,
  players: 0,
  kills: 0,
  ...figures,
});

function serveMaps(answer: { data: ServerMapFigures[]; updatedAt: string | null } | 'error') {
  const asked: string[] = [];
  server.use(
    http.get(apiPath('/servers/:documentId/maps'), ({ request }) => {
      const period = new URL(request.url).searchParams.get('period') ?? '30d';
      asked.push(period);
      if (answer === 'error') return HttpResponse.json(strapiError(500, 'Internal Server Error'), { status: 500 });
      return HttpResponse.json({
        data: answer.data,
        meta: { period, from: period === 'all' ? null : '2025-02-11T03:00:00.000Z', updatedAt: answer.updatedAt },
      });
    }),
  );
  return asked;
}

const renderPanel = (route = `/servidores/${DOCUMENT_ID}?tab=mapas`) =>
  renderWithProviders(<MapsPanel documentId={DOCUMENT_ID} />, { route, path: '/servidores/:id' });

const cellsOf = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(name) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Mapas', () => {
  it("lists the server's maps, the longest played first, with each team's round wins and their share", async () => {
    const asked = serveMaps({
      updatedAt: UPDATED_AT,
      data: [
        map('de_dust2', {
          playTimeSeconds: 15 * 3600 + 20 * 60,
          rounds: 420,
          ctWins: 231,
          tWins: 189,
          players: 212,
          kills: 6120,
        }),
        map('de_inferno', { playTimeSeconds: 1500, rounds: 0, players: 3 }),
      ],
    });
    renderPanel();

    expect(screen.getByRole('status')).toHaveTextContent('Cargando mapas...');
    await screen.findByRole('row', { name: /de_dust2/ });
    expect(asked).toEqual(['30d']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Mapa',
      'Tiempo jugado',
      'Rondas',
      'Ganó CT',
      'Ganó T',
      'Jugadores',
      'Kills',
    ]);
    expect(cellsOf('de_dust2')).toEqual(['15 h 20 min', '420', '231 (55%)', '189 (45%)', '212', '6.120']);
    // Without rounds there is no share to give.
    expect(cellsOf('de_inferno')).toEqual(['25 min 00 s', '0', '0', '0', '3', '0']);
    expect(screen.getByText(/del más jugado al menos jugado/)).toBeInTheDocument();
    expect(screen.getByText(/Tiempo jugado: mientras el servidor tuvo el mapa/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mapas del servidor' })).toBeInTheDocument();
  });

  it('says when the server has sent nothing yet, and offers a retry when the CMS fails', async () => {
    serveMaps({ updatedAt: null, data: [] });
    const { unmount } = renderPanel();
    expect(await screen.findByText(/todavía no registró partidas: los mapas aparecen/)).toBeInTheDocument();
    unmount();

    serveMaps('error');
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar los mapas.');
    serveMaps({ updatedAt: UPDATED_AT, data: [] });
    await userEvent.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByText('Todavía no hay mapas jugados en este período.')).toBeInTheDocument();
  });
});
