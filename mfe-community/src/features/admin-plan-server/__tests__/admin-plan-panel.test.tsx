import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, makeUser, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import type { AdminPlanServerView } from '@cs16ar/shared';
import { AdminPlanPanel } from '../components/admin-plan-panel';

const admin = { jwt: 't', user: makeUser({ username: 'lu', userType: 'admin' as const }) };

// The CMS's GET /admin-plan/server (contracts/memberships.d.ts).
const panel: AdminPlanServerView = {
  server: { id: 'dust2', name: 'CS Argentina #1 | Dust2' },
  players: [
    { uid: 12, name: 'Molesto', steamId: 'STEAM_0:0:42', frags: 3, time: '10:21' },
    { uid: 13, name: 'Tranqui', steamId: 'STEAM_0:1:43', frags: 9, time: '22:05' },
  ],
  playersError: null,
  actions: [],
};

function serveCms(answerPost: (path: string, body: unknown) => Response | AdminPlanServerView) {
  const sent: { path: string; body: unknown }[] = [];
  server.use(
    http.get(apiPath('/admin-plan/server'), () => HttpResponse.json({ data: panel })),
    http.post(apiPath('/admin-plan/*'), async ({ request }) => {
      const body = await request.json();
      const path = new URL(request.url).pathname.replace(/^.*\/api/, '');
      sent.push({ path, body });
      const answer = answerPost(path, body);
      return answer instanceof Response ? answer : HttpResponse.json({ data: answer });
    }),
  );
  return sent;
}

const renderPanel = () => renderWithProviders(<AdminPlanPanel />, { route: '/admin', path: '/admin', session: admin });

describe("/admin for an Admin plan member: their server's panel", () => {
  it('lists the players and kicks one only after the confirmation', async () => {
    const after: AdminPlanServerView = {
      ...panel,
      players: panel.players!.slice(1),
      actions: [
        {
          action: 'kick',
          playerName: 'Molesto',
          steamId: 'STEAM_0:0:42',
          minutes: null,
          reason: null,
          banDocumentId: null,
          at: new Date().toISOString(),
        },
      ],
    };
    const sent = serveCms(() => after);
    const { user } = renderPanel();
    expect(await screen.findByText(/Sos admin en/)).toHaveTextContent('Sos admin en CS Argentina #1 | Dust2');
    expect(screen.getByRole('link', { name: 'Historial y TOP 15 de tu servidor' })).toHaveAttribute(
      'href',
      '/servidores/dust2',
    );
    const players = screen.getByRole('list', { name: 'Jugadores en CS Argentina #1 | Dust2' });
    const row = within(players).getByText('Molesto').closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Expulsar' }));
    expect(sent).toEqual([]);
    await user.click(within(row).getByRole('button', { name: 'Sí, expulsar a Molesto' }));
    expect(await screen.findByText('Expulsaste a Molesto.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/admin-plan/kick', body: { uid: 12 } }]);
    // The panel is the CMS's answer (drawn in a deferred render).
    expect(
      within(await screen.findByRole('list', { name: 'Tus acciones' })).getByText('Expulsaste a Molesto'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Jugadores en CS Argentina #1 | Dust2' })).queryByText('Molesto'),
    ).toBeNull();
  });

  it('bans for a length of at most seven days, only with a reason, and shows the CMS refusal as it comes', async () => {
    const sent = serveCms((path) =>
      path === '/admin-plan/ban'
        ? HttpResponse.json(strapiError(404, 'Ese jugador ya no está en tu servidor.'), { status: 404 })
        : panel,
    );
    const { user } = renderPanel();
    const players = await screen.findByRole('list', { name: 'Jugadores en CS Argentina #1 | Dust2' });
    const row = within(players).getByText('Molesto').closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Banear' }));
    const form = within(row).getByRole('form', { name: 'Banear a Molesto' });
    const lengths = within(within(form).getByLabelText('Duración')).getAllByRole('option');
    expect(lengths.map((option) => option.textContent)).toEqual([
      '30 minutos',
      '1 hora',
      '6 horas',
      '1 día',
      '3 días',
      '7 días',
    ]);
    await user.click(within(form).getByRole('button', { name: 'Banear a Molesto' }));
    expect(within(form).getByText('Escribí el motivo del baneo (al menos 3 caracteres).')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('Duración'), '3 días');
    await user.type(within(form).getByLabelText('Motivo'), 'Spam en el chat');
    await user.click(within(form).getByRole('button', { name: 'Banear a Molesto' }));
    expect(await screen.findByText('Ese jugador ya no está en tu servidor.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/admin-plan/ban', body: { uid: 12, minutes: 4320, reason: 'Spam en el chat' } }]);
  });

  it('says when the server does not answer, and why the panel is refused', async () => {
    server.use(
      http.get(apiPath('/admin-plan/server'), () =>
        HttpResponse.json({ data: { ...panel, players: null, playersError: 'Tu servidor no responde a rcon.' } }),
      ),
    );
    const first = renderPanel();
    expect(await screen.findByText('Tu servidor no responde a rcon.')).toBeInTheDocument();
    first.unmount();

    server.use(
      http.get(apiPath('/admin-plan/server'), () =>
        HttpResponse.json(strapiError(409, 'Elegí tu servidor de admin en Tu membresía.'), { status: 409 }),
      ),
    );
    renderPanel();
    expect(await screen.findByText('Elegí tu servidor de admin en Tu membresía.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
