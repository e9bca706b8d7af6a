import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import {
  createSessionStore,
  paths,
  redirectTarget,
  SessionProvider,
  theme,
  type SessionStore,
  Route,
  Routes,
  useLocation,
} from '@cs16ar/shared';
import { makeUser, MemoryRouter, renderWithProviders } from '@cs16ar/shared/testing';
import { RequireAuth } from '../require-auth';

function LoginProbe() {
  const location = useLocation();
  return <p>Login, volver a {redirectTarget(location.state, 'ninguno')}</p>;
}

const guardedRoutes = (
  <>
    <Route path={paths.login} element={<LoginProbe />} />
    <Route path={paths.home} element={<p>Inicio</p>} />
  </>
);

describe('route guard', () => {
  it('shows a spinner while the session is still loading', () => {
    const loadingStore: SessionStore = {
      ...createSessionStore({ storages: { remembered: null, browserSession: null }, auth: {} as never }),
      restore: () => undefined,
    };
    render(
      <ThemeProvider theme={theme}>
        <SessionProvider store={loadingStore}>
          <MemoryRouter initialEntries={['/perfil']}>
            <Routes>
              <Route
                path="/perfil"
                element={
                  <RequireAuth>
                    <p>Perfil privado</p>
                  </RequireAuth>
                }
              />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </ThemeProvider>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Cargando sesión...');
    expect(screen.queryByText('Perfil privado')).not.toBeInTheDocument();
  });

  it('sends a visitor to sign-in, remembering the page they wanted', () => {
    renderWithProviders(
      <RequireAuth>
        <p>Perfil privado</p>
      </RequireAuth>,
      { route: '/perfil?pestana=editar', path: '/perfil', extraRoutes: guardedRoutes },
    );

    expect(screen.getByText('Login, volver a /perfil?pestana=editar')).toBeInTheDocument();
    expect(screen.queryByText('Perfil privado')).not.toBeInTheDocument();
  });

  it('lets a signed-in player through', () => {
    renderWithProviders(
      <RequireAuth>
        <p>Perfil privado</p>
      </RequireAuth>,
      { route: '/perfil', path: '/perfil', session: { jwt: 't', user: makeUser() }, extraRoutes: guardedRoutes },
    );

    expect(screen.getByText('Perfil privado')).toBeInTheDocument();
  });

  // The paid userType admin is a membership: only the CMS's staff roles open staff pages.
  it.each([
    ['a regular player', { userType: 'regular' }],
    ['a premium member', { userType: 'premium' }],
    ['a paid admin who is not on the staff', { userType: 'admin', staffRole: null }],
    ['an unknown staff role', { staffRole: 'owner ' }],
  ])('sends %s away from staff pages to home', (_who, fields) => {
    renderWithProviders(
      <RequireAuth audience="staff">
        <p>Panel de admin</p>
      </RequireAuth>,
      {
        route: '/admin',
        path: '/admin',
        session: { jwt: 't', user: makeUser(fields) },
        extraRoutes: guardedRoutes,
      },
    );

    expect(screen.getByText('Inicio')).toBeInTheDocument();
    expect(screen.queryByText('Panel de admin')).not.toBeInTheDocument();
  });

  it.each([
    ['a regular player', { userType: 'regular' }, false],
    ['a premium member', { userType: 'premium' }, false],
    ['a paid admin who is not on the staff', { userType: 'admin', staffRole: null }, true],
    ['a moderator', { userType: 'regular', staffRole: 'moderator' }, true],
  ])('lets into /admin (staff or the Admin plan) %s: %s', (_who, fields, allowed) => {
    renderWithProviders(
      <RequireAuth audience="staff-or-admin-plan">
        <p>Panel de admin</p>
      </RequireAuth>,
      {
        route: '/admin',
        path: '/admin',
        session: { jwt: 't', user: makeUser(fields) },
        extraRoutes: guardedRoutes,
      },
    );

    expect(screen.queryByText('Panel de admin') !== null).toBe(allowed);
  });

  it.each(['owner', 'administrator', 'moderator'])('lets a staff %s into staff pages', (staffRole) => {
    renderWithProviders(
      <RequireAuth audience="staff">
        <p>Panel de admin</p>
      </RequireAuth>,
      {
        route: '/admin',
        path: '/admin',
        session: { jwt: 't', user: makeUser({ userType: 'regular', staffRole }) },
        extraRoutes: guardedRoutes,
      },
    );

    expect(screen.getByText('Panel de admin')).toBeInTheDocument();
  });
});
