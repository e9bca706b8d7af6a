import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AwardDay } from '@cs16ar/shared';
import { apiPath, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import { AwardsPanel } from '../components/awards-panel';

const DOCUMENT_ID = 'dust2doc';
const RULES = [
  { award: 'kills', title: 'Más kills', rule: 'Más kills en el día.' },
  { award: 'accuracy', title: 'Mejor puntería', rule: 'Más impactos por disparo, con al menos 100 disparos.' },
];

function serveAwards(answer: AwardDay[] | 'error') {
  server.use(
    http.get(apiPath('/servers/:documentId/awards'), () =>
      answer === 'error'
        ? HttpResponse.json(strapiError(500, 'Internal Server Error'), { status: 500 })
        : HttpResponse.json({
            data: answer,
            meta: { server: { documentId: DOCUMENT_ID, name: 'Dust2' }, rules: RULES },
          }),
    ),
  );
}

const renderPanel = () =>
  renderWithProviders(<AwardsPanel documentId={DOCUMENT_ID} />, {
    route: `/servidores/${DOCUMENT_ID}?tab=premios`,
    path: '/servidores/:id',
  });

describe('Premios', () => {
  it("shows each day's winners, newest first, linking a site user's profile, and how each award is won", async () => {
    serveAwards([
      {
        day: '2026-12-03',
        awards: [
          {
            award: 'kills',
            title: 'Más kills',
            value: 1204,
            unit: 'kills',
            player: { steamID: 'STEAM_0:1:1', name: 'Tincho', profileId: 'user3doc' },
          },
          {
            award: 'accuracy',
            title: 'Mejor puntería',
            value: 37.5,
            unit: '% de precisión',
            player: { steamID: 'STEAM_0:1:2', name: '<b>Rulo</b>', profileId: null },
          },
        ],
      },
      {
        day: '2026-12-01',
        awards: [
          {
            award: 'kills',
            title: 'Más kills',
            value: 1,
            unit: 'kill',
            player: { steamID: 'STEAM_0:1:3', name: '', profileId: null },
          },
        ],
      },
    ]);
    renderPanel();

    const latest = await screen.findByRole('region', { name: 'Premios del 3 de diciembre de 2026' });
    const items = within(latest).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Más killsTincho1.204 kills',
      'Mejor puntería<b>Rulo</b>37,5 % de precisión',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Tincho' })).toHaveAttribute('href', '/perfil/user3doc');
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
    // A winner without a name is shown by their Steam ID.
    const older = screen.getByRole('region', { name: 'Premios del 1 de diciembre de 2026' });
    expect(within(older).getByRole('listitem')).toHaveTextContent('Más killsSTEAM_0:1:31 kill');
    expect(screen.getByText(/Cómo se eligen/)).toHaveTextContent(
      'Mejor punteríaMás impactos por disparo, con al menos 100 disparos.',
    );
  });

  it('says when there are no awards yet, and offers a retry when the CMS fails', async () => {
    serveAwards('error');
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar los premios.');
    serveAwards([]);
    await userEvent.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByText(/Todavía no hay premios: se entregan al terminar cada día/)).toBeInTheDocument();
  });
});
