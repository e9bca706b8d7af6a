import { act, screen, within } from '@testing-library/react';
import { makeMedia, makeServer, makeUser } from '@cs16ar/shared/testing';
import { SAMPLE_DELAY_MS } from '../sample-data/profile-sample-data';
import { mockProfileApi, owner, renderProfile } from './profile-test-setup';

describe('own profile', () => {
  it("shows the player's card, the fixed information block and the edit form", async () => {
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

    const info = screen.getByRole('region', { name: 'Información' });
    expect(info).toHaveTextContent('Miembro desde');
    expect(info).toHaveTextContent('Octubre 2024');
    expect(info).toHaveTextContent('En línea');
    expect(info).toHaveTextContent('Hoy, 15:45');

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

  it('is the own profile when the URL carries the own id', async () => {
    mockProfileApi();
    renderProfile({ route: '/perfil/3' });

    expect(screen.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Editar perfil' })).toBeInTheDocument();
    await screen.findByText('Este usuario no juega en ningún servidor actualmente.');
  });

  it('without a session says the visitor is not signed in', () => {
    renderProfile({ user: null });

    expect(screen.getByRole('alert')).toHaveTextContent('No has iniciado sesión.');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/iniciar-sesion');
  });
});

describe("another player's profile (sample data)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads, then shows the sample player with Mensaje and Agregar amigo and no edit form', async () => {
    const { serverRequests } = mockProfileApi({
      servers: [makeServer({ documentId: 'ggdoc', name: 'CS Argentina | GunGame Arsenal', gameMode: 'GunGame' })],
    });
    renderProfile({ route: '/perfil/17' });

    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Cargando perfil...');
    await act(async () => {
      jest.advanceTimersByTime(SAMPLE_DELAY_MS);
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Perfil de El Pibe' })).toBeInTheDocument();
    expect(screen.getByText('Perfil de ejemplo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mensaje' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Agregar amigo' })).toBeDisabled();
    expect(screen.queryByRole('form', { name: 'Editar perfil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar foto de perfil' })).not.toBeInTheDocument();
    // Who plays where is real: asked of the CMS for the id in the URL.
    expect(await screen.findByRole('link', { name: /GunGame Arsenal/ })).toHaveAttribute('href', '/servidores/ggdoc');
    expect(serverRequests[0]?.url.searchParams.get('filters[users][id][$eq]')).toBe('17');
  });

  it('asks a visitor to sign in to see the servers, without calling the CMS', async () => {
    const { serverRequests } = mockProfileApi();
    renderProfile({ route: '/perfil/17', user: null });

    await act(async () => {
      jest.advanceTimersByTime(SAMPLE_DELAY_MS);
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Perfil de El Pibe' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Servidores' });
    expect(within(card).getByRole('link', { name: 'Iniciá sesión' })).toHaveAttribute('href', '/iniciar-sesion');
    expect(serverRequests).toHaveLength(0);
  });

  it('says the user was not found for an id that is not one', () => {
    renderProfile({ route: '/perfil/no-existe', user: null });

    expect(screen.getByRole('alert')).toHaveTextContent('Usuario no encontrado');
  });
});
