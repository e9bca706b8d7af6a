import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { leaveFor, type DiscordLinkView } from '@cs16ar/shared';
import { apiPath, makeUser, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import { DiscordLinkCard } from '../components/discord-link-card';

const me = makeUser({ id: 7, username: 'gaucho' });

function renderCard(route = '/ajustes') {
  return renderWithProviders(<DiscordLinkCard user={me} />, {
    route,
    session: { jwt: 'jwt', refreshToken: 'refresh', user: me },
  });
}

function answering(view: DiscordLinkView) {
  server.use(http.get(apiPath('/discord/me'), () => HttpResponse.json({ data: view })));
}

const card = () => within(screen.getByRole('region', { name: 'Discord' }));

describe('Discord on /ajustes', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says so when the site has no Discord set up, and offers nothing to click', async () => {
    answering({ configured: false, link: null, movedAt: null });
    renderCard();
    expect(await card().findByText(/todavía no está disponible en este sitio/)).toBeInTheDocument();
    expect(card().queryByRole('button')).not.toBeInTheDocument();
  });

  it('"Vincular Discord" takes the player to the authorization page the CMS answers', async () => {
    answering({ configured: true, link: null, movedAt: null });
    const leave = jest.spyOn(leaveFor, 'url').mockImplementation(() => undefined);
    server.use(
      http.post(apiPath('/discord/link'), () =>
        HttpResponse.json({ data: { authorizeUrl: 'https://discord.com/oauth2/authorize?state=abc' } }),
      ),
    );
    const { user } = renderCard();
    await user.click(await card().findByRole('button', { name: 'Vincular Discord' }));
    expect(leave).toHaveBeenCalledWith('https://discord.com/oauth2/authorize?state=abc');
  });

  it('a refusal of the CMS is said in Spanish and the button works again', async () => {
    answering({ configured: true, link: null, movedAt: null });
    server.use(
      http.post(apiPath('/discord/link'), () =>
        HttpResponse.json(
          strapiError(429, 'Probaste vincular Discord muchas veces. Esperá un minuto y volvé a intentar.'),
          {
            status: 429,
          },
        ),
      ),
    );
    const { user } = renderCard();
    await user.click(await card().findByRole('button', { name: 'Vincular Discord' }));
    expect(await card().findByRole('alert')).toHaveTextContent('Probaste vincular Discord muchas veces');
    expect(card().getByRole('button', { name: 'Vincular Discord' })).toBeEnabled();
  });

  it('back from Discord: says how it went, shows the linked name, why the role has not come, and unlinks', async () => {
    answering({
      configured: true,
      link: {
        name: 'gauchito',
        linkedAt: '2026-11-30T21:00:00.000Z',
        roleProblem: 'not-in-guild',
        shownOnProfile: false,
      },
      movedAt: null,
    });
    server.use(
      http.delete(apiPath('/discord/link'), () =>
        HttpResponse.json({ data: { configured: true, link: null, movedAt: null } }),
      ),
    );
    const { user, location } = renderCard('/ajustes?discord=vinculado');
    expect(await card().findByText('¡Listo! Tu cuenta de Discord quedó vinculada.')).toBeInTheDocument();
    expect(card().getByText('gauchito')).toBeInTheDocument();
    expect(card().getByText(/No estás en el Discord de la comunidad/)).toBeInTheDocument();
    expect(card().getByRole('link', { name: 'Ir al Discord de la comunidad' })).toHaveAttribute('href', '/discord');

    await user.click(card().getByRole('button', { name: 'Desvincular Discord' }));
    expect(await card().findByRole('button', { name: 'Vincular Discord' })).toBeInTheDocument();
    expect(card().queryByText('gauchito')).not.toBeInTheDocument();
    expect(location()).toBe('/ajustes');
  });

  it('the player chooses whether the profile shows the Discord name; a failure says so and keeps the choice', async () => {
    const linked = { name: 'gauchito', linkedAt: '2026-11-30T21:00:00.000Z', roleProblem: null, shownOnProfile: false };
    answering({ configured: true, link: linked, movedAt: null });
    const sent: unknown[] = [];
    server.use(
      http.put(apiPath('/discord/link'), async ({ request }) => {
        const body = (await request.json()) as { shownOnProfile: boolean };
        sent.push(body);
        return HttpResponse.json({
          data: { configured: true, link: { ...linked, shownOnProfile: body.shownOnProfile }, movedAt: null },
        });
      }),
    );
    const { user } = renderCard();
    const checkbox = await card().findByRole('checkbox', { name: 'Mostrar mi nombre de Discord en mi perfil' });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    expect(await card().findByRole('checkbox', { name: /Mostrar mi nombre de Discord/ })).toBeChecked();
    expect(sent).toEqual([{ shownOnProfile: true }]);

    server.use(http.put(apiPath('/discord/link'), () => HttpResponse.json(strapiError(503, 'Caído'), { status: 503 })));
    await user.click(card().getByRole('checkbox', { name: /Mostrar mi nombre de Discord/ }));
    expect(await card().findByRole('alert')).toHaveTextContent(/./);
    expect(card().getByRole('checkbox', { name: /Mostrar mi nombre de Discord/ })).toBeChecked();
  });

  it.each([
    ['cancelado', 'Cancelaste la vinculación en Discord'],
    ['vencido', 'tardó más de diez minutos'],
    ['error', 'No pudimos vincular tu cuenta de Discord'],
  ])('?discord=%s reads as it went', async (outcome, text) => {
    answering({ configured: true, link: null, movedAt: '2026-11-29T12:00:00.000Z' });
    renderCard(`/ajustes?discord=${outcome}`);
    expect(await card().findByText(new RegExp(text))).toBeInTheDocument();
    expect(card().getByText(/se vinculó a otra cuenta del sitio/)).toBeInTheDocument();
  });
});
