import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, makeUser, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import type { Ban } from '@cs16ar/shared';
import { BanModerationPage } from '../components/ban-moderation-page';
// The ban's page as the shell mounts it: the bans feature's page with this feature's panel in it.
import BanDetailPage from '../../../exposed/ban-detail-page';
import type { BanAudit } from '../api/ban-moderation';

const DUST2 = { documentId: 'srv1doc', name: 'CS Argentina #1 | Clásico 24/7 Dust2' };
const ZOMBIE = { documentId: 'srv4doc', name: 'CS Argentina | Zombie Plague 5.0' };
const staff = { jwt: 't', user: makeUser({ username: 'moderador', staffRole: 'moderator' as const }) };

// The CMS's shapes (cms/src/game-servers/README.md).
function makeBan(overrides: Partial<Ban> = {}): Ban {
  return {
    documentId: 'ban1doc',
    player: { name: 'Griefer', steamId: 'STEAM_0:1:4000000', profileId: null },
    server: DUST2,
    reason: 'Bloquear a su equipo',
    ruleAnchor: 'general-3',
    admin: { name: 'moderador', profileId: null },
    bannedAt: new Date(Date.now() - 60_000).toISOString(),
    durationSeconds: 7200,
    permanent: false,
    expiresAt: new Date(Date.now() + 119 * 60_000).toISOString(),
    liftedAt: null,
    state: 'activo',
    communityWide: false,
    deliveries: null,
    ...overrides,
  };
}

type Posted = { path: string; body: unknown; authorization: string | null };

/** The CMS: the list, one ban, the audit, the servers, the rule book; every POST is recorded and answered. */
function serveCms({
  bans = [makeBan()],
  audit = { entries: [], deliveries: [] },
  answerPost = (_path: string, _body: unknown): Response | Ban => makeBan(),
}: {
  bans?: Ban[];
  audit?: BanAudit;
  answerPost?: (path: string, body: unknown) => Response | Ban;
} = {}) {
  const posted: Posted[] = [];
  server.use(
    http.get(apiPath('/bans'), () =>
      HttpResponse.json({
        data: bans,
        meta: { pagination: { page: 1, pageSize: 20, pageCount: 1, total: bans.length } },
      }),
    ),
    http.get(apiPath('/bans/:documentId'), ({ params }) => {
      const ban = bans.find((one) => one.documentId === params.documentId);
      return ban
        ? HttpResponse.json({ data: ban })
        : HttpResponse.json(strapiError(404, 'Baneo no encontrado.'), { status: 404 });
    }),
    http.get(apiPath('/bans/:documentId/audit'), () =>
      HttpResponse.json({ data: audit.entries, deliveries: audit.deliveries }),
    ),
    http.get(apiPath('/servers'), () =>
      HttpResponse.json({
        data: [DUST2, ZOMBIE].map((one, index) => ({ id: index + 1, ...one })),
        meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 2 } },
      }),
    ),
    http.get(apiPath('/rules'), () =>
      HttpResponse.json({
        data: [
          {
            slug: 'general',
            title: 'Reglas generales',
            gameMode: null,
            intro: null,
            updatedAt: '2026-01-01T00:00:00.000Z',
            rules: [
              { number: 3, anchor: 'general-3', text: 'No bloquear a tu propio equipo.' },
              { number: 4, anchor: 'general-4', text: 'Nada de trampas.' },
            ],
          },
        ],
        meta: { updatedAt: null },
      }),
    ),
    // The page's Membresías section (features/membership-staff has its own tests).
    http.get(apiPath('/membership/staff/members'), () => HttpResponse.json({ data: [] })),
    http.post(apiPath('/bans*'), async ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^.*\/api/, '');
      const body = await request.json();
      posted.push({ path, body, authorization: request.headers.get('Authorization') });
      const answer = answerPost(path, body);
      if (answer instanceof Response) return answer;
      return HttpResponse.json({ data: answer }, { status: path === '/bans' ? 201 : 200 });
    }),
  );
  return posted;
}

const renderModeration = () =>
  renderWithProviders(<BanModerationPage />, { route: '/admin', path: '/admin', session: staff });

describe('/admin: the moderation page', () => {
  it('links the appeals and says each mistake of the new ban next to its field, in Spanish, sending nothing', async () => {
    const posted = serveCms();
    const { user } = renderModeration();
    expect(screen.getByRole('heading', { level: 1, name: 'Moderación' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargos' })).toHaveAttribute('href', '/admin/descargos');

    const form = screen.getByRole('form', { name: 'Nuevo baneo' });
    await user.click(within(form).getByRole('button', { name: 'Banear' }));
    expect(await within(form).findByText('Ingresá el Steam ID del jugador.')).toBeInTheDocument();
    expect(within(form).getByText('Escribí el motivo del baneo.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Steam ID'), 'pepe');
    await user.type(within(form).getByLabelText('Motivo'), 'x'.repeat(201));
    const duration = within(form).getByLabelText('Duración');
    await user.clear(duration);
    await user.type(duration, '0');
    await user.click(within(form).getByRole('button', { name: 'Banear' }));
    expect(await within(form).findByText(/Ese Steam ID no es válido/)).toBeInTheDocument();
    expect(within(form).getByText('El motivo puede tener hasta 200 caracteres.')).toBeInTheDocument();
    expect(within(form).getByText('Ingresá la duración con un número entero mayor que 0.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('bans a Steam ID in any form on one server for three days, community-wide, with the rule and the note', async () => {
    const created = makeBan({ documentId: 'new1doc' });
    const posted = serveCms({
      answerPost: (path) => (path.endsWith('/community-wide') ? { ...created, communityWide: true } : created),
    });
    const { user } = renderModeration();
    const form = screen.getByRole('form', { name: 'Nuevo baneo' });
    await user.type(within(form).getByLabelText('Steam ID'), '[[U:1:8000001]');
    await user.type(within(form).getByLabelText(/Nick del jugador/), 'Griefer');
    await user.selectOptions(
      await within(form).findByLabelText('Servidor'),
      await within(form).findByRole('option', { name: DUST2.name }),
    );
    await user.selectOptions(
      within(form).getByLabelText(/Regla/),
      await within(form).findByRole('option', { name: /^general-3:/ }),
    );
    await user.type(within(form).getByLabelText('Motivo'), 'Bloquear a su equipo');
    const duration = within(form).getByLabelText('Duración');
    await user.clear(duration);
    await user.type(duration, '3');
    await user.click(within(form).getByLabelText(/Aplicar en toda la comunidad/));
    await user.type(within(form).getByLabelText(/Nota interna/), 'Avisado dos veces');
    await user.click(within(form).getByRole('button', { name: 'Banear' }));

    expect(await within(form).findByText('Baneo creado.')).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Ver el baneo' })).toHaveAttribute('href', '/baneos/new1doc');
    expect(posted).toEqual([
      {
        path: '/bans',
        body: {
          steamId: '[U:1:8000001]',
          playerName: 'Griefer',
          server: DUST2.documentId,
          reason: 'Bloquear a su equipo',
          minutes: 3 * 24 * 60,
          ruleAnchor: 'general-3',
          internalNote: 'Avisado dos veces',
        },
        authorization: 'Bearer t',
      },
      { path: '/bans/new1doc/community-wide', body: {}, authorization: 'Bearer t' },
    ]);
  });

  it('a permanent ban on every server is community-wide by nature; the CMS refusal is shown as it comes', async () => {
    const posted = serveCms({
      answerPost: () =>
        HttpResponse.json(strapiError(400, 'Ese servidor no existe.', 'ValidationError'), { status: 400 }),
    });
    const { user } = renderModeration();
    const form = screen.getByRole('form', { name: 'Nuevo baneo' });
    await user.type(within(form).getByLabelText('Steam ID'), '76561197968052866');
    await user.type(within(form).getByLabelText('Motivo'), 'Wallhack');
    await user.click(within(form).getByLabelText('Permanente'));
    expect(within(form).getByText(/En todos los servidores: se aplica en toda la comunidad/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Banear' }));
    expect(await within(form).findByText('Ese servidor no existe.')).toBeInTheDocument();
    expect(posted.map((one) => one.body)).toEqual([
      expect.objectContaining({ steamId: '76561197968052866', server: null, minutes: null }),
    ]);
  });

  it('lists the latest bans with a quick Levantar, confirmed first', async () => {
    const posted = serveCms({
      bans: [
        makeBan(),
        makeBan({
          documentId: 'ban2doc',
          player: { name: 'Viejo', steamId: 'STEAM_0:0:1', profileId: null },
          state: 'levantado',
          liftedAt: new Date().toISOString(),
        }),
      ],
      answerPost: () => makeBan({ state: 'levantado' }),
    });
    const { user } = renderModeration();
    const latest = await screen.findByRole('list', { name: 'Últimos baneos' });
    expect(within(latest).getByRole('link', { name: 'Griefer' })).toHaveAttribute('href', '/baneos/ban1doc');
    // Each leads to its page, saying plainly what is there.
    expect(within(latest).getByRole('link', { name: 'Acciones sobre Griefer' })).toHaveTextContent(
      'Ver acciones y registro',
    );
    expect(within(latest).getByRole('link', { name: 'Acciones sobre Viejo' })).toHaveTextContent('Ver el registro');
    // A lifted one has nothing to lift.
    expect(within(latest).queryByRole('button', { name: 'Levantar Viejo' })).not.toBeInTheDocument();
    await user.click(within(latest).getByRole('button', { name: 'Levantar Griefer' }));
    expect(posted).toEqual([]);
    await user.click(within(latest).getByRole('button', { name: 'Sí, levantar a Griefer' }));
    await waitFor(() => expect(posted.map((one) => one.path)).toEqual(['/bans/ban1doc/lift']));
  });
});

describe("a ban's page: the staff's actions", () => {
  const renderBan = (session?: typeof staff) =>
    renderWithProviders(<BanDetailPage />, { route: '/baneos/ban1doc', path: '/baneos/:documentId', session });

  const audit: BanAudit = {
    entries: [
      {
        action: 'create',
        staff: { userId: 1, name: 'moderador' },
        at: new Date(Date.now() - 60_000).toISOString(),
        before: null,
        after: {
          durationSeconds: 7200,
          expiresAt: null,
          liftedAt: null,
          communityWide: false,
          internalNote: 'Reincidente',
        },
      },
      {
        action: 'community-wide',
        staff: { userId: 1, name: 'moderador' },
        at: new Date(Date.now() - 30_000).toISOString(),
        before: null,
        after: {
          durationSeconds: 7200,
          expiresAt: null,
          liftedAt: null,
          communityWide: true,
          internalNote: 'Reincidente',
        },
      },
    ],
    deliveries: [
      {
        serverDocumentId: ZOMBIE.documentId,
        command: 'ban',
        state: 'aplicado',
        attempts: 1,
        lastError: null,
        updatedAt: new Date().toISOString(),
      },
      {
        serverDocumentId: 'srv9doc',
        command: 'ban',
        state: 'pendiente',
        attempts: 2,
        lastError: 'El servidor no respondió al rcon a tiempo.',
        updatedAt: new Date().toISOString(),
      },
    ],
  };

  it('is not there for a player who is not on the staff', async () => {
    serveCms();
    renderBan({ jwt: 't', user: makeUser({ userType: 'admin' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Baneo de Griefer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Acciones del staff' })).not.toBeInTheDocument();
  });

  it('shows each server state, the internal note and the audit log to the staff', async () => {
    serveCms({ bans: [makeBan({ communityWide: true, deliveries: { applied: 1, total: 2 } })], audit });
    renderBan(staff);
    expect(await screen.findByRole('heading', { name: 'Acciones del staff' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Aplicado en 1 de 2 servidores' })).toBeInTheDocument();
    const perServer = screen.getByRole('list', { name: 'Baneo por servidor' });
    expect(within(perServer).getByText(ZOMBIE.name)).toBeInTheDocument();
    expect(within(perServer).getByText('Aplicado')).toBeInTheDocument();
    expect(within(perServer).getByText('Reintentando (intento 3)')).toBeInTheDocument();
    expect(screen.getByText('Reincidente')).toBeInTheDocument();
    const log = screen.getByRole('list', { name: 'Registro' });
    expect(within(log).getByText(/Creó el baneo/)).toBeInTheDocument();
    expect(within(log).getByText(/Lo aplicó en toda la comunidad/)).toBeInTheDocument();
    // Already community-wide: nothing to apply again.
    expect(screen.queryByRole('button', { name: 'Aplicar en toda la comunidad' })).not.toBeInTheDocument();
  });

  it('shortens by the new whole duration and shows the CMS refusal as it comes', async () => {
    let refuse = true;
    const posted = serveCms({
      answerPost: () =>
        refuse
          ? HttpResponse.json(
              strapiError(
                400,
                'Para acortarlo, la duración nueva tiene que ser menor que la actual (120 minutos).',
                'ValidationError',
              ),
              { status: 400 },
            )
          : makeBan({ durationSeconds: 3600 }),
    });
    const { user } = renderBan(staff);
    const form = await screen.findByRole('form', { name: 'Acortar el baneo' });
    await user.click(within(form).getByRole('button', { name: 'Acortar' }));
    expect(await within(form).findByText('Ingresá la duración con un número entero mayor que 0.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Duración nueva'), '3');
    await user.click(within(form).getByRole('button', { name: 'Acortar' }));
    expect(await screen.findByText(/menor que la actual \(120 minutos\)/)).toBeInTheDocument();
    refuse = false;
    await user.clear(within(form).getByLabelText('Duración nueva'));
    await user.type(within(form).getByLabelText('Duración nueva'), '1');
    await user.click(within(form).getByRole('button', { name: 'Acortar' }));
    expect(await screen.findByText('Baneo acortado.')).toBeInTheDocument();
    expect(posted.map((one) => [one.path, one.body])).toEqual([
      ['/bans/ban1doc/shorten', { minutes: 180 }],
      ['/bans/ban1doc/shorten', { minutes: 60 }],
    ]);
  });

  it('lifts after a confirmation and marks a ban community-wide', async () => {
    const posted = serveCms();
    const { user } = renderBan(staff);
    await user.click(await screen.findByRole('button', { name: 'Aplicar en toda la comunidad' }));
    expect(await screen.findByText('Enviado a todos los servidores.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Levantar' }));
    await user.click(screen.getByRole('button', { name: 'Sí, levantar' }));
    expect(await screen.findByText('Baneo levantado.')).toBeInTheDocument();
    expect(posted.map((one) => one.path)).toEqual(['/bans/ban1doc/community-wide', '/bans/ban1doc/lift']);
  });
});
