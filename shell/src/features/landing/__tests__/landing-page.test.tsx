import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { defaultRuntimeConfig, setRuntimeConfig } from '@cs16ar/shared';
import { apiPath, makeCommunitySummary, renderWithProviders, server, TEST_API_URL } from '@cs16ar/shared/testing';
import { LandingPage } from '../landing-page';

// MSW fails any request no test expected: the page asks for the community summary and nothing else.
beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2026, 10, 22, 12) });
  setRuntimeConfig({ ...defaultRuntimeConfig, apiUrl: TEST_API_URL, discordUrl: 'https://discord.gg/cs16argentina' });
  server.use(
    http.get(apiPath('/community/summary'), () => HttpResponse.json({ data: makeCommunitySummary(), meta: {} })),
  );
});
afterEach(() => jest.useRealTimers());

/** The whole page, once its live figures are in (jsdom has no IntersectionObserver: the section counts as seen). */
async function renderLanding() {
  const result = renderWithProviders(<LandingPage />);
  await screen.findByText(/^Y otros/);
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
    expect(screen.getByText(/registrados ya son parte de la comunidad/)).toHaveTextContent(
      'Más de 130.000 jugadores registrados',
    );
  });

  it('has every section of docs/product.md §2 in order', async () => {
    await renderLanding();

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Nuestra Comunidad',
      'Todo lo que buscás en CS 1.6',
      '¿Listo para jugar?',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Jugadores más activos',
      'Servidores destacados',
      'Servidores de alta calidad',
      'Eventos especiales',
      'Modos de juego personalizados',
    ]);
    expect(screen.getByText(/^Y otros/)).toHaveTextContent('Y otros 285 jugadores conectados');
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
