import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, makeUser, renderWithProviders, server } from '@cs16ar/shared/testing';
import type { Ban } from '@cs16ar/shared';
import { BanAppealsPage } from '../components/ban-appeals-page';
import { BanAppealPage } from '../components/ban-appeal-page';
import type { AppealListItem, StaffAppeal } from '@cs16ar/shared';

// The staff's appeal screens (docs/product.md "Baneos"), with the CMS's real answers through MSW.

const STAFF = makeUser({ id: 1, username: 'admin', staffRole: 'administrator' });
const SERVER = { documentId: 'srv1doc', name: 'CS Argentina #1' };

const BAN: Ban = {
  documentId: 'ban1doc',
  player: { name: 'Ju"ga<dor>', steamId: 'STEAM_0:1:4242', profileId: null },
  server: SERVER,
  reason: 'Wallhack',
  ruleAnchor: null,
  admin: { name: 'El Admin', profileId: null },
  bannedAt: '2026-11-27T14:10:00.000Z',
  durationSeconds: 7200,
  permanent: false,
  expiresAt: '2026-11-27T16:10:00.000Z',
  liftedAt: null,
  state: 'activo',
  communityWide: true,
  deliveries: { applied: 24, total: 25 },
};

const APPEAL: StaffAppeal = {
  documentId: 'appeal1',
  banDocumentId: 'ban1doc',
  text: 'No usé ningún programa: el ak se me trabó.',
  images: [{ url: '/uploads/descargo_1_abc.png', width: 64, height: 48, mime: 'image/png' }],
  state: 'pendiente',
  answer: null,
  createdAt: '2026-11-27T14:20:00.000Z',
  answeredAt: null,
  answeredBy: null,
  ban: BAN,
  evidence: {
    server: SERVER,
    from: '2026-11-27T14:00:00.000Z',
    to: '2026-11-27T14:10:00.000Z',
    lines: [
      {
        at: '2026-11-27T14:05:00.000Z',
        logTime: '11/27/2026 - 11:05:00',
        kind: 'connect',
        text: '',
        weapon: null,
        headshot: false,
        playerName: 'Ju"ga<dor>',
      },
      {
        at: '2026-11-27T14:06:00.000Z',
        logTime: '11/27/2026 - 11:06:00',
        kind: 'chat',
        text: 'che "manco" <b>vení</b>',
        weapon: null,
        headshot: false,
        playerName: 'Ju"ga<dor>',
      },
      {
        at: '2026-11-27T14:07:00.000Z',
        logTime: '11/27/2026 - 11:07:00',
        kind: 'kill',
        text: 'Rulo',
        weapon: 'ak47',
        headshot: true,
        playerName: 'Ju"ga<dor>',
      },
    ],
  },
};

const LIST: AppealListItem[] = [
  {
    documentId: 'appeal1',
    state: 'pendiente',
    createdAt: APPEAL.createdAt,
    answeredAt: null,
    excerpt: APPEAL.text,
    ban: { documentId: BAN.documentId, player: BAN.player, server: SERVER, reason: BAN.reason, state: BAN.state },
  },
  {
    documentId: 'appeal2',
    state: 'rechazado',
    createdAt: '2026-11-26T10:00:00.000Z',
    answeredAt: '2026-11-26T12:00:00.000Z',
    excerpt: 'Fue sin querer.',
    ban: null,
  },
];

const session = { jwt: 'jwt', refreshToken: 'r', user: STAFF };

describe('/admin/descargos', () => {
  it('lists the appeals, pending first, each linked to its page', async () => {
    server.use(
      http.get(apiPath('/users/me'), () => HttpResponse.json(STAFF)),
      http.get(apiPath('/ban-appeals'), () =>
        HttpResponse.json({ data: LIST, meta: { pagination: { page: 1, pageSize: 20, pageCount: 1, total: 2 } } }),
      ),
    );
    renderWithProviders(<BanAppealsPage />, { route: '/admin/descargos', path: '/admin/descargos', session });
    const [first, second] = await screen.findAllByRole('listitem');
    expect(within(first!).getByText('Pendiente')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Descargo de Ju"ga<dor>' })).toHaveAttribute(
      'href',
      '/admin/descargos/appeal1',
    );
    expect(within(second!).getByText('Rechazado')).toBeInTheDocument();
  });

  it('leads back to /admin and is headed as the staff page it is, not as Comunidad', async () => {
    server.use(
      http.get(apiPath('/users/me'), () => HttpResponse.json(STAFF)),
      http.get(apiPath('/ban-appeals'), () =>
        HttpResponse.json({ data: [], meta: { pagination: { page: 1, pageCount: 0, total: 0 } } }),
      ),
    );
    renderWithProviders(<BanAppealsPage />, { route: '/admin/descargos', path: '/admin/descargos', session });
    expect(screen.getByRole('link', { name: 'Volver a Administración' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Descargos' }).previousElementSibling).toHaveTextContent(
      'Administración',
    );
    expect(screen.queryByText('Comunidad')).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    server.use(
      http.get(apiPath('/users/me'), () => HttpResponse.json(STAFF)),
      http.get(apiPath('/ban-appeals'), () =>
        HttpResponse.json({ data: [], meta: { pagination: { page: 1, pageCount: 0, total: 0 } } }),
      ),
    );
    renderWithProviders(<BanAppealsPage />, { route: '/admin/descargos', path: '/admin/descargos', session });
    expect(await screen.findByRole('heading', { name: 'No hay descargos' })).toBeInTheDocument();
  });
});

describe('/admin/descargos/:documentId', () => {
  function renderAppeal(answers: { body: unknown; verdict: string }[]) {
    let current: StaffAppeal = APPEAL;
    server.use(
      http.get(apiPath('/users/me'), () => HttpResponse.json(STAFF)),
      http.get(apiPath('/ban-appeals/:documentId'), () => HttpResponse.json({ data: current })),
      http.post(apiPath('/ban-appeals/:documentId/:verdict'), async ({ request, params }) => {
        const body = await request.json();
        answers.push({ body, verdict: String(params.verdict) });
        const reason = (body as { reason?: string }).reason ?? null;
        current = {
          ...APPEAL,
          state: params.verdict === 'accept' ? 'aceptado' : 'rechazado',
          answer: reason,
          answeredAt: '2026-11-27T15:00:00.000Z',
          answeredBy: 'El Admin',
          ban: params.verdict === 'accept' ? { ...BAN, state: 'levantado', liftedAt: '2026-11-27T15:00:00.000Z' } : BAN,
        };
        return HttpResponse.json({ data: current });
      }),
    );
    return renderWithProviders(<BanAppealPage />, {
      route: '/admin/descargos/appeal1',
      path: '/admin/descargos/:documentId',
      session,
    });
  }

  it('shows the appeal, its image, the ban and the evidence as a timeline', async () => {
    renderAppeal([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Descargo de Ju"ga<dor>' })).toBeInTheDocument();
    expect(screen.getByText(APPEAL.text)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imagen 1 del descargo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/uploads\/descargo_1_abc\.png$/),
    );
    expect(screen.getByRole('link', { name: 'Wallhack' })).toHaveAttribute('href', '/baneos/ban1doc');
    const rows = within(screen.getByRole('list', { name: 'Registro del jugador' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '11:05:00EntróEntró al servidor',
      '11:06:00Chatche "manco" <b>vení</b>',
      '11:07:00KillMató a Rulo con ak47 (headshot)',
    ]);
  });

  it('rejecting needs a reason; with one it is sent and the answer shows', async () => {
    const answers: { body: unknown; verdict: string }[] = [];
    const { user } = renderAppeal(answers);
    const form = await screen.findByRole('form', { name: 'Responder el descargo' });
    await user.click(within(form).getByRole('button', { name: 'Rechazar' }));
    expect(
      await within(form).findByText('Escribí el motivo del rechazo: el jugador lo va a leer.'),
    ).toBeInTheDocument();
    expect(answers).toHaveLength(0);
    await user.click(within(form).getByLabelText('Respuesta al jugador'));
    await user.paste('Los insultos están en el chat.');
    await user.click(within(form).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Rechazado por El Admin', { exact: false })).toBeInTheDocument();
    expect(answers).toEqual([{ verdict: 'reject', body: { reason: 'Los insultos están en el chat.' } }]);
  });

  it('accepting lifts the ban', async () => {
    const answers: { body: unknown; verdict: string }[] = [];
    const { user } = renderAppeal(answers);
    const form = await screen.findByRole('form', { name: 'Responder el descargo' });
    await user.click(within(form).getByRole('button', { name: 'Aceptar y levantar el baneo' }));
    await waitFor(() => expect(answers).toEqual([{ verdict: 'accept', body: {} }]));
    expect(await screen.findByText('Aceptado por El Admin', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/· Levantado$/)).toBeInTheDocument();
  });
});
