import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths, redirectTarget, Route, useLocation, type MembershipView } from '@cs16ar/shared';
import { apiPath, makeUser, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import { MembershipPage } from '../components/membership-page';
import { leaveFor } from '@cs16ar/shared';

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

// The Admin plan's summary asks for its server: none to choose from unless a test says otherwise.
beforeEach(() => server.use(http.get(apiPath('/servers'), () => HttpResponse.json({ data: [], meta: {} }))));

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
    expect(summary).toHaveTextContent('Tu pago se procesa de forma segura en MercadoPago.');
    expect(summary).toHaveTextContent('Se cobra $5.000 cada mes hasta que canceles.');
    expect(within(summary).getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute('href', '/terminos');
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

  // Issue 43: "Completar Compra" sends the player to MercadoPago's checkout the CMS made; the CMS decides the price.
  it('completes the purchase at MercadoPago: processing, then the checkout the CMS made', async () => {
    let body: unknown;
    let authorization: string | null = null;
    server.use(
      http.post(apiPath('/membership/checkout'), async ({ request }) => {
        body = await request.json();
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ data: { checkoutUrl: 'http://127.0.0.1:4641/checkout/abc' } });
      }),
    );
    const leave = jest.spyOn(leaveFor, 'url').mockImplementation(() => undefined);
    try {
      const { user, store } = renderMembership({ userType: 'regular', route: '/membresia?plan=premium' });

      await user.click(screen.getByRole('button', { name: 'Completar Compra' }));

      expect(screen.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
      await waitFor(() => expect(leave).toHaveBeenCalledWith('http://127.0.0.1:4641/checkout/abc'));
      expect(body).toEqual({ plan: 'premium' });
      expect(authorization).toBe('Bearer jwt-1');
      // Nothing is granted by the page: the role is still the CMS's.
      expect(store.getState().user?.userType).toBe('regular');
    } finally {
      leave.mockRestore();
    }
  });

  it('asks the Admin plan for its server, the ones the player plays on first, and sends it with the checkout', async () => {
    let body: unknown;
    server.use(
      http.get(apiPath('/servers'), ({ request }) => {
        const played = new URL(request.url).searchParams.has('filters[users][id][$eq]');
        const all = [
          { id: 1, documentId: 'dust2', name: 'CS Argentina #1 | Dust2' },
          { id: 2, documentId: 'zombie', name: 'CS Argentina #2 | Zombie' },
          { id: 3, documentId: 'surf', name: 'CS Argentina #3 | Surf' },
        ];
        return HttpResponse.json({ data: played ? [all[2]] : all, meta: {} });
      }),
      http.post(apiPath('/membership/checkout'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { checkoutUrl: 'http://127.0.0.1:4641/checkout/adm' } });
      }),
    );
    const leave = jest.spyOn(leaveFor, 'url').mockImplementation(() => undefined);
    try {
      const { user } = renderMembership({ userType: 'regular', route: '/membresia?plan=admin' });
      const summary = screen.getByRole('region', { name: 'Actualizar a Admin' });
      const field = await within(summary).findByRole('combobox', { name: 'Servidor donde vas a ser admin' });
      await waitFor(() => expect(within(field).getAllByRole('option')).toHaveLength(4));
      expect(within(field).getByRole('group', { name: 'Donde jugás' })).toHaveTextContent('CS Argentina #3 | Surf');
      expect(
        within(within(field).getByRole('group', { name: 'Los demás servidores' }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['CS Argentina #1 | Dust2', 'CS Argentina #2 | Zombie']);

      await user.click(within(summary).getByRole('button', { name: 'Completar Compra' }));
      expect(within(summary).getByText('Elegí el servidor donde vas a ser admin.')).toBeInTheDocument();
      expect(body).toBeUndefined();

      await user.selectOptions(field, 'CS Argentina #3 | Surf');
      await user.click(within(summary).getByRole('button', { name: 'Completar Compra' }));
      await waitFor(() => expect(leave).toHaveBeenCalledWith('http://127.0.0.1:4641/checkout/adm'));
      expect(body).toEqual({ plan: 'admin', serverId: 'surf' });
    } finally {
      leave.mockRestore();
    }
  });

  it('keeps the role the CMS has when it refuses the checkout, and says why', async () => {
    server.use(
      http.post(apiPath('/membership/checkout'), () =>
        HttpResponse.json(
          strapiError(503, 'MercadoPago no responde en este momento. Probá de nuevo en unos minutos.'),
          {
            status: 503,
          },
        ),
      ),
    );
    const leave = jest.spyOn(leaveFor, 'url').mockImplementation(() => undefined);
    try {
      const { store, location, user } = renderMembership({ userType: 'regular', route: '/membresia?plan=premium' });

      await user.click(screen.getByRole('button', { name: 'Completar Compra' }));

      const summary = screen.getByRole('region', { name: 'Actualizar a Premium' });
      expect(await within(summary).findByRole('alert')).toHaveTextContent(
        'MercadoPago no responde en este momento. Probá de nuevo en unos minutos.',
      );
      expect(within(summary).getByRole('button', { name: 'Completar Compra' })).toBeEnabled();
      expect(store.getState().user?.userType).toBe('regular');
      expect(leave).not.toHaveBeenCalled();
      await waitFor(() => expect(location()).toBe('/membresia?plan=premium'));
    } finally {
      leave.mockRestore();
    }
  });

  const membership = (state: MembershipView['state']): MembershipView => ({
    id: 'order-1',
    plan: 'premium',
    state,
    amount: 3000,
    currency: 'ARS',
    periodEnd: state === 'active' ? '2027-01-02T12:00:00.000Z' : null,
    graceUntil: null,
    nextCharge: null,
    nextPlan: null,
    checkoutUrl: null,
    upgrade: null,
    adminServer: null,
    payments: [],
  });

  it('back from an approved payment: confirming, then the plan the CMS granted, and the session refreshed', async () => {
    let answers = 0;
    server.use(
      http.get(apiPath('/membership/me'), () => {
        answers += 1;
        return HttpResponse.json({ data: membership(answers === 1 ? 'pending' : 'active') });
      }),
      http.get(apiPath('/users/me'), () => HttpResponse.json(makeUser({ userType: 'premium' }))),
    );
    const { store } = renderMembership({ userType: 'regular', route: '/membresia?pago=order-1&status=approved' });

    expect(await screen.findByText(/Estamos confirmando tu pago con MercadoPago/)).toBeInTheDocument();
    expect(
      await screen.findByText(/MercadoPago aprobó tu pago y ya sos Premium/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(store.getState().user?.userType).toBe('premium'));
    expect(within(card('Premium')).getByRole('button', { name: 'Plan Actual' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Ver tu membresía' })).toHaveAttribute('href', '/tu-membresia');
  });

  it.each([
    ['rejected', /MercadoPago rechazó el pago y no se te cobró nada/],
    ['pending', /Tu pago quedó pendiente\. Cuando pagues en efectivo/],
  ])('back from a %s payment: says what happened and what to do', async (status, message) => {
    server.use(http.get(apiPath('/membership/me'), () => HttpResponse.json({ data: membership('pending') })));
    renderMembership({ userType: 'regular', route: `/membresia?pago=order-1&status=${status}` });

    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
