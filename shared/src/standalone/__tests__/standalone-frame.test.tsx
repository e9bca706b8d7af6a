import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { cmsAuthGateway, createSessionStore, type SessionStore } from '@cs16ar/shared';
import {
  apiPath,
  createTestQueryClient,
  makeUser,
  server,
  strapiCollection,
  strapiError,
  TEST_API_URL,
} from '@cs16ar/shared/testing';
import { probeCms } from '../cms-status';
import { StandaloneFrame, type StandaloneRoute } from '../standalone-frame';
import { STANDALONE_SIGN_IN_FAILED } from '../standalone-sign-in';

const helpRoutes: StandaloneRoute[] = [
  { path: '/ayuda', label: 'Centro de ayuda', element: <h1>Centro de Ayuda</h1> },
  { path: '/ayuda/:slug', element: <h1>Un artículo</h1> },
];

function newStore(): SessionStore {
  return createSessionStore({
    storages: { remembered: window.localStorage, browserSession: window.sessionStorage },
    auth: cmsAuthGateway,
  });
}

function cmsUp() {
  server.use(http.get(apiPath('/servers'), () => HttpResponse.json(strapiCollection([]))));
}

function renderFrame(url: string, routes = helpRoutes, appName = 'mfe-help') {
  window.history.pushState({}, '', url);
  const store = newStore();
  render(<StandaloneFrame appName={appName} routes={routes} store={store} queryClient={createTestQueryClient()} />);
  return { store, user: userEvent.setup({ delay: null }) };
}

describe('the standalone frame', () => {
  it('shows the remote’s page under a bar that says it is the isolated mode and which API it uses', async () => {
    cmsUp();
    renderFrame('/ayuda');

    expect(screen.getByRole('heading', { level: 1, name: 'Centro de Ayuda' })).toBeInTheDocument();
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Modo aislado')).toBeInTheDocument();
    expect(within(bar).getByText(TEST_API_URL)).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Centro de ayuda' })).toHaveAttribute('href', '/ayuda');
    expect(await within(bar).findByText('Sin sesión')).toBeInTheDocument();
  });

  it('says in Spanish that the CMS is not running and which command starts it, and checks again on retry', async () => {
    server.use(http.get(apiPath('/servers'), () => HttpResponse.error()));
    const { user } = renderFrame('/ayuda');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`No se pudo conectar con el CMS en ${TEST_API_URL}`);
    expect(alert).toHaveTextContent('npm run dev -- --solo mfe-help');

    cmsUp();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('signs a player in with its own form when the remote has no sign-in page', async () => {
    cmsUp();
    const player = makeUser({ username: 'jugador' });
    let sent: unknown;
    server.use(
      http.post(apiPath('/auth/local'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ jwt: 'jwt-1', user: player });
      }),
    );
    const { user, store } = renderFrame('/ayuda');

    await user.click(await screen.findByText('Iniciar sesión'));
    const form = screen.getByRole('form', { name: 'Iniciar sesión en modo aislado' });
    await user.type(within(form).getByLabelText('Email o nombre de usuario'), 'jugador@cs16.com.ar');
    await user.type(within(form).getByLabelText('Contraseña'), 'Jugador1234');
    await user.click(within(form).getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByText('jugador')).toBeInTheDocument();
    expect(sent).toEqual({ identifier: 'jugador@cs16.com.ar', password: 'Jugador1234', rememberMe: false });
    expect(store.getState().jwt).toBe('jwt-1');

    await user.click(screen.getByRole('button', { name: 'Salir' }));
    expect(await screen.findByText('Sin sesión')).toBeInTheDocument();
  });

  it('shows the CMS’s message when signing in fails, and a Spanish one when the CMS sent none', async () => {
    cmsUp();
    server.use(
      http.post(apiPath('/auth/local'), () =>
        HttpResponse.json(strapiError(400, 'Email/usuario o contraseña incorrectos.', 'ValidationError'), {
          status: 400,
        }),
      ),
    );
    const { user } = renderFrame('/ayuda');
    await user.click(await screen.findByText('Iniciar sesión'));
    const form = screen.getByRole('form', { name: 'Iniciar sesión en modo aislado' });
    await user.type(within(form).getByLabelText('Email o nombre de usuario'), 'jugador');
    await user.type(within(form).getByLabelText('Contraseña'), 'mal');
    await user.click(within(form).getByRole('button', { name: 'Ingresar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Email/usuario o contraseña incorrectos.');

    server.use(http.post(apiPath('/auth/local'), () => HttpResponse.error()));
    await user.click(within(form).getByRole('button', { name: 'Ingresar' }));
    expect(await within(form).findByText(STANDALONE_SIGN_IN_FAILED)).toBeInTheDocument();
  });

  it('leaves signing in to the remote’s own page when it has one (mfe-account)', async () => {
    cmsUp();
    renderFrame('/iniciar-sesion', [
      { path: '/iniciar-sesion', label: 'Iniciar sesión', element: <h1>Iniciar sesión</h1> },
    ]);
    const bar = screen.getByRole('banner');
    expect(await within(bar).findByText('Sin sesión')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/iniciar-sesion');
    expect(screen.queryByRole('form', { name: 'Iniciar sesión en modo aislado' })).not.toBeInTheDocument();
  });

  it('lists the module’s pages at /', async () => {
    cmsUp();
    renderFrame('/');
    expect(screen.getByRole('heading', { level: 1, name: 'mfe-help en modo aislado' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Centro de ayuda' })).toBeInTheDocument();
  });

  it('says when a page is not part of the module served alone', async () => {
    cmsUp();
    renderFrame('/servidores');
    expect(screen.getByRole('heading', { level: 1, name: 'Esta página no es de mfe-help' })).toBeInTheDocument();
  });
});

describe('probeCms', () => {
  it('tells a CMS that answers, one that refuses this origin, and one that is not running apart', async () => {
    const answers: typeof fetch = async () => new Response(null, { status: 404 });
    const refusesCors: typeof fetch = async (_url, init) => {
      if (init?.mode === 'no-cors') return new Response(null);
      throw new TypeError('Failed to fetch');
    };
    const nothing: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(probeCms(TEST_API_URL, answers)).resolves.toBe('up');
    await expect(probeCms(TEST_API_URL, refusesCors)).resolves.toBe('refused');
    await expect(probeCms(TEST_API_URL, nothing)).resolves.toBe('down');
  });
});
