import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { defaultRuntimeConfig, setRuntimeConfig } from '@cs16ar/shared';
import {
  apiPath,
  makeCommunitySummary,
  makeNewsPage,
  makeNewsPostSummary,
  makeUser,
  renderWithProviders,
  server,
  TEST_API_URL,
} from '@cs16ar/shared/testing';
import { LandingPage } from '../landing-page';

const latest = [
  makeNewsPostSummary({ documentId: 'n1', slug: 'torneo-5v5', title: 'Torneo 5v5 de diciembre', pinned: true }),
  makeNewsPostSummary({ documentId: 'n2', slug: 'surf-rosario', title: 'Nuevo servidor: Surf Rosario' }),
  makeNewsPostSummary({ documentId: 'n3', slug: 'mantenimiento', title: 'Mantenimiento de los Zombie' }),
];

// MSW fails any request no test expected: the page asks for the community summary and the latest news only.
beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2026, 10, 22, 12) });
  setRuntimeConfig({ ...defaultRuntimeConfig, apiUrl: TEST_API_URL, discordUrl: 'https://discord.gg/cs16argentina' });
  server.use(
    http.get(apiPath('/community/summary'), () => HttpResponse.json({ data: makeCommunitySummary(), meta: {} })),
    http.get(apiPath('/news'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      return query.get('page') === '1' && query.get('pageSize') === '3'
        ? HttpResponse.json(makeNewsPage(latest))
        : HttpResponse.json({ data: null, error: { status: 400, message: 'Pedido inesperado' } }, { status: 400 });
    }),
  );
});
afterEach(() => jest.useRealTimers());

/** The whole page, once its live figures are in (jsdom has no IntersectionObserver: the section counts as seen). */
async function renderLanding() {
  const result = renderWithProviders(<LandingPage />);
  await screen.findByText(/^Y otros/);
  await screen.findByRole('heading', { name: 'Torneo 5v5 de diciembre' });
  return result;
}

describe('landing page', () => {
  it('has the hero with logo, tagline, highlights and the three ways in', async () => {
    await renderLanding();

    expect(
      screen.getByRole('heading', { level: 1, name: 'La comunidad de Counter-Strike 1.6 más grande de Argentina' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CS 1.6 Argentina, ir al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByText('26 servidores diferentes')).toBeInTheDocument();
    expect(screen.getByText('Comunidad activa')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar servidores' })).toHaveAttribute('href', '/servidores');
    expect(screen.getByRole('link', { name: 'Unirse ahora' })).toHaveAttribute('href', '/registrarse');
    const discord = screen.getByRole('link', { name: 'Servidor de Discord' });
    expect(discord).toHaveAttribute('href', 'https://discord.gg/cs16argentina');
    expect(discord).toHaveAttribute('target', '_blank');
    expect(discord).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/^Desde 2012, más de/)).toHaveTextContent(
      'Desde 2012, más de 130.000 jugadores registrados pasaron por nuestros servidores.',
    );
    expect(screen.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/registrarse');
    expect(screen.queryByRole('link', { name: 'Ir a mi perfil' })).not.toBeInTheDocument();
  });

  it('does not invite a signed-in player to join: their profile instead of "Unirse ahora" and "Crear cuenta"', async () => {
    renderWithProviders(<LandingPage />, { session: { jwt: 't', user: makeUser() } });
    await screen.findByText(/^Y otros/);
    expect(screen.queryByRole('link', { name: 'Unirse ahora' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Crear cuenta' })).not.toBeInTheDocument();
    const profileLinks = screen.getAllByRole('link', { name: 'Ir a mi perfil' });
    expect(profileLinks).toHaveLength(2);
    for (const link of profileLinks) expect(link).toHaveAttribute('href', '/perfil');
    expect(screen.getByRole('link', { name: 'Explorar servidores' })).toHaveAttribute('href', '/servidores');
  });

  it('has every section of docs/product.md §2 in order', async () => {
    await renderLanding();

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Nuestra Comunidad',
      'Últimas novedades',
      'Todo lo que buscás en CS 1.6',
      '¿Listo para jugar?',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Jugadores más activos',
      'Servidores destacados',
      'Torneo 5v5 de diciembre',
      'Nuevo servidor: Surf Rosario',
      'Mantenimiento de los Zombie',
      'Servidores de alta calidad',
      'Eventos especiales',
      'Modos de juego personalizados',
    ]);
    expect(screen.getByText(/^Y otros/)).toHaveTextContent('Y otros 285 jugadores conectados');
  });

  it('shows the latest news, each linking to its post, and the way to all of them', async () => {
    await renderLanding();

    const news = screen.getByRole('region', { name: 'Últimas novedades' });
    const cards = within(news).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('link', { name: 'Torneo 5v5 de diciembre' })).toHaveAttribute(
      'href',
      '/comunidad/novedades/torneo-5v5',
    );
    expect(within(cards[0]!).getByText('12 de marzo de 2025')).toBeInTheDocument();
    expect(within(news).getByRole('link', { name: 'Ver todas las novedades' })).toHaveAttribute(
      'href',
      '/comunidad/novedades',
    );
  });

  it('says quietly when the news cannot be read, and the rest of the page stays', async () => {
    server.use(http.get(apiPath('/news'), () => HttpResponse.json({ data: null }, { status: 500 })));
    renderWithProviders(<LandingPage />);

    const news = screen.getByRole('region', { name: 'Últimas novedades' });
    expect(await within(news).findByText('No pudimos consultar las novedades ahora.')).toBeInTheDocument();
    expect(await screen.findByText(/^Y otros/)).toBeInTheDocument();
  });

  it('goes to /discord when this environment has no Discord invite', async () => {
    setRuntimeConfig({ ...defaultRuntimeConfig, apiUrl: TEST_API_URL, discordUrl: null });
    await renderLanding();

    const discord = screen.getByRole('link', { name: 'Servidor de Discord' });
    expect(discord).toHaveAttribute('href', '/discord');
    expect(discord).not.toHaveAttribute('target');
  });

  it('ends with the call to action', async () => {
    await renderLanding();

    const cta = screen.getByRole('region', { name: '¿Listo para jugar?' });
    expect(within(cta).getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/registrarse');
    expect(within(cta).getByRole('link', { name: 'Ver servidores' })).toHaveAttribute('href', '/servidores');
  });

  it('names the page', async () => {
    await renderLanding();

    expect(document.title).toBe('Inicio · CS 1.6 Argentina');
  });
});
