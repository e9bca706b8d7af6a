import { fireEvent, screen, within } from '@testing-library/react';
import { apiPath, makeMedia, makeServer, makeUser } from '@cs16ar/shared/testing';
import {
  describedTerms,
  DUST2,
  GUNGAME,
  mockProfileApi,
  offline,
  owner,
  playerStats,
  publicProfile,
  renderProfile,
  serverStats,
} from './profile-test-setup';

describe('own profile', () => {
  it("shows the player's card, the information block and the edit form", async () => {
    mockProfileApi();
    renderProfile();

    expect(screen.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Tarjeta del jugador' });
    expect(within(card).getByText('jugador')).toBeInTheDocument();
    expect(within(card).getByText('Jugador Común')).toBeInTheDocument();
    expect(within(card).getByText('PREMIUM')).toBeInTheDocument();
    expect(within(card).getByText('Dust2 24/7 y algo de GunGame.')).toBeInTheDocument();
    expect(within(card).getByText('STEAM_0:1:30000003')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cambiar foto de perfil' })).toBeInTheDocument();

    expect(screen.getByRole('form', { name: 'Editar perfil' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mensaje' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar amigo' })).not.toBeInTheDocument();
    await screen.findByText('Este usuario no juega en ningún servidor actualmente.');
  });

  it.each([
    ['admin', 'ADMIN'],
    ['regular', 'REGULAR'],
    ['moderador', 'REGULAR'],
  ])('shows userType %s as the %s badge', async (userType, label) => {
    const user = makeUser({ ...owner, userType });
    mockProfileApi({ me: user });
    renderProfile({ user });

    expect(within(screen.getByRole('region', { name: 'Tarjeta del jugador' })).getByText(label)).toBeInTheDocument();
    await screen.findByText('Este usuario no juega en ningún servidor actualmente.');
  });

  it("says on how many servers a member's privileges are applied, as the servers confirmed them", async () => {
    mockProfileApi({
      privileges: {
        flags: 'bt',
        admin: null,
        holds: true,
        suspended: null,
        steamIdVerified: true,
        servers: [
          { id: 'a', name: DUST2.name, confirmedAt: '2026-12-02T15:10:00.000Z' },
          { id: 'b', name: GUNGAME.name, confirmedAt: null },
        ],
      },
    });
    renderProfile();

    const card = await screen.findByRole('region', { name: 'Privilegios' });
    expect(within(card).getByText('Privilegios aplicados en 1 de 2 servidores.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ver mi membresía' })).toHaveAttribute('href', '/tu-membresia');
  });

  it('leaves out the Steam ID and nickname when the player has none, and shows the initial without a picture', async () => {
    const user = makeUser({ ...owner, nickname: null, steamID: null, bio: null, profilePicture: null });
    mockProfileApi({ me: user });
    renderProfile({ user });

    const card = screen.getByRole('region', { name: 'Tarjeta del jugador' });
    expect(within(card).queryByText(/Steam ID/)).not.toBeInTheDocument();
    expect(within(card).getByText('j')).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    await screen.findByText('Este usuario no juega en ningún servidor actualmente.');
  });

  it('re-reads the current user on arrival, so a picture missing from the sign-in answer shows', async () => {
    const picture = makeMedia({ url: '/uploads/avatar.png', formats: { small: { url: '/uploads/small_avatar.png' } } });
    const { meRequests } = mockProfileApi({ me: { ...owner, profilePicture: picture } });
    const { store } = renderProfile();

    const image = await screen.findByRole('img', { name: 'Foto de perfil de jugador' });
    expect(image).toHaveAttribute('src', 'http://cms.test/uploads/small_avatar.png');
    expect(meRequests[0]?.url.searchParams.get('populate')).toBe('profilePicture');
    expect(meRequests[0]?.authorization).toBe('Bearer jwt-del-jugador');
    expect(store.getState().user?.profilePicture?.url).toBe('/uploads/avatar.png');
  });

  it('lists the servers the player plays on, with a count, each linking to its page', async () => {
    const { serverRequests } = mockProfileApi({
      servers: [
        makeServer({
          id: 1,
          documentId: 'dust2doc',
          name: 'CS Argentina #1 | Clásico 24/7 Dust2',
          gameMode: 'Clásico',
        }),
        makeServer({ id: 5, documentId: 'zedoc', name: 'CS Argentina | Zombie Escape', gameMode: null }),
      ],
    });
    renderProfile();

    const card = screen.getByRole('region', { name: 'Servidores' });
    expect(within(card).getByRole('status')).toHaveTextContent('Cargando servidores...');

    const dust2 = await within(card).findByRole('link', { name: /CS Argentina #1 \| Clásico 24\/7 Dust2/ });
    expect(dust2).toHaveAttribute('href', '/servidores/dust2doc');
    expect(dust2).toHaveTextContent('Clásico');
    // No game mode: the spec's default.
    expect(within(card).getByRole('link', { name: /Zombie Escape/ })).toHaveTextContent('Clásico');
    expect(within(card).getByLabelText('2 servidores')).toHaveTextContent('2');
    expect(within(card).queryByRole('status')).not.toBeInTheDocument();

    expect(serverRequests).toHaveLength(1);
    expect(serverRequests[0]?.url.searchParams.get('filters[users][id][$eq]')).toBe('3');
    expect(serverRequests[0]?.url.searchParams.get('populate')).toBe('*');
    expect(serverRequests[0]?.authorization).toBe('Bearer jwt-del-jugador');
  });

  it('says so when the player plays on no server', async () => {
    mockProfileApi({ servers: [] });
    renderProfile();

    const card = screen.getByRole('region', { name: 'Servidores' });
    expect(await within(card).findByText('Este usuario no juega en ningún servidor actualmente.')).toBeInTheDocument();
    expect(within(card).getByLabelText('0 servidores')).toBeInTheDocument();
  });

  it('is the own profile when the URL carries the own profile id', async () => {
    mockProfileApi();
    renderProfile({ route: `/perfil/${owner.documentId}` });

    expect(screen.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Editar perfil' })).toBeInTheDocument();
    await screen.findByText('Este usuario no juega en ningún servidor actualmente.');
  });

  it('says since when the player is a member and where they are playing, from the own public profile', async () => {
    const { profileRequests } = mockProfileApi();
    renderProfile();

    const info = screen.getByRole('region', { name: 'Información' });
    expect(await within(info).findByText('octubre de 2024')).toBeInTheDocument();
    expect(describedTerms(info)).toEqual({
      'Miembro desde': 'octubre de 2024',
      Estado: 'En línea',
      'Jugando en': DUST2.name,
    });
    expect(within(info).getByRole('link', { name: DUST2.name })).toHaveAttribute('href', '/servidores/dust2doc');
    expect(profileRequests).toEqual([owner.documentId]);
    await screen.findByText('Este usuario no juega en ningún servidor actualmente.');
  });

  it('says when the player was last in a game while offline', async () => {
    mockProfileApi({ profiles: { [owner.documentId]: publicProfile(owner, { presence: offline }) } });
    renderProfile();

    const info = screen.getByRole('region', { name: 'Información' });
    expect(await within(info).findByText('Desconectado')).toBeInTheDocument();
    expect(describedTerms(info)).toEqual({
      'Miembro desde': 'octubre de 2024',
      Estado: 'Desconectado',
      'Última conexión': '12 de marzo de 2025, 15:45',
    });
    await screen.findByText('Este usuario no juega en ningún servidor actualmente.');
  });

  it('shows the Discord name the player chose to show', async () => {
    mockProfileApi({
      profiles: { [owner.documentId]: publicProfile(owner, { presence: offline, discordName: 'Gaucho#ar' }) },
    });
    renderProfile();

    const info = screen.getByRole('region', { name: 'Información' });
    expect(await within(info).findByText('Gaucho#ar')).toBeInTheDocument();
    expect(describedTerms(info)).toMatchObject({ Discord: 'Gaucho#ar' });
    await screen.findByText('Este usuario no juega en ningún servidor actualmente.');
  });

  it('lists the names the player used on the servers, the latest first, as text', async () => {
    const namesUsed = [
      { name: '<b>Gaucho</b> 🇦🇷', lastSeenAt: '2025-03-12T18:45:00.000Z' },
      { name: 'Jugador Común', lastSeenAt: '2025-02-01T10:00:00.000Z' },
    ];
    mockProfileApi({ profiles: { [owner.documentId]: publicProfile(owner, { presence: offline, namesUsed }) } });
    renderProfile();

    const names = await screen.findByRole('list', { name: 'Nombres en los servidores, el último primero' });
    expect(
      within(names)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['<b>Gaucho</b> 🇦🇷', 'Jugador Común']);
    await screen.findByText('Este usuario no juega en ningún servidor actualmente.');
  });

  it('offers the signature for forums once the verified Steam ID has games, dark or light, linking to the profile', async () => {
    mockProfileApi();
    renderProfile();

    const card = await screen.findByRole('region', { name: 'Tu firma para foros' });
    const src = (theme: string) =>
      apiPath(`/players/${encodeURIComponent(owner.steamID!)}/signature.png?theme=${theme}`);
    const link = `${window.location.origin}/perfil/${owner.documentId}`;
    expect(within(card).getByRole('img', { name: 'Firma de Jugador Común' })).toHaveAttribute('src', src('dark'));
    expect(within(card).getByLabelText('BBCode (foros)')).toHaveValue(`[url=${link}][img]${src('dark')}[/img][/url]`);

    fireEvent.click(within(card).getByRole('radio', { name: 'Clara' }));
    expect(within(card).getByRole('img', { name: 'Firma de Jugador Común' })).toHaveAttribute('src', src('light'));
    expect(within(card).getByLabelText('HTML')).toHaveValue(
      `<a href="${link}"><img src="${src('light').replace(/&/g, '&amp;')}" width="468" height="100" alt="Jugador Común en CS 1.6 Argentina"></a>`,
    );
  });

  it('offers no signature while the Steam ID has no games', async () => {
    mockProfileApi({ stats: { [owner.steamID!]: playerStats([]) } });
    renderProfile();

    await screen.findByText('Este jugador aún no tiene estadísticas registradas.');
    expect(screen.queryByRole('region', { name: 'Tu firma para foros' })).not.toBeInTheDocument();
  });

  it('without a session says the visitor is not signed in', () => {
    renderProfile({ user: null });

    expect(screen.getByRole('alert')).toHaveTextContent('No has iniciado sesión.');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/iniciar-sesion');
  });
});

const premium = makeUser({
  id: 2,
  documentId: 'k3v9premium2x7q1m0d8w5e6r',
  username: 'premium',
  email: 'no-se-publica@cs16.com.ar',
  nickname: 'Pibe Premium',
  bio: 'Zombie y mix competitivo todas las noches.',
  steamID: 'STEAM_0:0:20000002',
  userType: 'premium',
});

describe("another player's profile", () => {
  it('shows that player from their public profile, with Mensaje and Agregar amigo marked Próximamente', async () => {
    const { serverRequests, profileRequests } = mockProfileApi({
      servers: [makeServer({ documentId: 'ggdoc', name: GUNGAME.name, gameMode: 'GunGame' })],
      profiles: {
        [premium.documentId]: publicProfile(premium, {
          avatar: {
            url: '/uploads/pibe_1a2b.jpg',
            alternativeText: null,
            formats: { small: { url: '/uploads/small_pibe_1a2b.jpg' } },
          },
          memberSince: '2023-05-20T15:00:00.000Z',
          stats: playerStats([
            serverStats({ server: GUNGAME, name: 'Pibe Premium', kills: 310, deaths: 100, kd: 3.1 }),
          ]),
          presence: offline,
        }),
      },
    });
    renderProfile({ route: `/perfil/${premium.documentId}` });

    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Cargando perfil...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil de Pibe Premium' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Tarjeta del jugador' });
    expect(within(card).getByText('premium')).toBeInTheDocument();
    expect(within(card).getByText('PREMIUM')).toBeInTheDocument();
    expect(within(card).getByText('Zombie y mix competitivo todas las noches.')).toBeInTheDocument();
    expect(within(card).getByText('STEAM_0:0:20000002')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Foto de perfil de premium' })).toHaveAttribute(
      'src',
      'http://cms.test/uploads/small_pibe_1a2b.jpg',
    );
    expect(screen.getByRole('button', { name: 'Mensaje' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Agregar amigo' })).toBeDisabled();
    expect(within(card).getByText('Próximamente')).toBeInTheDocument();
    expect(screen.queryByText('Perfil de ejemplo')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Editar perfil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar foto de perfil' })).not.toBeInTheDocument();

    expect(describedTerms(screen.getByRole('region', { name: 'Información' }))).toEqual({
      'Miembro desde': 'mayo de 2023',
      Estado: 'Desconectado',
      'Última conexión': '12 de marzo de 2025, 15:45',
    });
    const stats = screen.getByRole('region', { name: 'Estadísticas del jugador' });
    expect(within(stats).getByRole('link', { name: GUNGAME.name })).toHaveAttribute('href', '/servidores/ggdoc');
    expect(within(stats).getByText('3,10')).toBeInTheDocument();
    // Who plays where is asked of the CMS for the id in the URL.
    expect(await screen.findByRole('link', { name: /GunGame Arsenal\s*GunGame/ })).toHaveAttribute(
      'href',
      '/servidores/ggdoc',
    );
    expect(serverRequests[0]?.url.searchParams.get('filters[users][id][$eq]')).toBe('2');
    expect(profileRequests).toEqual([premium.documentId]);
  });

  it('without a Steam ID says the player has no statistics and an unknown state', async () => {
    const noSteam = makeUser({ ...premium, steamID: null });
    mockProfileApi({ profiles: { [premium.documentId]: publicProfile(noSteam) } });
    renderProfile({ route: `/perfil/${premium.documentId}`, user: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil de Pibe Premium' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Estadísticas del jugador' })).toHaveTextContent(
      'Este jugador todavía no cargó su Steam ID, así que no tiene estadísticas.',
    );
    expect(describedTerms(screen.getByRole('region', { name: 'Información' }))).toEqual({
      'Miembro desde': 'octubre de 2024',
      Estado: 'Desconocido (sin Steam ID verificado)',
    });
  });

  it('with a Steam ID that has played nowhere says there are no statistics yet', async () => {
    mockProfileApi({ profiles: { [premium.documentId]: publicProfile(premium, { stats: playerStats([]) }) } });
    renderProfile({ route: `/perfil/${premium.documentId}`, user: null });

    expect(await screen.findByText('Este jugador aún no tiene estadísticas registradas.')).toBeInTheDocument();
  });

  it('asks a visitor to sign in to see the servers, without calling the CMS for them', async () => {
    const { serverRequests } = mockProfileApi({ profiles: { [premium.documentId]: publicProfile(premium) } });
    renderProfile({ route: `/perfil/${premium.documentId}`, user: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil de Pibe Premium' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Servidores' });
    expect(within(card).getByRole('link', { name: 'Iniciá sesión' })).toHaveAttribute('href', '/iniciar-sesion');
    expect(serverRequests).toHaveLength(0);
  });

  it('says "Jugador no encontrado" for an id the CMS does not know, with a way back', async () => {
    const { profileRequests } = mockProfileApi({ profiles: { nadieconesteid: 'not-found' } });
    renderProfile({ route: '/perfil/nadieconesteid', user: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'Jugador no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Servidores' })).toHaveAttribute('href', '/servidores');
    // A 404 is an answer: asked once, not retried.
    expect(profileRequests).toEqual(['nadieconesteid']);
  });

  // Issue 23: numbers are not profile addresses any more (/perfil/1, /2… listed every account).
  it.each(['no-existe', '2', '3'])(
    'says "Jugador no encontrado" for /perfil/%s, not a profile address, without asking the CMS',
    (address) => {
      const { profileRequests } = mockProfileApi({ profiles: { [premium.documentId]: publicProfile(premium) } });
      renderProfile({ route: `/perfil/${address}`, user: null });

      expect(screen.getByRole('heading', { level: 1, name: 'Jugador no encontrado' })).toBeInTheDocument();
      expect(profileRequests).toEqual([]);
    },
  );

  it('offers to retry when the profile cannot be loaded', async () => {
    mockProfileApi({ profiles: { [premium.documentId]: 'error' } });
    const { user } = renderProfile({ route: `/perfil/${premium.documentId}`, user: null });

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el perfil del usuario');
    mockProfileApi({ profiles: { [premium.documentId]: publicProfile(premium) } });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil de Pibe Premium' })).toBeInTheDocument();
  });
});
