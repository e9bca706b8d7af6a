import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { defaultRuntimeConfig, setRuntimeConfig, type DiscordInviteView } from '@cs16ar/shared';
import { apiPath, renderWithProviders, server, TEST_API_URL } from '@cs16ar/shared/testing';
import { DiscordPage } from '../discord-page';

const INVITE = 'https://discord.gg/cs16argentina';

function withInvite(discordUrl: string | null) {
  setRuntimeConfig({ ...defaultRuntimeConfig, apiUrl: TEST_API_URL, discordUrl });
}

function cmsAnswers(view: DiscordInviteView | null, status = 200) {
  server.use(
    http.get(apiPath('/discord/invite'), () =>
      status === 200 ? HttpResponse.json({ data: view }) : new HttpResponse(null, { status }),
    ),
  );
}

const counts = () => within(screen.getByLabelText('El Discord ahora'));

// The CMS's answer arrived and the page drew it.
const settled = (queryClient: ReturnType<typeof renderWithProviders>['queryClient']) =>
  waitFor(() => expect(queryClient.isFetching()).toBe(0));

afterEach(() => {
  setRuntimeConfig({ ...defaultRuntimeConfig, apiUrl: TEST_API_URL });
  jest.restoreAllMocks();
});

describe('/discord', () => {
  it('shows how many are in the Discord and online, and the invite', async () => {
    withInvite(INVITE);
    cmsAnswers({ url: INVITE, guildName: 'CS 16 Argentina', members: 5120, online: 812 });
    renderWithProviders(<DiscordPage />, { route: '/discord' });

    expect(screen.getByRole('heading', { level: 1, name: 'Discord' })).toBeInTheDocument();
    expect(await screen.findByText('5.120')).toBeInTheDocument();
    expect(counts().getByText('miembros')).toBeInTheDocument();
    expect(counts().getByText('812')).toBeInTheDocument();
    expect(counts().getByText('en línea')).toBeInTheDocument();
    expect(screen.getByText(/^CS 16 Argentina: charlá con la comunidad/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unirse al Discord' })).toHaveAttribute('href', INVITE);
  });

  it('without counts from Discord (or the CMS away) the invite is still there, and nothing is invented', async () => {
    withInvite(INVITE);
    cmsAnswers(null, 503);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { queryClient } = renderWithProviders(<DiscordPage />, { route: '/discord' });

    expect(screen.getByRole('link', { name: 'Unirse al Discord' })).toHaveAttribute('href', INVITE);
    await settled(queryClient);
    expect(screen.queryByText('miembros')).not.toBeInTheDocument();
    expect(screen.queryByText('en línea')).not.toBeInTheDocument();
  });

  it("shows no counts of another invite than the runtime config's", async () => {
    withInvite(INVITE);
    cmsAnswers({ url: 'https://discord.gg/otro', guildName: 'Otro', members: 9, online: 1 });
    const { queryClient } = renderWithProviders(<DiscordPage />, { route: '/discord' });

    expect(screen.getByRole('link', { name: 'Unirse al Discord' })).toHaveAttribute('href', INVITE);
    await settled(queryClient);
    expect(screen.queryByText('9')).not.toBeInTheDocument();
  });

  it('without an invite in the runtime config says so in Spanish and goes nowhere', async () => {
    withInvite(null);
    cmsAnswers({ url: INVITE, guildName: 'CS 16 Argentina', members: 5120, online: 812 });
    const { queryClient } = renderWithProviders(<DiscordPage />, { route: '/discord' });
    await settled(queryClient);

    expect(screen.getByRole('heading', { level: 1, name: 'Discord' })).toBeInTheDocument();
    expect(
      await screen.findByText('El Discord de la comunidad no está disponible en este momento.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver novedades' })).toHaveAttribute('href', '/comunidad/novedades');
    expect(screen.queryByRole('link', { name: 'Unirse al Discord' })).not.toBeInTheDocument();
    expect(screen.queryByText('5.120')).not.toBeInTheDocument();
  });
});
