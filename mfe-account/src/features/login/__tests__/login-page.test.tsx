import { useEffect } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiClient, SESSION_STORAGE_KEY, useSession, type RedirectState, Route, useNavigate } from '@cs16ar/shared';
import { apiPath, makeUser, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import { LoginPage } from '../components/login-page';

const destinations = (
  <>
    <Route path="/" element={<h1>Inicio</h1>} />
    <Route path="/perfil" element={<h1>Perfil protegido</h1>} />
  </>
);

function renderLogin(options: { state?: RedirectState; signedIn?: boolean } = {}) {
  return renderWithProviders(<LoginPage />, {
    route: '/iniciar-sesion',
    path: '/iniciar-sesion',
    state: options.state,
    session: options.signedIn ? { jwt: 'token-viejo', user: makeUser() } : null,
    extraRoutes: destinations,
  });
}

const identifierField = () => screen.getByRole('textbox', { name: 'Email o nombre de usuario' });
const passwordField = () => screen.getByLabelText('Contraseña', { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: 'Iniciar sesión' });

describe('sign-in form', () => {
  it('shows each required message only after its field was touched', async () => {
    const { user } = renderLogin();

    expect(screen.queryByText('El email o nombre de usuario es requerido')).not.toBeInTheDocument();
    expect(screen.queryByText('La contraseña es requerida')).not.toBeInTheDocument();

    await user.click(identifierField());
    await user.tab();
    expect(await screen.findByText('El email o nombre de usuario es requerido')).toBeInTheDocument();
    expect(identifierField()).toHaveAttribute('aria-invalid', 'true');
    expect(identifierField()).toHaveAccessibleDescription('El email o nombre de usuario es requerido');
    // The password field was only focused, never left: still quiet.
    expect(screen.queryByText('La contraseña es requerida')).not.toBeInTheDocument();

    await user.tab();
    expect(await screen.findByText('La contraseña es requerida')).toBeInTheDocument();
    expect(passwordField()).toHaveAccessibleDescription('La contraseña es requerida');
  });

  it('on an empty submit shows both messages, sends nothing and focuses the first invalid field', async () => {
    const { user } = renderLogin();

    await user.click(submitButton());

    expect(await screen.findByText('El email o nombre de usuario es requerido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
    await waitFor(() => expect(identifierField()).toHaveFocus());
  });

  it('signs in for this browser session, stores the session and goes home', async () => {
    let body: unknown;
    server.use(
      http.post(apiPath('/auth/local'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ jwt: 'jwt-nuevo', refreshToken: 'r', user: makeUser({ username: 'tincho' }) });
      }),
    );
    const { user, store } = renderLogin();

    await user.type(identifierField(), '  tincho ');
    await user.type(passwordField(), 'Secreta123');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(body).toEqual({ identifier: 'tincho', password: 'Secreta123', rememberMe: false });
    expect(store.getState().user?.username).toBe('tincho');
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toMatchObject({
      jwt: 'jwt-nuevo',
      refreshToken: 'r',
      user: { username: 'tincho' },
    });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('with "Recordarme" asks for a long session and keeps it beyond the browser session', async () => {
    let body: unknown;
    server.use(
      http.post(apiPath('/auth/local'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ jwt: 'jwt-nuevo', refreshToken: 'r', user: makeUser({ username: 'tincho' }) });
      }),
    );
    const { user } = renderLogin();

    await user.type(identifierField(), 'tincho');
    await user.type(passwordField(), 'Secreta123');
    await user.click(screen.getByRole('checkbox', { name: 'Recordarme' }));
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(body).toMatchObject({ rememberMe: true });
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toMatchObject({ jwt: 'jwt-nuevo' });
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('goes back to the page the route guard remembered', async () => {
    server.use(http.post(apiPath('/auth/local'), () => HttpResponse.json({ jwt: 'j', user: makeUser() })));
    const { user, location } = renderLogin({ state: { from: { pathname: '/perfil', search: '?pestana=editar' } } });

    await user.type(identifierField(), 'jugador');
    await user.type(passwordField(), 'Jugador1234');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Perfil protegido' })).toBeInTheDocument();
    expect(location()).toBe('/perfil?pestana=editar');
  });

  it("shows the server's message when sign-in is refused, and moves the focus to it", async () => {
    server.use(
      http.post(apiPath('/auth/local'), () =>
        HttpResponse.json(strapiError(400, 'Email/usuario o contraseña incorrectos.', 'ValidationError'), {
          status: 400,
        }),
      ),
    );
    const { user, store } = renderLogin();

    await user.type(identifierField(), 'jugador');
    await user.type(passwordField(), 'mala');
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email/usuario o contraseña incorrectos.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(store.getState().user).toBeNull();
    expect(submitButton()).toBeEnabled();
  });

  it('shows the fallback message when the server sends no message of its own', async () => {
    server.use(http.post(apiPath('/auth/local'), () => new HttpResponse('Internal error', { status: 500 })));
    const { user } = renderLogin();

    await user.type(identifierField(), 'jugador');
    await user.type(passwordField(), 'Jugador1234');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inicio de sesión fallido. Por favor intentalo nuevamente.',
    );
  });

  it('says the service is unavailable when the load balancer has no CMS behind it', async () => {
    server.use(http.post(apiPath('/auth/local'), () => new HttpResponse('Bad gateway', { status: 502 })));
    const { user, store } = renderLogin();

    await user.type(identifierField(), 'jugador');
    await user.type(passwordField(), 'Jugador1234');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.',
    );
    expect(store.getState().user).toBeNull();
  });

  it('shows progress while signing in and cannot be sent twice', async () => {
    let calls = 0;
    let answer: () => void = () => undefined;
    server.use(
      http.post(apiPath('/auth/local'), async () => {
        calls += 1;
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ jwt: 'j', user: makeUser() });
      }),
    );
    const { user } = renderLogin();

    await user.type(identifierField(), 'jugador');
    await user.type(passwordField(), 'Jugador1234');
    await user.click(submitButton());

    const busy = await screen.findByRole('button', { name: 'Ingresando...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await user.type(passwordField(), '{Enter}');
    await waitFor(() => expect(calls).toBe(1));
    answer();
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('sends a signed-in player to the home page', async () => {
    renderLogin({ signedIn: true, state: { from: { pathname: '/perfil' } } });

    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  });

  it('after a session the API refused, says it expired and returns to the page the player was on', async () => {
    server.use(
      http.get(apiPath('/users/me'), () =>
        HttpResponse.json(strapiError(401, 'Necesitás iniciar sesión para realizar esta acción.'), { status: 401 }),
      ),
      http.post(apiPath('/auth/local'), () => HttpResponse.json({ jwt: 'jwt-nuevo', user: makeUser() })),
    );
    // A page whose authenticated call is refused, and the shell's redirect to sign in.
    function ProfileWithExpiredToken() {
      const { sessionExpired } = useSession();
      const navigate = useNavigate();
      useEffect(() => void apiClient.get('/users/me').catch(() => undefined), []);
      useEffect(() => {
        if (sessionExpired) navigate('/iniciar-sesion', { replace: true, state: { from: { pathname: '/perfil' } } });
      }, [sessionExpired, navigate]);
      return <h1>Perfil con sesión vencida</h1>;
    }
    const { user, location } = renderWithProviders(<ProfileWithExpiredToken />, {
      route: '/perfil',
      path: '/perfil',
      session: { jwt: 'jwt-vencido', user: makeUser() },
      extraRoutes: <Route path="/iniciar-sesion" element={<LoginPage />} />,
    });

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Tu sesión expiró. Iniciá sesión de nuevo para seguir.',
    );

    await user.type(identifierField(), 'jugador');
    await user.type(passwordField(), 'Jugador1234');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Perfil con sesión vencida' })).toBeInTheDocument();
    expect(location()).toBe('/perfil');
  });

  it('lets password managers fill the form and shows or hides the password', async () => {
    const { user } = renderLogin();

    expect(identifierField()).toHaveAttribute('autocomplete', 'username');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(passwordField()).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Mostrar la contraseña' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar la contraseña' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('links to password recovery; Google and Steam stay visible but inert', () => {
    renderLogin();

    expect(screen.getByRole('checkbox', { name: 'Recordarme' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Recordarme' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/recuperar-contrasena',
    );
    expect(screen.getByRole('button', { name: 'Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Steam' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Google' })).toHaveAccessibleDescription(
      'El ingreso con Google y Steam estará disponible próximamente.',
    );
    expect(screen.getByRole('link', { name: 'Registrate' })).toHaveAttribute('href', '/registrarse');
  });
});
