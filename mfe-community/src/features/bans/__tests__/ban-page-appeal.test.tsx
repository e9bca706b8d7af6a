import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, makeUser, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import { redirectTarget, Route, useLocation, type Ban, type User } from '@cs16ar/shared';
import { BanDetailPage } from '../components/ban-detail-page';
import type { BanAppeal } from '@cs16ar/shared';

// The ban page's appeal section (docs/product.md "Baneos"), with the CMS's real answers through MSW.

const BANNED = makeUser({ id: 7, steamID: 'STEAM_0:1:4242', steamIdVerifiedAt: '2026-11-20T10:00:00.000Z' });

function makeBan(overrides: Partial<Ban> = {}): Ban {
  return {
    documentId: 'ban1doc',
    player: { name: 'Jugador', steamId: 'STEAM_0:1:4242', profileId: null },
    server: { documentId: 'srv1doc', name: 'CS Argentina #1' },
    reason: 'Wallhack',
    ruleAnchor: null,
    admin: { name: 'El Admin', profileId: null },
    bannedAt: new Date(Date.now() - 60_000).toISOString(),
    durationSeconds: 7200,
    permanent: false,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    liftedAt: null,
    state: 'activo',
    communityWide: false,
    deliveries: null,
    ...overrides,
  };
}

const APPEAL: BanAppeal = {
  documentId: 'appeal1',
  banDocumentId: 'ban1doc',
  text: 'Fue un error del servidor.',
  images: [],
  state: 'pendiente',
  answer: null,
  createdAt: '2026-11-27T14:00:00.000Z',
  answeredAt: null,
};

type Served = { own: () => Response; post?: (form: FormData) => Response; ban?: Ban; user?: User | null };

/** Where the sign-in page would send the player back to (the route guard's state). */
function SignInProbe() {
  return <p>Después de iniciar sesión: {redirectTarget(useLocation().state)}</p>;
}

function renderBanPage({ own, post, ban = makeBan(), user = BANNED }: Served) {
  const sent: FormData[] = [];
  server.use(
    http.get(apiPath('/bans/:documentId'), () => HttpResponse.json({ data: ban })),
    http.get(apiPath('/bans/:documentId/appeal'), () => own()),
    http.post(apiPath('/bans/:documentId/appeal'), async ({ request }) => {
      const form = await request.formData();
      sent.push(form);
      return post ? post(form) : HttpResponse.json({ data: APPEAL }, { status: 201 });
    }),
    http.get(apiPath('/users/me'), () => HttpResponse.json(user)),
  );
  const result = renderWithProviders(<BanDetailPage />, {
    route: `/baneos/${ban.documentId}`,
    path: '/baneos/:documentId',
    session: user ? { jwt: 'jwt', refreshToken: 'r', user } : null,
    extraRoutes: <Route path="/iniciar-sesion" element={<SignInProbe />} />,
  });
  return { ...result, sent };
}

// Pasted rather than typed key by key: the same change events, without a slow machine's minutes.
async function write(
  user: { click: (element: Element) => Promise<void>; paste: (text: string) => Promise<void> },
  form: HTMLElement,
  text: string,
) {
  await user.click(within(form).getByLabelText('Tu descargo'));
  await user.paste(text);
}

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

beforeAll(() => {
  // jsdom has no object URLs; the previews only need a string.
  URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = jest.fn();
});

describe("the ban page's appeal", () => {
  it('shows the banned player the form, checks it in Spanish, and sends the text with the images', async () => {
    const { user, sent } = renderBanPage({ own: () => HttpResponse.json({ data: null }) });
    const form = await screen.findByRole('form', { name: 'Presentar descargo' });
    await user.click(within(form).getByRole('button', { name: 'Enviar descargo' }));
    expect(await within(form).findByText('Escribí tu descargo.')).toBeInTheDocument();
    await write(user, form, 'muy corto');
    await user.click(within(form).getByRole('button', { name: 'Enviar descargo' }));
    expect(await within(form).findByText('El descargo tiene que tener al menos 20 caracteres.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.upload(within(form).getByLabelText('Adjuntar imágenes'), [png('a.png'), png('b.png')]);
    expect(within(form).getByRole('img', { name: 'Vista previa de a.png' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Quitar a.png' }));
    expect(within(form).queryByRole('img', { name: 'Vista previa de a.png' })).not.toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Tu descargo'));
    await write(user, form, APPEAL.text);
    await user.click(within(form).getByRole('button', { name: 'Enviar descargo' }));
    expect(await screen.findByRole('heading', { name: 'Tu descargo' })).toBeInTheDocument();
    expect(screen.getByText('Pendiente')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('text')).toBe(APPEAL.text);
    expect(sent[0]!.getAll('images')).toHaveLength(1);
    // Many steps: on a busy 2-core machine they outlast Jest's 5 s default.
  }, 20_000);

  it('refuses a fourth image and an image over 5 MB before sending', async () => {
    const { user, sent } = renderBanPage({ own: () => HttpResponse.json({ data: null }) });
    const form = await screen.findByRole('form', { name: 'Presentar descargo' });
    await user.upload(within(form).getByLabelText('Adjuntar imágenes'), [
      png('1.png'),
      png('2.png'),
      png('3.png'),
      png('4.png'),
    ]);
    expect(await within(form).findByText('Podés adjuntar hasta 3 imágenes.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Quitar 4.png' }));
    await user.click(within(form).getByRole('button', { name: 'Quitar 3.png' }));
    await user.upload(within(form).getByLabelText('Adjuntar imágenes'), png('grande.png', 5 * 1024 * 1024 + 1));
    expect(await within(form).findByText('Cada imagen puede pesar hasta 5 MB.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Enviar descargo' }));
    expect(sent).toHaveLength(0);
  }, 20_000);

  it('shows what the CMS refuses', async () => {
    const { user } = renderBanPage({
      own: () => HttpResponse.json({ data: null }),
      post: () =>
        HttpResponse.json(strapiError(409, 'Ya presentaste un descargo para este baneo: el staff lo va a responder.'), {
          status: 409,
        }),
    });
    const form = await screen.findByRole('form', { name: 'Presentar descargo' });
    await write(user, form, APPEAL.text);
    await user.click(within(form).getByRole('button', { name: 'Enviar descargo' }));
    expect(
      await screen.findByText('Ya presentaste un descargo para este baneo: el staff lo va a responder.'),
    ).toBeInTheDocument();
  });

  it("shows a sent appeal and the staff's answer", async () => {
    renderBanPage({
      own: () =>
        HttpResponse.json({
          data: {
            ...APPEAL,
            state: 'rechazado',
            answer: 'Los insultos están en el chat.',
            answeredAt: APPEAL.createdAt,
          },
        }),
    });
    expect(await screen.findByText('Rechazado')).toBeInTheDocument();
    expect(screen.getByText('El staff rechazó tu descargo: el baneo sigue vigente.')).toBeInTheDocument();
    expect(screen.getByText('Los insultos están en el chat.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Presentar descargo' })).not.toBeInTheDocument();
  });

  it('shows nothing to someone else', async () => {
    let asked = 0;
    renderBanPage({
      own: () => {
        asked += 1;
        return HttpResponse.json(
          strapiError(403, 'Solo el jugador baneado puede presentar un descargo sobre este baneo.', 'ForbiddenError'),
          { status: 403 },
        );
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Baneo de Jugador' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByText('Presentar descargo')).not.toBeInTheDocument();
  });

  it("does not ask the CMS for the appeal of a ban that is not the signed-in player's verified Steam ID", async () => {
    let asked = 0;
    const own = () => {
      asked += 1;
      return HttpResponse.json({ data: null });
    };
    const other = makeUser({ id: 8, steamID: 'STEAM_0:0:99', steamIdVerifiedAt: '2026-11-20T10:00:00.000Z' });
    const unverified = makeUser({ id: 9, steamID: 'STEAM_0:1:4242', steamIdVerifiedAt: null });
    for (const user of [other, unverified]) {
      const { unmount } = renderBanPage({ own, user });
      expect(await screen.findByRole('heading', { level: 1, name: 'Baneo de Jugador' })).toBeInTheDocument();
      unmount();
    }
    expect(asked).toBe(0);
    expect(screen.queryByText('Presentar descargo')).not.toBeInTheDocument();
  });

  it('tells a visitor how to appeal: signing in, which comes back to this ban', async () => {
    let asked = 0;
    const { user } = renderBanPage({
      own: () => {
        asked += 1;
        return HttpResponse.json({ data: null });
      },
      user: null,
    });
    const section = await screen.findByRole('region', { name: '¿Es tu baneo?' });
    const link = within(section).getByRole('link', { name: 'Iniciá sesión para presentar un descargo' });
    expect(link).toHaveAttribute('href', '/iniciar-sesion');
    await user.click(link);
    expect(await screen.findByText('Después de iniciar sesión: /baneos/ban1doc')).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('does not offer a visitor an appeal of a ban no longer in force', async () => {
    renderBanPage({
      own: () => HttpResponse.json({ data: null }),
      ban: makeBan({ documentId: 'ban3doc', state: 'expirado' }),
      user: null,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Baneo de Jugador' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '¿Es tu baneo?' })).not.toBeInTheDocument();
  });

  it('shows no form on a ban no longer in force', async () => {
    renderBanPage({
      own: () => HttpResponse.json({ data: null }),
      ban: makeBan({ documentId: 'ban2doc', state: 'levantado', liftedAt: new Date().toISOString() }),
    });
    expect(await screen.findByText('Levantado', { selector: 'dt' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Presentar descargo' })).not.toBeInTheDocument());
  });
});
