import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiClient, paths, redirectTarget, SESSION_STORAGE_KEY, Route, useLocation } from '@cs16ar/shared';
import { apiPath, makeUser, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import { SessionExpiredRedirect } from '../session-expired-redirect';

function LoginProbe() {
  const location = useLocation();
  return <p>Iniciar sesión y volver a {redirectTarget(location.state, 'ninguno')}</p>;
}

function Membership() {
  return (
    <>
      <SessionExpiredRedirect />
      <button type="button" onClick={() => void apiClient.post('/membership/checkout', {}).catch(() => undefined)}>
        Comprar
      </button>
    </>
  );
}

describe('an expired session (issue 14)', () => {
  it('a 401 to an authenticated call ends the session and sends the player to sign in, to come back here', async () => {
    server.use(
      http.post(apiPath('/membership/checkout'), () =>
        HttpResponse.json(strapiError(401, 'Necesitás iniciar sesión para realizar esta acción.'), { status: 401 }),
      ),
    );
    const { user, store } = renderWithProviders(<Membership />, {
      route: '/membresia?plan=premium',
      path: paths.membership,
      session: { jwt: 'jwt-vencido', user: makeUser() },
      extraRoutes: <Route path={paths.login} element={<LoginProbe />} />,
    });

    await user.click(screen.getByRole('button', { name: 'Comprar' }));

    expect(await screen.findByText('Iniciar sesión y volver a /membresia?plan=premium')).toBeInTheDocument();
    expect(store.getState()).toMatchObject({ jwt: null, user: null, sessionExpired: true });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('does nothing while the session is valid', async () => {
    let answered = false;
    server.use(
      http.post(apiPath('/membership/checkout'), () => {
        answered = true;
        return HttpResponse.json({ data: makeUser() });
      }),
    );
    const { user, store, location } = renderWithProviders(<Membership />, {
      route: '/membresia',
      path: paths.membership,
      session: { jwt: 'jwt-valido', user: makeUser() },
    });

    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    await waitFor(() => expect(answered).toBe(true));

    expect(location()).toBe('/membresia');
    expect(store.getState().jwt).toBe('jwt-valido');
  });
});
