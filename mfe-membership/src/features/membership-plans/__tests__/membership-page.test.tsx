import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { paths, redirectTarget, SESSION_STORAGE_KEY, Route, useLocation } from '@cs16ar/shared';
import { apiPath, makeUser, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import { MembershipPage } from '../components/membership-page';
import { PROFILE_REDIRECT_DELAY_MS } from '../hooks/use-membership-purchase';

function LoginProbe() {
  const location = useLocation();
  return <p>Iniciar sesión y volver a {redirectTarget(location.state, 'ninguno')}</p>;
}

const otherPages = (
  <>
    <Route path={paths.login} element={<LoginProbe />} />
    <Route path={paths.profile} element={<p>Página de perfil</p>} />
  </>
);

function renderMembership({ userType, route = '/membresia' }: { userType?: string | null; route?: string } = {}) {
  return renderWithProviders(<MembershipPage />, {
    route,
    path: '/membresia',
    session: userType === undefined ? null : { jwt: 'jwt-1', user: makeUser({ userType }) },
    extraRoutes: otherPages,
  });
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('membership plans', () => {
  it('shows the title and the three plans with prices, the popular mark and their features', () => {
    renderMembership();

    expect(screen.getByRole('heading', { level: 1, name: 'Seleccioná tu plan de membresía' })).toBeInTheDocument();
    expect(document.title).toBe('Membresía · CS 1.6 Argentina');
    expect(screen.getAllByRole('article').map((plan) => within(plan).getByRole('heading').textContent)).toEqual([
      'Miembro',
      'Premium',
      'Admin',
    ]);
    expect(card('Miembro')).toHaveTextContent('Gratis');
    expect(card('Premium')).toHaveTextContent('$3.000/ mes');
    expect(card('Premium')).toHaveTextContent('Más Popular');
    expect(card('Admin')).toHaveTextContent('$5.000/ mes');
    expect(card('Admin')).not.toHaveTextContent('Más Popular');

    const free = within(card('Miembro')).getAllByRole('listitem');
    expect(free.map((item) => item.textContent)).toEqual([
      'Acceso a servidores públicos',
      'Perfil básico',
      'Participación en foros',
      'No incluye: Acceso a servidores premium',
      'No incluye: Rol destacado en Discord',
      'No incluye: Soporte prioritario',
    ]);
    expect(within(card('Premium')).getByText('Rol Premium en Discord')).toBeInTheDocument();
    expect(within(card('Admin')).getByText('Capacidad de banear jugadores')).toBeInTheDocument();
    expect(within(card('Admin')).getByText('Soporte prioritario 24/7')).toBeInTheDocument();
  });

  it.each([
    ['a regular player', 'regular', ['Plan Actual', 'Seleccionar Plan', 'Seleccionar Plan']],
    ['a player without userType', null, ['Plan Actual', 'Seleccionar Plan', 'Seleccionar Plan']],
    ['a premium member', 'premium', ['Tu Plan Actual', 'Plan Actual', 'Seleccionar Plan']],
    ['an admin', 'admin', ['Tu Plan Actual', 'Seleccionar Plan', 'Plan Actual']],
    ['a visitor', undefined, ['Plan Actual', 'Seleccionar Plan', 'Seleccionar Plan']],
  ])('gives %s the right button on each card', (_who, userType, labels) => {
    renderMembership({ userType });

    ['Miembro', 'Premium', 'Admin'].forEach((name, index) => {
      const label = labels[index]!;
      if (label === 'Tu Plan Actual') {
        expect(within(card(name)).getByRole('link', { name: label })).toHaveAttribute('href', '/perfil');
      } else if (label === 'Plan Actual') {
        expect(within(card(name)).getByRole('button', { name: label })).toBeDisabled();
      } else {
        expect(within(card(name)).getByRole('button', { name: new RegExp(label) })).toBeEnabled();
      }
      expect(
        within(card(name)).queryAllByRole('button').length + within(card(name)).queryAllByRole('link').length,
      ).toBe(1);
    });
  });

  it('sends a visitor who picks a paid plan to sign in, to come back here with it chosen', async () => {
    const { user } = renderMembership();

    await user.click(within(card('Premium')).getByRole('button', { name: /Seleccionar Plan/ }));

    expect(screen.getByText('Iniciar sesión y volver a /membresia?plan=premium')).toBeInTheDocument();
  });

  it('shows the purchase summary for the selected plan, and hides it on cancel', async () => {
    const { user, location } = renderMembership({ userType: 'regular' });
    expect(screen.queryByRole('region', { name: /Actualizar a/ })).not.toBeInTheDocument();

    await user.click(within(card('Admin')).getByRole('button', { name: /Seleccionar Plan/ }));

    const summary = screen.getByRole('region', { name: 'Actualizar a Admin' });
    expect(within(summary).getByText('Plan seleccionado').nextSibling).toHaveTextContent('Admin');
    expect(within(summary).getByText('Precio').nextSibling).toHaveTextContent('$5.000 / mes');
    expect(summary).toHaveTextContent('Tu pago se procesa de forma segura.');
    expect(within(summary).getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute('href', '/terminos');
    expect(summary).toHaveTextContent(
      'Compra de demostración: no se te cobra nada y el cambio de plan queda guardado en tu cuenta.',
    );
    expect(within(card('Admin')).getByRole('button', { name: /Seleccionar Plan/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Actualizar a Admin' })).toHaveFocus();
    expect(location()).toBe('/membresia?plan=admin');

    await user.click(within(card('Premium')).getByRole('button', { name: /Seleccionar Plan/ }));
    expect(screen.getByRole('region', { name: 'Actualizar a Premium' })).toHaveTextContent('$3.000 / mes');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('region', { name: /Actualizar a/ })).not.toBeInTheDocument();
    expect(location()).toBe('/membresia');
  });

  it('opens with the plan chosen before signing in', () => {
    renderMembership({ userType: 'regular', route: '/membresia?plan=premium' });

    expect(screen.getByRole('region', { name: 'Actualizar a Premium' })).toBeInTheDocument();
  });

  it('ignores a chosen plan that is already the user’s, or unknown', () => {
    const { unmount } = renderMembership({ userType: 'premium', route: '/membresia?plan=premium' });
    expect(screen.queryByRole('region', { name: /Actualizar a/ })).not.toBeInTheDocument();
    unmount();

    renderMembership({ userType: 'regular', route: '/membresia?plan=oro' });
    expect(screen.queryByRole('region', { name: /Actualizar a/ })).not.toBeInTheDocument();
  });

  // Issue 14: the CMS is the only authority on roles. The purchase is a CMS call, and the badge shows what
  // the CMS answered.
  it('completes the purchase through the CMS: processing, then the role the CMS answered, then the profile after 1.5 s', async () => {
    let body: unknown;
    let authorization: string | null = null;
    server.use(
      http.post(apiPath('/membership/demo-purchase'), async ({ request }) => {
        body = await request.json();
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ data: makeUser({ userType: 'premium', nickname: 'Según el CMS' }) });
      }),
    );
    jest.useFakeTimers();
    try {
      const { store, location } = renderMembership({ userType: 'regular', route: '/membresia?plan=premium' });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

      await user.click(screen.getByRole('button', { name: 'Completar Compra' }));

      expect(screen.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
      expect(await screen.findByText(/¡Listo! Ahora tu cuenta es Premium\./)).toBeInTheDocument();
      expect(body).toEqual({ plan: 'premium' });
      expect(authorization).toBe('Bearer jwt-1');
      expect(store.getState().user).toMatchObject({ userType: 'premium', nickname: 'Según el CMS' });
      expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!).user.userType).toBe('premium');
      expect(within(card('Premium')).getByRole('button', { name: 'Plan Actual' })).toBeDisabled();
      expect(within(card('Admin')).getByRole('button', { name: /Seleccionar Plan/ })).toBeDisabled();

      act(() => jest.advanceTimersByTime(PROFILE_REDIRECT_DELAY_MS - 1));
      expect(location()).toBe('/membresia?plan=premium');

      act(() => jest.advanceTimersByTime(1));
      expect(location()).toBe('/perfil');
      expect(screen.getByText('Página de perfil')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the role the CMS has when it refuses the purchase, and says why', async () => {
    server.use(
      http.post(apiPath('/membership/demo-purchase'), () =>
        HttpResponse.json(strapiError(403, 'La compra de membresías todavía no está disponible en este sitio.'), {
          status: 403,
        }),
      ),
    );
    const { store, location, user } = renderMembership({ userType: 'regular', route: '/membresia?plan=admin' });

    await user.click(screen.getByRole('button', { name: 'Completar Compra' }));

    const summary = screen.getByRole('region', { name: 'Actualizar a Admin' });
    expect(await within(summary).findByRole('alert')).toHaveTextContent(
      'La compra de membresías todavía no está disponible en este sitio.',
    );
    expect(within(summary).getByRole('button', { name: 'Completar Compra' })).toBeEnabled();
    expect(store.getState().user?.userType).toBe('regular');
    expect(within(card('Miembro')).getByRole('button', { name: 'Plan Actual' })).toBeDisabled();
    expect(screen.queryByText(/¡Listo!/)).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/membresia?plan=admin'));
  });

  it('does not redirect once the page is gone', async () => {
    server.use(
      http.post(apiPath('/membership/demo-purchase'), () =>
        HttpResponse.json({ data: makeUser({ userType: 'admin' }) }),
      ),
    );
    jest.useFakeTimers();
    try {
      const { unmount } = renderMembership({ userType: 'regular', route: '/membresia?plan=admin' });
      act(() => screen.getByRole('button', { name: 'Completar Compra' }).click());
      await screen.findByText(/¡Listo! Ahora tu cuenta es Admin\./);
      expect(jest.getTimerCount()).toBe(1);

      unmount();

      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
