import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  apiPath,
  makeMedia,
  makeStaffMemberFace,
  renderWithProviders,
  server,
  strapiError,
} from '@cs16ar/shared/testing';
import { StaffPage } from '../components/staff-page';
import type { StaffMember } from '../types/staff';

const DUST2 = { documentId: 'srv1doc', name: 'CS Argentina #1 | Clásico 24/7 Dust2', gameMode: 'Clásico' };
const ZOMBIE = { documentId: 'srv4doc', name: 'CS Argentina | Zombie Plague 5.0', gameMode: 'Zombie' };

const member = (overrides: Partial<StaffMember>): StaffMember => ({
  ...makeStaffMemberFace(),
  servers: [],
  presence: null,
  ...overrides,
});

const owner = member({
  profileId: 'fundador9doc',
  username: 'fundador',
  nickname: 'El Fundador',
  role: 'owner',
  avatar: makeMedia(),
  servers: [DUST2, ZOMBIE],
  presence: {
    state: 'playing',
    server: DUST2,
    since: '2025-03-12T18:00:00.000Z',
    lastSeen: '2025-03-12T18:45:00.000Z',
  },
});
const admin = member({
  profileId: 'admin1doc',
  servers: [ZOMBIE],
  presence: { state: 'offline', server: null, since: null, lastSeen: '2025-03-12T18:45:00.000Z' },
});
const moderator = member({ profileId: 'mod5doc', username: 'mod', nickname: null, role: 'moderator' });

function serveStaff(answer: StaffMember[] | number) {
  server.use(
    http.get(apiPath('/staff'), () =>
      typeof answer === 'number'
        ? HttpResponse.json(strapiError(answer, 'Error'), { status: answer })
        : HttpResponse.json({ data: answer, meta: {} }),
    ),
  );
}

describe('Staff', () => {
  it('groups the staff by role, each with their picture, profile, servers and where they play now', async () => {
    serveStaff([owner, admin, moderator]);
    renderWithProviders(<StaffPage />, { route: '/comunidad/staff' });

    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(screen.getByText('Cargando staff...')).toBeInTheDocument();
    const owners = await screen.findByRole('region', { name: 'Dueños' });
    const card = within(owners).getByRole('article', { name: 'El Fundador' });
    expect(within(card).getByRole('link', { name: 'El Fundador' })).toHaveAttribute('href', '/perfil/fundador9doc');
    expect(within(card).getByText('Dueño')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Foto de perfil de El Fundador' })).toBeInTheDocument();
    expect(within(card).getByText(/Jugando en/)).toHaveTextContent('Jugando en CS Argentina #1 | Clásico 24/7 Dust2');
    const servers = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(servers).toEqual([DUST2.name, ZOMBIE.name]);

    const admins = screen.getByRole('region', { name: 'Administradores' });
    expect(within(admins).getByText(/Desconectado/)).toHaveTextContent(
      'Desconectado · visto por última vez 12 de marzo de 2025, 15:45',
    );
    // Without a Steam ID the site trusts, nothing is said about where they play.
    const moderators = screen.getByRole('region', { name: 'Moderadores' });
    const modCard = within(moderators).getByRole('article', { name: 'mod' });
    expect(within(modCard).queryByText(/Jugando en|Desconectado/)).not.toBeInTheDocument();
    expect(within(modCard).getByText('Sin servidores asignados')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Dueños',
      'Administradores',
      'Moderadores',
    ]);
  });

  it('says so when there is no staff yet, and when it cannot be loaded', async () => {
    serveStaff([]);
    const { unmount } = renderWithProviders(<StaffPage />);
    expect(await screen.findByRole('heading', { name: 'Todavía no hay staff publicado' })).toBeInTheDocument();
    unmount();

    serveStaff(500);
    renderWithProviders(<StaffPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar el staff. Revisá tu conexión e intentá de nuevo.',
    );
  });
});
