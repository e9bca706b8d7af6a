import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, makeUser, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import type { StaffMembershipDetail, StaffMembershipView } from '@cs16ar/shared';
import { MembershipStaffSection } from '../components/membership-staff-section';

const staff = { jwt: 't', user: makeUser({ username: 'moderador', staffRole: 'moderator' as const }) };

// The CMS's shapes (contracts/memberships.d.ts, "Staff").
function makeMember(overrides: Partial<StaffMembershipView> = {}): StaffMembershipView {
  return {
    id: 'm1',
    plan: 'premium',
    state: 'past_due',
    amount: 3000,
    currency: 'ARS',
    periodEnd: '2026-12-01T03:00:00.000Z',
    graceUntil: '2026-12-05T03:00:00.000Z',
    nextCharge: null,
    nextPlan: null,
    checkoutUrl: null,
    upgrade: null,
    adminServer: null,
    payments: [
      {
        operation: '9001',
        amount: 3000,
        currency: 'ARS',
        status: 'approved',
        kind: 'charge',
        at: '2026-11-01T15:00:00.000Z',
        periodStart: '2026-11-01T03:00:00.000Z',
        periodEnd: '2026-12-01T03:00:00.000Z',
      },
      {
        operation: '9002',
        amount: 3000,
        currency: 'ARS',
        status: 'rejected',
        kind: 'charge',
        at: '2026-12-01T15:00:00.000Z',
        periodStart: null,
        periodEnd: null,
      },
    ],
    player: { id: 7, username: 'tincho', nickname: 'Tincho AWP' },
    ...overrides,
  };
}

function makeDetail(overrides: Partial<StaffMembershipDetail> = {}): StaffMembershipDetail {
  return {
    ...makeMember(),
    history: [
      {
        fromState: null,
        toState: 'active',
        cause: 'payment approved',
        actor: 'mercadopago',
        paymentId: '9001',
        at: '2026-11-01T15:00:00.000Z',
      },
      {
        fromState: 'active',
        toState: 'past_due',
        cause: 'charge rejected',
        actor: 'mercadopago',
        paymentId: '9002',
        at: '2026-12-01T15:00:00.000Z',
      },
    ],
    staffActions: [],
    privilegesSuspension: null,
    ...overrides,
  };
}

type Sent = { method: string; path: string; search: string; body: unknown };

function serveCms({
  members = [makeMember()],
  detail = makeDetail(),
  answerPost = (): Response | StaffMembershipDetail => detail,
}: {
  members?: StaffMembershipView[];
  detail?: StaffMembershipDetail;
  answerPost?: (path: string, body: unknown) => Response | StaffMembershipDetail;
} = {}) {
  const sent: Sent[] = [];
  const record = async (request: Request, body: unknown) => {
    const url = new URL(request.url);
    sent.push({ method: request.method, path: url.pathname.replace(/^.*\/api/, ''), search: url.search, body });
  };
  server.use(
    http.get(apiPath('/membership/staff/members'), async ({ request }) => {
      await record(request, null);
      const state = new URL(request.url).searchParams.get('state');
      return HttpResponse.json({ data: state ? members.filter((one) => one.state === state) : members });
    }),
    http.get(apiPath('/membership/staff/members/:id'), async ({ request }) => {
      await record(request, null);
      return HttpResponse.json({ data: detail });
    }),
    http.post(apiPath('/membership/staff/*'), async ({ request }) => {
      const body = await request.json();
      await record(request, body);
      const answer = answerPost(new URL(request.url).pathname, body);
      return answer instanceof Response ? answer : HttpResponse.json({ data: answer });
    }),
  );
  return sent;
}

const renderSection = (route = '/admin') =>
  renderWithProviders(<MembershipStaffSection />, { route, path: '/admin', session: staff });

describe('/admin: Membresías', () => {
  it('reads the state from the address, asks the CMS for it, and keeps a new choice in the address', async () => {
    const sent = serveCms({ members: [makeMember(), makeMember({ id: 'm2', state: 'active', player: null })] });
    const { user, location } = renderSection('/admin?membresias=past_due');
    const list = await screen.findByRole('list', { name: 'Membresías' });
    expect(within(list).getByText('Tincho AWP')).toBeInTheDocument();
    expect(within(list).queryByText('Cuenta eliminada')).not.toBeInTheDocument();
    expect(sent[0]).toMatchObject({ path: '/membership/staff/members', search: '?state=past_due' });
    expect(screen.getByLabelText('Estado')).toHaveValue('past_due');

    await user.selectOptions(screen.getByLabelText('Estado'), 'Reembolsada');
    expect(await screen.findByText('No hay membresías en ese estado.')).toBeInTheDocument();
    expect(location()).toBe('/admin?membresias=refunded');
    expect(sent.at(-1)).toMatchObject({ search: '?state=refunded' });
  });

  it('takes a bad state in the address as every state', async () => {
    const sent = serveCms();
    renderSection('/admin?membresias=<script>');
    expect(await screen.findByRole('list', { name: 'Membresías' })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ search: '' });
    expect(screen.getByLabelText('Estado')).toHaveValue('');
  });

  it("shows a member's payments, grace, history in Spanish, and refunds only after the confirmation", async () => {
    const refunded = makeDetail({
      state: 'refunded',
      staffActions: [
        {
          action: 'refund',
          staff: { userId: 1, name: 'moderador' },
          reason: null,
          details: { paymentId: '9001', amount: 3000 },
          at: new Date().toISOString(),
        },
      ],
    });
    const sent = serveCms({ answerPost: () => refunded });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Ver membresía de Tincho AWP' }));
    const detail = await screen.findByRole('region', { name: 'Membresía de Tincho AWP' });
    expect(within(detail).getByText('5 de diciembre de 2026')).toBeInTheDocument();
    const payments = within(detail).getByRole('list', { name: 'Pagos de Tincho AWP' });
    expect(within(payments).getByText(/\$3\.000 · Aprobado/)).toBeInTheDocument();
    expect(within(payments).getByText('Operación de MercadoPago 9002')).toBeInTheDocument();
    const history = within(detail).getByRole('list', { name: 'Historial de Tincho AWP' });
    expect(within(history).getByText('Activa → Pago vencido')).toBeInTheDocument();
    expect(within(history).getByText(/por MercadoPago · charge rejected/)).toBeInTheDocument();
    // Only an approved payment can be given back.
    expect(within(payments).queryByRole('button', { name: 'Devolver el pago 9002' })).not.toBeInTheDocument();

    await user.click(within(payments).getByRole('button', { name: 'Devolver el pago 9001' }));
    expect(sent.filter((one) => one.method === 'POST')).toEqual([]);
    await user.click(within(payments).getByRole('button', { name: 'Sí, devolver $3.000 a Tincho AWP' }));
    expect(await within(detail).findByText('Devolviste $3.000 a Tincho AWP.')).toBeInTheDocument();
    expect(sent.filter((one) => one.method === 'POST')).toEqual([
      { method: 'POST', path: '/membership/staff/members/m1/refund', search: '', body: { paymentId: '9001' } },
    ]);
    // The detail is the CMS's answer (drawn in a deferred render).
    expect(await within(detail).findByText('Reembolsada')).toBeInTheDocument();
    expect(within(detail).getByText('Devolución del pago 9001 ($3.000)')).toBeInTheDocument();
    // The list is read again.
    await waitFor(() => expect(sent.filter((one) => one.path === '/membership/staff/members')).toHaveLength(2));
  });

  it('suspends the privileges only with a reason, then restores them, each as the CMS answers', async () => {
    const suspended = makeDetail({
      state: 'active',
      privilegesSuspension: {
        reason: 'Abuso del slot reservado',
        staff: { userId: 1, name: 'moderador' },
        at: '2026-12-02T15:10:00.000Z',
      },
      staffActions: [
        {
          action: 'privileges-off',
          staff: { userId: 1, name: 'moderador' },
          reason: 'Abuso del slot reservado',
          details: {},
          at: '2026-12-02T15:10:00.000Z',
        },
      ],
    });
    const sent = serveCms({
      detail: makeDetail({ state: 'active' }),
      answerPost: (path) => (path.endsWith('/suspend-privileges') ? suspended : makeDetail({ state: 'active' })),
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Ver membresía de Tincho AWP' }));
    const detail = await screen.findByRole('region', { name: 'Membresía de Tincho AWP' });
    await user.click(within(detail).getByRole('button', { name: 'Suspender privilegios' }));
    const form = within(detail).getByRole('form', { name: 'Suspender los privilegios de Tincho AWP' });
    await user.click(within(form).getByRole('button', { name: 'Suspender' }));
    expect(await within(form).findByText('Escribí el motivo de la suspensión.')).toBeInTheDocument();
    expect(sent.filter((one) => one.method === 'POST')).toEqual([]);

    await user.type(within(form).getByLabelText('Motivo de la suspensión'), '  Abuso del slot reservado ');
    await user.click(within(form).getByRole('button', { name: 'Suspender' }));
    expect(await within(detail).findByText(/Suspendiste los privilegios de Tincho AWP/)).toBeInTheDocument();
    expect(sent.filter((one) => one.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/membership/staff/members/m1/suspend-privileges',
        search: '',
        body: { reason: 'Abuso del slot reservado' },
      },
    ]);
    expect(
      await within(detail).findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          /^Suspendidos por moderador \(.+\)\. Motivo: Abuso del slot reservado$/.test(element.textContent ?? ''),
      ),
    ).toBeInTheDocument();
    expect(within(detail).getByText('Privilegios suspendidos')).toBeInTheDocument();

    await user.click(within(detail).getByRole('button', { name: 'Restituir privilegios' }));
    expect(await within(detail).findByText('Restituiste los privilegios de Tincho AWP.')).toBeInTheDocument();
    expect(sent.filter((one) => one.method === 'POST').at(-1)).toMatchObject({
      path: '/membership/staff/members/m1/restore-privileges',
    });
    expect(await within(detail).findByRole('button', { name: 'Suspender privilegios' })).toBeInTheDocument();
  });

  it("shows the CMS's refusal of a refund as it comes", async () => {
    serveCms({
      answerPost: () =>
        HttpResponse.json(strapiError(409, 'Solo se puede devolver un pago aprobado.'), { status: 409 }),
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Ver membresía de Tincho AWP' }));
    await user.click(await screen.findByRole('button', { name: 'Devolver el pago 9001' }));
    await user.click(screen.getByRole('button', { name: 'Sí, devolver $3.000 a Tincho AWP' }));
    expect(await screen.findByText('Solo se puede devolver un pago aprobado.')).toBeInTheDocument();
  });

  it('checks the courtesy before sending, then sends the days as a number and shows the membership', async () => {
    const granted = makeDetail({
      id: 'm9',
      state: 'active',
      plan: 'admin',
      player: { id: 8, username: 'lu', nickname: null },
    });
    const sent = serveCms({ detail: granted, answerPost: () => granted });
    const { user } = renderSection();
    const form = screen.getByRole('form', { name: 'Dar membresía de cortesía' });
    await user.type(within(form).getByLabelText('Nombre de usuario'), 'lu');
    await user.click(within(form).getByRole('button', { name: 'Dar cortesía' }));
    expect(await within(form).findByText('Escribí el motivo de la cortesía.')).toBeInTheDocument();
    const days = within(form).getByLabelText('Días');
    await user.clear(days);
    await user.type(days, '400');
    await user.type(within(form).getByLabelText('Motivo'), 'ab');
    await user.click(within(form).getByRole('button', { name: 'Dar cortesía' }));
    expect(await within(form).findByText('Ingresá los días con un número entero de 1 a 365.')).toBeInTheDocument();
    expect(within(form).getByText('El motivo tiene que tener al menos 3 caracteres.')).toBeInTheDocument();
    expect(sent.filter((one) => one.method === 'POST')).toEqual([]);

    await user.clear(days);
    await user.type(days, '7');
    await user.type(within(form).getByLabelText('Motivo'), 'c ganador del torneo');
    await user.selectOptions(within(form).getByLabelText('Plan'), 'Admin');
    await user.click(within(form).getByRole('button', { name: 'Dar cortesía' }));
    expect(await within(form).findByText('Listo: lu tiene 7 días de cortesía.')).toBeInTheDocument();
    expect(sent.filter((one) => one.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/membership/staff/courtesy',
        search: '',
        body: { username: 'lu', plan: 'admin', days: 7, reason: 'abc ganador del torneo' },
      },
    ]);
    expect(await screen.findByRole('region', { name: 'Membresía de lu' })).toBeInTheDocument();
  });

  it("shows the CMS's 404 for an unknown username", async () => {
    serveCms({
      answerPost: () =>
        HttpResponse.json(strapiError(404, 'No existe ningún jugador con ese nombre de usuario.', 'NotFoundError'), {
          status: 404,
        }),
    });
    const { user } = renderSection();
    const form = screen.getByRole('form', { name: 'Dar membresía de cortesía' });
    await user.type(within(form).getByLabelText('Nombre de usuario'), 'nadie');
    await user.type(within(form).getByLabelText('Motivo'), 'Premio');
    await user.click(within(form).getByRole('button', { name: 'Dar cortesía' }));
    expect(await within(form).findByText('No existe ningún jugador con ese nombre de usuario.')).toBeInTheDocument();
  });
});
