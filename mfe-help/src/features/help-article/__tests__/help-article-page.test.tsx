import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeHelpArticle } from '@cs16ar/shared/testing';
import { apiPath, renderWithProviders, server, strapiCollection, strapiError } from '@cs16ar/shared/testing';
import type { HelpArticle } from '@cs16ar/shared';
import { allArticles, articles } from '../../../testing/help-articles';
import { HelpArticlePage } from '../components/help-article-page';
import { Route } from '@cs16ar/shared';

/** The CMS: `GET /help-articles?filters[slug][$eq]=` and `GET /help-articles/category/:category`. */
function serveCms(items: HelpArticle[] = allArticles) {
  const slugRequests: URL[] = [];
  server.use(
    http.get(apiPath('/help-articles'), ({ request }) => {
      const url = new URL(request.url);
      slugRequests.push(url);
      const slug = url.searchParams.get('filters[slug][$eq]');
      return HttpResponse.json(strapiCollection(items.filter((item) => item.slug === slug)));
    }),
    http.get(apiPath('/help-articles/category/:category'), ({ params }) =>
      HttpResponse.json({ data: items.filter((item) => item.category === params.category) }),
    ),
  );
  return slugRequests;
}

function renderArticle(slug: string) {
  return renderWithProviders(<HelpArticlePage />, {
    route: `/ayuda/${slug}`,
    path: '/ayuda/:slug',
    extraRoutes: <Route path="/servidores" element={<p>Lista de servidores</p>} />,
  });
}

describe('help article', () => {
  it('shows title, Spanish date, category and body, and sets the document title', async () => {
    const requests = serveCms();
    renderArticle('que-es-cs-argentina');

    expect(screen.getByText('Cargando artículo...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: '¿Qué es la comunidad CS Argentina?' }),
    ).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('Actualizado el 12 de marzo de 2025');
    expect(within(article).getByText('General')).toBeInTheDocument();
    expect(within(article).getByText('Counter-Strike 1.6', { selector: 'strong' })).toBeInTheDocument();
    expect(document.title).toBe('¿Qué es la comunidad CS Argentina? · CS 1.6 Argentina');
    expect(screen.getByRole('link', { name: 'Volver a Ayuda' })).toHaveAttribute('href', '/ayuda');
    expect(requests[0]!.searchParams.get('populate')).toBe('relatedArticles');
  });

  it('asks for the related articles only after the article has been painted (they are below it)', async () => {
    serveCms();
    let asked = 0;
    server.use(
      http.get(apiPath('/help-articles/category/:category'), () => {
        asked += 1;
        return HttpResponse.json({ data: [] });
      }),
    );
    // The browser's next frames, held: the article is rendered but not painted until they run.
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    renderArticle('que-es-cs-argentina');

    await screen.findByRole('heading', { level: 1, name: '¿Qué es la comunidad CS Argentina?' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(0);

    // That frame, and the next one (by then the first has reached the screen).
    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    await waitFor(() => expect(asked).toBe(1));
  });

  it('goes back to the article’s category in the help centre', async () => {
    serveCms();
    renderArticle('como-encontrar-tu-steam-id');

    await screen.findByRole('heading', { level: 1, name: 'Cómo encontrar tu Steam ID' });
    expect(screen.getByRole('link', { name: 'Volver a Ayuda' })).toHaveAttribute('href', '/ayuda?categoria=account');
  });

  it('removes scripts, event handlers and javascript: links from the body before showing it', async () => {
    const pwned = jest.fn();
    (window as unknown as { pwned: jest.Mock }).pwned = pwned;
    serveCms([
      makeHelpArticle({
        slug: 'atacado',
        title: 'Artículo atacado',
        content: [
          '<p>Texto legítimo.</p>',
          '<script>window.pwned()</script>',
          '<img src="x" onerror="window.pwned()" alt="imagen rota">',
          '<a href="javascript:window.pwned()">Ganá skins gratis</a>',
          '<p onclick="window.pwned()" style="position:fixed;inset:0">Párrafo</p>',
          '<iframe src="https://evil.example"></iframe>',
          '<a href="https://www.counter-strike.net">Sitio oficial</a>',
        ].join(''),
      }),
    ]);
    renderArticle('atacado');

    await screen.findByText('Texto legítimo.');
    const article = screen.getByRole('article');
    expect(article.querySelector('script, iframe')).toBeNull();
    expect(article.querySelector('[onerror], [onclick], [style]')).toBeNull();
    expect(screen.getByRole('img', { name: 'imagen rota' })).not.toHaveAttribute('onerror');
    expect(screen.getByText('Ganá skins gratis')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Sitio oficial' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Sitio oficial' })).toHaveAttribute('target', '_blank');
    screen.getByText('Párrafo').click();
    expect(pwned).not.toHaveBeenCalled();
  });

  it('shows up to three related articles of the same category, never the article itself', async () => {
    const current = makeHelpArticle({
      id: 10,
      documentId: 'doc-current',
      slug: 'actual',
      title: 'Artículo actual',
      category: 'servers',
      relatedArticles: [
        // Linked by its editor: one of another category (left out) and one of the same (first).
        makeHelpArticle({
          id: 11,
          documentId: 'doc-other-cat',
          slug: 'otra',
          title: 'De otra categoría',
          category: 'payments',
        }),
        makeHelpArticle({
          id: 12,
          documentId: 'doc-linked',
          slug: 'enlazado',
          title: 'Enlazado por el editor',
          category: 'servers',
        }),
      ],
    });
    const sameCategory = ['Uno', 'Dos', 'Tres', 'Cuatro'].map((title, index) =>
      makeHelpArticle({ id: 20 + index, documentId: `doc-${index}`, slug: `s-${index}`, title, category: 'servers' }),
    );
    const linkedAgain = makeHelpArticle({
      id: 12,
      documentId: 'doc-linked',
      slug: 'enlazado',
      title: 'Enlazado por el editor',
      category: 'servers',
    });
    serveCms([current, linkedAgain, ...sameCategory]);
    renderArticle('actual');

    const related = await screen.findByRole('region', { name: 'Artículos relacionados' });
    const titles = within(related)
      .getAllByRole('link')
      .map((link) => link.firstChild?.textContent);
    expect(titles).toEqual(['Enlazado por el editor', 'Uno', 'Dos']);
    expect(within(related).queryByText('Artículo actual')).not.toBeInTheDocument();
    expect(within(related).queryByText('De otra categoría')).not.toBeInTheDocument();
  });

  it('shows no related section when the category has nothing else', async () => {
    serveCms([articles.paymentMethods]);
    renderArticle('medios-de-pago');

    await screen.findByRole('heading', { level: 1, name: 'Medios de pago aceptados' });
    await screen.findByRole('button', { name: 'Sí, me fue útil' });
    expect(screen.queryByRole('region', { name: 'Artículos relacionados' })).not.toBeInTheDocument();
  });

  it('follows a related article to its page', async () => {
    serveCms();
    const { user, location } = renderArticle('reglas-generales-de-la-comunidad');

    const related = await screen.findByRole('region', { name: 'Artículos relacionados' });
    await user.click(within(related).getByRole('link', { name: /Eventos, torneos y sorteos/ }));

    expect(location()).toBe('/ayuda/eventos-y-torneos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Eventos, torneos y sorteos' })).toBeInTheDocument();
    expect(document.title).toBe('Eventos, torneos y sorteos · CS 1.6 Argentina');
  });

  it('opens links to this site inside the app', async () => {
    serveCms([makeHelpArticle({ slug: 'con-enlace', content: '<p>Mirá la <a href="/servidores">lista</a>.</p>' })]);
    const { user, location } = renderArticle('con-enlace');

    await user.click(await screen.findByRole('link', { name: 'lista' }));

    expect(location()).toBe('/servidores');
    expect(screen.getByText('Lista de servidores')).toBeInTheDocument();
  });

  it('says "Artículo no encontrado" when no article has the slug', async () => {
    serveCms();
    renderArticle('no-existe');

    expect(await screen.findByRole('heading', { level: 1, name: 'Artículo no encontrado' })).toBeInTheDocument();
    expect(document.title).toBe('Artículo no encontrado · CS 1.6 Argentina');
    expect(screen.getByRole('link', { name: 'Volver a Ayuda' })).toHaveAttribute('href', '/ayuda');
  });

  it('says "Error cargando el artículo" when the CMS fails, and retries', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      http.get(apiPath('/help-articles'), () => {
        calls += 1;
        // The first try and its two retries fail.
        return calls <= 3
          ? HttpResponse.json(strapiError(500, 'Internal Server Error'), { status: 500 })
          : HttpResponse.json(strapiCollection([articles.events]));
      }),
      http.get(apiPath('/help-articles/category/:category'), () => HttpResponse.json({ data: [] })),
    );
    const { user } = renderArticle('eventos-y-torneos');

    expect(await screen.findByRole('heading', { level: 1, name: 'Error cargando el artículo' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Eventos, torneos y sorteos' })).toBeInTheDocument();
  });

  it('says the service is unavailable while the CMS answers 503', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(apiPath('/help-articles'), () => new HttpResponse('Service Unavailable', { status: 503 })),
      http.get(apiPath('/help-articles/category/:category'), () => HttpResponse.json({ data: [] })),
    );
    renderArticle('eventos-y-torneos');

    expect(await screen.findByRole('heading', { level: 1, name: 'Error cargando el artículo' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.',
    );
  });

  it('still shows the article when its related articles cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(apiPath('/help-articles'), () => HttpResponse.json(strapiCollection([articles.rules]))),
      http.get(apiPath('/help-articles/category/:category'), () => HttpResponse.error()),
    );
    renderArticle('reglas-generales-de-la-comunidad');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reglas generales de la comunidad' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks the chosen thumb as pressed', async () => {
    serveCms();
    const { user } = renderArticle('que-es-cs-argentina');

    const up = await screen.findByRole('button', { name: 'Sí, me fue útil' });
    const down = screen.getByRole('button', { name: 'No me fue útil' });
    expect(screen.getByRole('heading', { name: '¿Te fue útil?' })).toBeInTheDocument();
    expect(up).toHaveAttribute('aria-pressed', 'false');

    await user.click(up);
    expect(up).toHaveAttribute('aria-pressed', 'true');
    expect(down).toHaveAttribute('aria-pressed', 'false');

    await user.click(down);
    expect(up).toHaveAttribute('aria-pressed', 'false');
    expect(down).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Contactar Soporte')).toBeInTheDocument();
  });
});
