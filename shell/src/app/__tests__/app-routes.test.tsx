import { screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { http, HttpResponse } from 'msw';
import {
  apiPath,
  makeCommunitySummary,
  makeNewsPage,
  makeUser,
  renderWithProviders,
  server,
  type RenderOptions,
} from '@cs16ar/shared/testing';
import { SESSION_STORAGE_KEY } from '@cs16ar/shared';
import { AppRoutes } from '../app-routes';

// The remotes are other builds; here each exposed page is replaced by a heading naming it, so the test
// checks which page the shell asks for on each path.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoadRemote = jest.mocked(loadRemote);

beforeEach(() => {
  mockedLoadRemote.mockImplementation(async (id: string) => ({ default: () => <h1>Página remota {id}</h1> }));
  // Paths that end on the landing page: it asks for its live figures and the latest news.
  server.use(
    http.get(apiPath('/community/summary'), () => HttpResponse.json({ data: makeCommunitySummary(), meta: {} })),
    http.get(apiPath('/news'), () => HttpResponse.json(makeNewsPage([]))),
  );
});

function renderAt(route: string, session?: RenderOptions['session']) {
  return renderWithProviders(<AppRoutes />, { route, session });
}

describe('route table (docs/product.md §2)', () => {
  it.each([
    ['/servidores', 'mfe_servers/ServerListPage'],
    ['/servidores/abc123', 'mfe_servers/ServerDetailPage'],
    ['/iniciar-sesion', 'mfe_account/LoginPage'],
    ['/registrarse', 'mfe_account/RegisterPage'],
    ['/perfil/42', 'mfe_account/ProfilePage'],
    ['/ayuda', 'mfe_help/HelpCentrePage'],
    ['/ayuda/como-conectarse', 'mfe_help/HelpArticlePage'],
    ['/membresia', 'mfe_membership/MembershipPage'],
    ['/comunidad/novedades', 'mfe_community/NewsListPage'],
    ['/comunidad/novedades/torneo-5v5', 'mfe_community/NewsPostPage'],
    ['/comunidad/reglamentos', 'mfe_community/RulesPage'],
    ['/comunidad/staff', 'mfe_community/StaffPage'],
    ['/comunidad/sobre-nosotros', 'mfe_community/AboutPage'],
    ['/recuperar-contrasena', 'mfe_account/ForgotPasswordPage'],
    ['/restablecer-contrasena?codigo=abc', 'mfe_account/ResetPasswordPage'],
  ])('%s is rendered by %s', async (route, pageId) => {
    renderAt(route);

    expect(await screen.findByRole('heading', { name: `Página remota ${pageId}` })).toBeInTheDocument();
  });

  it('renders the settings for a signed-in player', async () => {
    renderAt('/ajustes', { jwt: 't', user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Página remota mfe_account/SettingsPage' })).toBeInTheDocument();
  });

  it('sends a visitor without a session from /ajustes to sign in', async () => {
    const { location } = renderAt('/ajustes');
    await waitFor(() => expect(location()).toBe('/iniciar-sesion'));
  });

  it('renders the own profile for a signed-in player', async () => {
    renderAt('/perfil', { jwt: 't', user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'Página remota mfe_account/ProfilePage' })).toBeInTheDocument();
  });

  it.each([
    ['/ventas', '/membresia'],
    ['/servers', '/servidores'],
    ['/comunidad', '/comunidad/novedades'],
    ['/no-existe', '/'],
    ['/servidores/1/extra/cosas', '/'],
  ])('%s redirects to %s', async (route, target) => {
    const { location } = renderAt(route);

    await waitFor(() => expect(location()).toBe(target));
  });

  it('renders the player\'s membership (issue 43: no longer "Próximamente") for a signed-in player', async () => {
    renderAt('/tu-membresia', { jwt: 't', user: makeUser() });

    expect(
      await screen.findByRole('heading', { name: 'Página remota mfe_membership/YourMembershipPage' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Próximamente')).not.toBeInTheDocument();
  });

  it('sends a visitor without a session from /tu-membresia to sign in', async () => {
    const { location } = renderAt('/tu-membresia');
    await waitFor(() => expect(location()).toBe('/iniciar-sesion'));
  });

  it('/discord is its own page, never "Próximamente"', () => {
    server.use(http.get(apiPath('/discord/invite'), () => HttpResponse.json({ data: null })));
    renderAt('/discord');

    expect(screen.getByRole('heading', { level: 1, name: 'Discord' })).toBeInTheDocument();
    expect(screen.queryByText('Próximamente')).not.toBeInTheDocument();
  });

  it("/admin is mfe-community's moderation page for the staff", async () => {
    renderAt('/admin', { jwt: 't', user: makeUser({ staffRole: 'moderator' }) });

    expect(
      await screen.findByRole('heading', { name: 'Página remota mfe_community/BanModerationPage' }),
    ).toBeInTheDocument();
  });

  it("/admin opens for a paid admin who is not on the staff (their server's panel), and sends a premium member home", async () => {
    const admin = renderAt('/admin', { jwt: 't', user: makeUser({ userType: 'admin' }) });
    expect(
      await screen.findByRole('heading', { name: 'Página remota mfe_community/BanModerationPage' }),
    ).toBeInTheDocument();
    admin.unmount();

    const { location } = renderAt('/admin', { jwt: 't', user: makeUser({ userType: 'premium' }) });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('/admin sends a visitor to sign in', async () => {
    const { location } = renderAt('/admin');
    await waitFor(() => expect(location()).toBe('/iniciar-sesion'));
  });

  it('/desconectarse signs out and goes home', async () => {
    const { location, store } = renderAt('/desconectarse', { jwt: 't', user: makeUser() });

    await waitFor(() => expect(location()).toBe('/'));
    expect(store.getState().user).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
