import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MembershipPrivilegesView, MembershipView } from '@cs16ar/shared';
import { apiPath, makeUser, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import { leaveFor } from '@cs16ar/shared';
import { YourMembershipPage, MEMBERSHIP_LOAD_FAILED } from '../components/your-membership-page';
import { PRIVILEGES_LOAD_FAILED } from '../components/privileges-card';

// The CMS's answer of GET /membership/me (src/memberships view): an active Premium with two payments.
const active: MembershipView = {
  id: '5a0c7d3e-1f2a-4b6c-9d8e-0f1a2b3c4d5e',
  plan: 'premium',
  state: 'active',
  amount: 3000,
  currency: 'ARS',
  periodEnd: '2027-01-02T15:00:00.000Z',
  graceUntil: null,
  nextCharge: { at: '2027-01-02T15:00:00.000Z', amount: 3000 },
  nextPlan: null,
  checkoutUrl: null,
  upgrade: { plan: 'admin', amount: 1355 },
  adminServer: null,
  payments: [
    {
      operation: '1000051171',
      amount: 3000,
      currency: 'ARS',
      status: 'approved',
      kind: 'charge',
      at: '2026-12-02T15:00:00.000Z',
      periodStart: '2026-12-02T15:00:00.000Z',
      periodEnd: '2027-01-02T15:00:00.000Z',
    },
    {
      operation: '1000051170',
      amount: 3000,
      currency: 'ARS',
      status: 'rejected',
      kind: 'charge',
      at: '2026-12-01T15:00:00.000Z',
      periodStart: null,
      periodEnd: null,
    },
  ],
};

function renderPage() {
  return renderWithProviders(<YourMembershipPage />, {
    route: '/tu-membresia',
    path: '/tu-membresia',
    session: { jwt: 'jwt-1', user: makeUser({ userType: 'premium' }) },
  });
}

// GET /membership/me/privileges: Premium's flags, confirmed by one server of three.
const privileges: MembershipPrivilegesView = {
  flags: 'bt',
  admin: null,
  holds: true,
  suspended: null,
  steamIdVerified: true,
  servers: [
    { id: 's1', name: 'CS16AR #1 | Clásico 24/7', confirmedAt: '2026-12-02T15:10:00.000Z' },
    { id: 's2', name: 'CS16AR #2 | Zombie Escape', confirmedAt: null },
    { id: 's3', name: 'CS16AR #3 | Deathmatch', confirmedAt: null },
  ],
};

// Every test but the privileges' own: a player without privileges to show; the Admin plan's servers to choose from.
const SERVERS = [
  { id: 1, documentId: 'dust2', name: 'CS Argentina #1 | Dust2' },
  { id: 2, documentId: 'zombie', name: 'CS Argentina #2 | Zombie' },
];
beforeEach(() =>
  server.use(
    http.get(apiPath('/membership/me/privileges'), () => HttpResponse.json({ data: null })),
    http.get(apiPath('/servers'), () => HttpResponse.json({ data: SERVERS, meta: {} })),
  ),
);

describe('/tu-membresia', () => {
  it('shows the plan, its state, the next charge and every payment', async () => {
    server.use(http.get(apiPath('/membership/me'), () => HttpResponse.json({ data: active })));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Plan Premium' })).toBeInTheDocument();
    expect(screen.getByText('Activa')).toBeInTheDocument();
    expect(screen.getByText('Se renueva sola el 2 de enero de 2027.')).toBeInTheDocument();
    expect(screen.getByText('Próximo cobro').nextSibling).toHaveTextContent('2 de enero de 2027 · $3.000');
    const rows = within(screen.getByRole('region', { name: 'Pagos' })).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [],
      ['2 de diciembre de 2026', '$3.000', 'Aprobado', '2 de diciembre de 2026 al 2 de enero de 2027', '1000051171'],
      ['1 de diciembre de 2026', '$3.000', 'Rechazado', '—', '1000051170'],
    ]);
    expect(screen.queryByRole('button', { name: 'Reintentar el pago' })).not.toBeInTheDocument();
  });

  it('offers the upgrade at its prorated price and sends the player to pay it', async () => {
    let body: unknown;
    server.use(
      http.get(apiPath('/membership/me'), () => HttpResponse.json({ data: active })),
      http.post(apiPath('/membership/change-plan'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { checkoutUrl: 'http://127.0.0.1:4641/pay/xyz', membership: active } });
      }),
    );
    const leave = jest.spyOn(leaveFor, 'url').mockImplementation(() => undefined);
    try {
      const { user } = renderPage();

      const change = await screen.findByRole('region', { name: 'Cambiar de plan' });
      expect(change).toHaveTextContent(
        'Pasar a Admin: pagás hoy $1.355 (la diferencia por los días que quedan de este mes) y desde el próximo cobro $5.000 por mes.',
      );
      await user.click(within(change).getByRole('button', { name: 'Cambiar a Admin' }));

      await waitFor(() => expect(leave).toHaveBeenCalledWith('http://127.0.0.1:4641/pay/xyz'));
      expect(body).toEqual({ plan: 'admin' });
    } finally {
      leave.mockRestore();
    }
  });

  it('a downgrade waits for the renewal, and says from when', async () => {
    const admin: MembershipView = { ...active, plan: 'admin', amount: 5000, upgrade: null };
    let downgraded = false;
    server.use(
      http.get(apiPath('/membership/me'), () =>
        HttpResponse.json({
          data: downgraded
            ? { ...admin, nextPlan: 'premium', nextCharge: { at: admin.periodEnd, amount: 3000 } }
            : admin,
        }),
      ),
      http.post(apiPath('/membership/change-plan'), () => {
        downgraded = true;
        return HttpResponse.json({ data: { checkoutUrl: null, membership: admin } });
      }),
      http.get(apiPath('/users/me'), () => HttpResponse.json(makeUser({ userType: 'admin' }))),
    );
    const { user } = renderPage();

    const change = await screen.findByRole('region', { name: 'Cambiar de plan' });
    expect(change).toHaveTextContent(
      'seguís con Admin hasta el 2 de enero de 2027 y desde ese cobro pagás $3.000 por mes.',
    );
    await user.click(within(change).getByRole('button', { name: 'Cambiar a Premium' }));

    expect(
      await screen.findByText('Desde el 2 de enero de 2027 pasás a Premium y pagás $3.000 por mes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seguir con Admin' })).toBeEnabled();
    expect(screen.getByText('Próximo cobro').nextSibling).toHaveTextContent('$3.000');
  });

  it('cancels after a confirmation that says until when the access lasts', async () => {
    let cancelled = false;
    server.use(
      http.get(apiPath('/membership/me'), () =>
        HttpResponse.json({ data: cancelled ? { ...active, state: 'cancelled', nextCharge: null } : active }),
      ),
      http.post(apiPath('/membership/cancel'), () => {
        cancelled = true;
        return HttpResponse.json({ data: { ...active, state: 'cancelled', nextCharge: null } });
      }),
      http.get(apiPath('/users/me'), () => HttpResponse.json(makeUser({ userType: 'premium' }))),
    );
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Cancelar membresía' }));
    const confirmation = screen.getByRole('region', { name: 'Cancelar membresía' });
    expect(confirmation).toHaveTextContent(
      '¿Seguro que querés cancelar tu membresía Premium? No se te va a cobrar más y conservás el acceso hasta el 2 de enero de 2027.',
    );
    expect(cancelled).toBe(false);
    await user.click(within(confirmation).getByRole('button', { name: 'Sí, cancelar' }));

    expect(
      await screen.findByText('Cancelaste tu membresía: conservás el acceso hasta el 2 de enero de 2027.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Cancelada')).toBeInTheDocument();
    expect(screen.queryByText('Próximo cobro')).not.toBeInTheDocument();
  });

  it('says why a cancellation failed', async () => {
    server.use(
      http.get(apiPath('/membership/me'), () => HttpResponse.json({ data: active })),
      http.post(apiPath('/membership/cancel'), () =>
        HttpResponse.json(strapiError(409, 'No tenés una membresía para cancelar.'), { status: 409 }),
      ),
    );
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Cancelar membresía' }));
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No tenés una membresía para cancelar.');
  });

  it('offers "Reintentar el pago" while past due, and sends the player to MercadoPago', async () => {
    server.use(
      http.get(apiPath('/membership/me'), () =>
        HttpResponse.json({ data: { ...active, state: 'past_due', graceUntil: '2027-01-05T15:00:00.000Z' } }),
      ),
      http.post(apiPath('/membership/retry-payment'), () =>
        HttpResponse.json({ data: { checkoutUrl: 'http://127.0.0.1:4641/checkout/abc' } }),
      ),
    );
    const leave = jest.spyOn(leaveFor, 'url').mockImplementation(() => undefined);
    try {
      const { user } = renderPage();

      expect(await screen.findByText('Pago vencido')).toBeInTheDocument();
      expect(screen.getByText(/Conservás el acceso hasta el 5 de enero de 2027/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Reintentar el pago' }));

      await waitFor(() => expect(leave).toHaveBeenCalledWith('http://127.0.0.1:4641/checkout/abc'));
    } finally {
      leave.mockRestore();
    }
  });

  it('sends a player without a membership to the plans', async () => {
    server.use(http.get(apiPath('/membership/me'), () => HttpResponse.json({ data: null })));
    renderPage();

    expect(await screen.findByText(/Todavía no tenés una membresía/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver los planes' })).toHaveAttribute('href', '/membresia');
  });

  it('says when the membership could not be loaded, with "Reintentar"', async () => {
    server.use(
      http.get(apiPath('/membership/me'), () => HttpResponse.json(strapiError(500, 'Error'), { status: 500 })),
    );
    renderPage();

    expect(await screen.findByRole('alert', {}, { timeout: 10000 })).toHaveTextContent(MEMBERSHIP_LOAD_FAILED);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('/tu-membresia: the privileges in the game', () => {
  it('says on how many servers the privileges are applied, and which ones confirmed them', async () => {
    server.use(
      http.get(apiPath('/membership/me'), () => HttpResponse.json({ data: active })),
      http.get(apiPath('/membership/me/privileges'), () => HttpResponse.json({ data: privileges })),
    );
    renderPage();

    const card = await screen.findByRole('region', { name: 'Privilegios en los servidores' });
    expect(within(card).getByText('Privilegios aplicados en 1 de 3 servidores')).toBeInTheDocument();
    expect(within(card).getByText(/Tenés slot reservado y VIP en todos los servidores/)).toBeInTheDocument();
    const applied = within(card).getByRole('list', { name: 'Servidores que confirmaron tus privilegios' });
    expect(
      within(applied)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CS16AR #1 | Clásico 24/7Aplicado']);
    expect(within(card).getByText('Ver los 2 servidores que faltan confirmar')).toBeInTheDocument();
    const pending = within(card).getByRole('list', {
      name: 'Servidores que todavía no confirmaron tus privilegios',
      hidden: true,
    });
    expect(within(pending).getAllByRole('listitem', { hidden: true })).toHaveLength(2);
  });

  it('tells a member without a verified Steam ID that the privileges wait for the link', async () => {
    server.use(
      http.get(apiPath('/membership/me'), () => HttpResponse.json({ data: active })),
      http.get(apiPath('/membership/me/privileges'), () =>
        HttpResponse.json({ data: { ...privileges, steamIdVerified: false, servers: [] } }),
      ),
    );
    renderPage();

    const card = await screen.findByRole('region', { name: 'Privilegios en los servidores' });
    expect(within(card).getByText(/Tus privilegios esperan tu Steam ID/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Vincular mi Steam ID' })).toHaveAttribute('href', '/perfil');
    expect(within(card).queryByText(/Privilegios aplicados/)).not.toBeInTheDocument();
  });

  it('lets the Admin plan choose its server, then says where it is admin and until when it stays', async () => {
    const admin: MembershipView = { ...active, plan: 'admin', amount: 5000, upgrade: null };
    let body: unknown;
    server.use(
      http.get(apiPath('/membership/me'), () => HttpResponse.json({ data: admin })),
      http.post(apiPath('/membership/admin-server'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          data: {
            ...admin,
            adminServer: { id: 'zombie', name: 'CS Argentina #2 | Zombie', changeableFrom: '2027-01-02T15:00:00.000Z' },
          },
        });
      }),
    );
    const { user } = renderPage();

    const card = await screen.findByRole('region', { name: 'Tu servidor de admin' });
    expect(within(card).getByText(/Elegí el servidor donde vas a tener los comandos de admin/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Elegir servidor' }));
    expect(within(card).getByText('Elegí el servidor donde vas a ser admin.')).toBeInTheDocument();
    expect(body).toBeUndefined();

    const field = within(card).getByRole('combobox', { name: 'Servidor donde vas a ser admin' });
    await waitFor(() => expect(within(field).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(field, 'CS Argentina #2 | Zombie');
    await user.click(within(card).getByRole('button', { name: 'Elegir servidor' }));
    expect(await within(card).findByText(/Listo: sos admin en CS Argentina #2 \| Zombie/)).toBeInTheDocument();
    expect(body).toEqual({ serverId: 'zombie' });
    // The membership's new answer renders in a deferred render (shared/src/data/query-client.ts): waited for.
    expect(await within(card).findByText(/Sos admin en/)).toHaveTextContent('Sos admin en CS Argentina #2 | Zombie');
    expect(within(card).getByText(/Podés cambiarlo desde el/)).toBeInTheDocument();
    expect(within(card).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows a courtesy as one: no price, no renewal, no plan change', async () => {
    const courtesy: MembershipView = { ...active, amount: 0, nextCharge: null, upgrade: null, payments: [] };
    server.use(http.get(apiPath('/membership/me'), () => HttpResponse.json({ data: courtesy })));
    renderPage();

    expect(await screen.findByText(/^Cortesía del staff: tenés el plan hasta el .+, sin cargo\.$/)).toBeInTheDocument();
    expect(screen.getByText('Cortesía, sin cargo')).toBeInTheDocument();
    expect(screen.queryByText(/Se renueva sola/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cambiar de plan' })).not.toBeInTheDocument();
  });

  it('says when staff suspended the privileges, and why', async () => {
    server.use(
      http.get(apiPath('/membership/me'), () => HttpResponse.json({ data: active })),
      http.get(apiPath('/membership/me/privileges'), () =>
        HttpResponse.json({
          data: {
            ...privileges,
            holds: false,
            suspended: { reason: 'Abuso del slot', at: '2026-12-02T15:10:00.000Z' },
          },
        }),
      ),
    );
    renderPage();

    const card = await screen.findByRole('region', { name: 'Privilegios en los servidores' });
    expect(within(card).getByRole('alert')).toHaveTextContent(
      /El staff suspendió tus privilegios en los servidores \(.+\)\. Motivo: Abuso del slot/,
    );
    expect(within(card).getByRole('link', { name: 'Ver el staff' })).toHaveAttribute('href', '/comunidad/staff');
    expect(within(card).queryByText(/Privilegios aplicados/)).not.toBeInTheDocument();
  });

  it('shows nothing of the game once the membership holds no privileges, and says when they could not be read', async () => {
    server.use(
      http.get(apiPath('/membership/me'), () => HttpResponse.json({ data: { ...active, state: 'expired' } })),
      http.get(apiPath('/membership/me/privileges'), () =>
        HttpResponse.json({ data: { ...privileges, holds: false } }),
      ),
    );
    const first = renderPage();
    expect(await screen.findByText('Terminada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Privilegios/)).not.toBeInTheDocument());
    first.unmount();

    server.use(
      http.get(apiPath('/membership/me'), () => HttpResponse.json({ data: active })),
      http.get(apiPath('/membership/me/privileges'), () =>
        HttpResponse.json(strapiError(500, 'Error'), { status: 500 }),
      ),
    );
    renderPage();
    expect(await screen.findByText(PRIVILEGES_LOAD_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
