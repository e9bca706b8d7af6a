import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, renderWithProviders, server, strapiError, strapiSingle } from '@cs16ar/shared/testing';
import { AboutPage } from '../components/about-page';

function serveAbout(status: number, body?: Record<string, unknown>) {
  server.use(
    http.get(apiPath('/about'), () =>
      status === 200 ? HttpResponse.json(body) : HttpResponse.json(strapiError(status, 'Error'), { status }),
    ),
  );
}

describe('Sobre nosotros', () => {
  it('tells the community’s story from the CMS, with when it was last changed', async () => {
    serveAbout(
      200,
      strapiSingle({
        title: 'Sobre nosotros',
        summary: 'Desde marzo de 2012 somos la comunidad más grande.',
        body: '## Cómo empezó\n\nEn **marzo de 2012** armamos un servidor de dust2.',
        updatedAt: '2025-03-12T18:45:00.000Z',
      }),
    );
    renderWithProviders(<AboutPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeInTheDocument();
    expect(screen.getByText('Cargando nuestra historia...')).toBeInTheDocument();
    const story = await screen.findByRole('article', { name: 'Sobre nosotros' });
    expect(within(story).getByRole('heading', { level: 2, name: 'Cómo empezó' })).toBeInTheDocument();
    expect(within(story).getByText('marzo de 2012').tagName).toBe('STRONG');
    expect(screen.getByText('Desde marzo de 2012 somos la comunidad más grande.')).toBeInTheDocument();
    expect(screen.getByText('Actualizado el', { exact: false })).toHaveTextContent(
      'Actualizado el 12 de marzo de 2025',
    );
  });

  it('says the story is not published yet when the CMS has none, with a way to keep going', async () => {
    serveAbout(404);
    renderWithProviders(<AboutPage />);

    expect(await screen.findByRole('heading', { name: 'Todavía no publicamos nuestra historia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver servidores' })).toHaveAttribute('href', '/servidores');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says in Spanish when it cannot be loaded', async () => {
    serveAbout(500);
    renderWithProviders(<AboutPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar nuestra historia. Revisá tu conexión e intentá de nuevo.',
    );
  });
});
