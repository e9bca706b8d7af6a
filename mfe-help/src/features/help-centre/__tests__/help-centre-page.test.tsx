import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, renderWithProviders, server, strapiCollection, strapiError } from '@cs16ar/shared/testing';
import { allArticles, articles } from '../../../testing/help-articles';
import { HelpCentrePage } from '../components/help-centre-page';

function serveArticles(items = allArticles) {
  const requests: URL[] = [];
  server.use(
    http.get(apiPath('/help-articles'), ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json(strapiCollection(items));
    }),
  );
  return requests;
}

function categoryLink(name: string) {
  return within(screen.getByRole('navigation', { name: 'Categorías' })).getByRole('link', {
    name: new RegExp(`^${name}`),
  });
}

function renderCentre(route = '/ayuda') {
  return renderWithProviders(<HelpCentrePage />, { route, path: '/ayuda' });
}

function articleList() {
  return screen.getByRole('region', { name: /General|Cuenta|Servidores|Membresía|Pagos|Soporte Técnico/ });
}

async function listedTitles() {
  const list = articleList();
  await within(list).findAllByRole('link');
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('help centre', () => {
  it('shows the title, the search box and the featured articles with date and category', async () => {
    const requests = serveArticles();
    renderCentre();

    expect(screen.getByRole('heading', { level: 1, name: 'Centro de Ayuda' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Buscar en preguntas frecuentes...')).toBeInTheDocument();
    expect(document.title).toBe('Centro de Ayuda · CS 1.6 Argentina');

    const featured = await screen.findByRole('region', { name: 'Artículos destacados' });
    const cards = await within(featured).findAllByRole('link');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Cómo crear tu cuenta',
      'Medios de pago aceptados',
      '¿Qué es la comunidad CS Argentina?',
    ]);
    expect(cards[2]).toHaveAttribute('href', '/ayuda/que-es-cs-argentina');
    expect(cards[2]).toHaveTextContent('General');
    expect(cards[2]).toHaveTextContent('Actualizado el 12 de marzo de 2025');
    expect(cards[0]).toHaveTextContent('Cuenta');
    expect(cards[0]).toHaveTextContent('1 de octubre de 2024');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.searchParams.get('pagination[pageSize]')).toBe('100');
  });

  it('lists the six categories with their Spanish names, and the general articles by default', async () => {
    serveArticles();
    renderCentre();

    const nav = screen.getByRole('navigation', { name: 'Categorías' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(/\d.*$/, ''))).toEqual([
      'General',
      'Cuenta',
      'Servidores',
      'Membresía',
      'Pagos',
      'Soporte Técnico',
    ]);
    expect(within(nav).getByRole('link', { name: /General/ })).toHaveAttribute('aria-current', 'page');
    expect(await within(nav).findByRole('link', { name: /^Cuenta\W+2 artículos$/ })).toBeInTheDocument();

    expect(await listedTitles()).toEqual([
      'Configuración de red para jugar sin lag',
      'Eventos, torneos y sorteos',
      '¿Qué es la comunidad CS Argentina?',
      'Reglas generales de la comunidad',
    ]);
  });

  it('switches category and keeps the choice in the URL', async () => {
    serveArticles();
    const { user, location } = renderCentre();
    await listedTitles();

    await user.click(categoryLink('Cuenta'));

    expect(location()).toBe('/ayuda?categoria=account');
    expect(screen.getByRole('heading', { level: 2, name: 'Cuenta' })).toBeInTheDocument();
    expect(await listedTitles()).toEqual(['Cómo crear tu cuenta', 'Cómo encontrar tu Steam ID']);
    expect(categoryLink('Cuenta')).toHaveAttribute('aria-current', 'page');
  });

  it("filters the selected category's articles by title, ignoring case and accents", async () => {
    serveArticles();
    const { user, location } = renderCentre();
    await listedTitles();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar en preguntas frecuentes' }), 'CONFIGURACION');

    expect(await listedTitles()).toEqual(['Configuración de red para jugar sin lag']);
    expect(location()).toBe('/ayuda?q=CONFIGURACION');
    expect(screen.getByText('1 artículo para “CONFIGURACION”')).toBeInTheDocument();
    // Results come first while searching.
    expect(screen.queryByRole('region', { name: 'Artículos destacados' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    expect(await listedTitles()).toHaveLength(4);
    expect(location()).toBe('/ayuda');
  });

  it('searches only the selected category, and points to matches in other categories', async () => {
    serveArticles();
    renderCentre('/ayuda?q=cómo');

    expect(await screen.findByText('No se encontraron artículos en esta categoría.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cuenta (2)' })).toHaveAttribute(
      'href',
      '/ayuda?categoria=account&q=c%C3%B3mo',
    );
  });

  it('restores category and search from the URL', async () => {
    serveArticles();
    renderCentre('/ayuda?categoria=account&q=steam');

    expect(await listedTitles()).toEqual(['Cómo encontrar tu Steam ID']);
    expect(screen.getByRole('searchbox')).toHaveValue('steam');
  });

  it('shows the empty text for a category without articles, and general for an unknown category', async () => {
    serveArticles();
    const { user } = renderCentre('/ayuda?categoria=technical');

    expect(await screen.findByText('No se encontraron artículos en esta categoría.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Soporte Técnico' })).toBeInTheDocument();

    await user.click(categoryLink('General'));
    expect(await listedTitles()).toHaveLength(4);
  });

  it('falls back to general for a category it does not know', async () => {
    serveArticles();
    renderCentre('/ayuda?categoria=inexistente');

    expect(await listedTitles()).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 2, name: 'General' })).toBeInTheDocument();
  });

  it('logs a failed load and offers a retry', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      http.get(apiPath('/help-articles'), () => {
        calls += 1;
        // The first try and its two retries fail.
        return calls <= 3
          ? HttpResponse.json(strapiError(500, 'Internal Server Error'), { status: 500 })
          : HttpResponse.json(strapiCollection(allArticles));
      }),
    );
    const { user } = renderCentre();

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar los artículos de ayuda.');
    expect(consoleError).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await listedTitles()).toHaveLength(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the service is unavailable, not that the connection failed, while the CMS answers 503', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(apiPath('/help-articles'), () =>
        HttpResponse.json(
          strapiError(
            503,
            'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.',
            'ServiceUnavailableError',
          ),
          { status: 503 },
        ),
      ),
    );
    renderCentre();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Revisá tu conexión');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('reads every page when the CMS holds more than one', async () => {
    const pages: string[] = [];
    server.use(
      http.get(apiPath('/help-articles'), ({ request }) => {
        const page = new URL(request.url).searchParams.get('pagination[page]') ?? '1';
        pages.push(page);
        const items = page === '1' ? [articles.whatIs] : [articles.rules];
        return HttpResponse.json({
          data: items,
          meta: { pagination: { page: Number(page), pageSize: 1, pageCount: 2, total: 2 } },
        });
      }),
    );
    renderCentre();

    await waitFor(async () => expect(await listedTitles()).toHaveLength(2));
    expect(pages).toEqual(['1', '2']);
  });
});
