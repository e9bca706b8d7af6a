import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  apiPath,
  makeNewsPage,
  makeNewsPostSummary,
  renderWithProviders,
  server,
  strapiError,
} from '@cs16ar/shared/testing';
import type { NewsPage, NewsPostSummary } from '@cs16ar/shared';
import { NewsListPage } from '../components/news-list-page';

const tournament = makeNewsPostSummary({
  documentId: 'n1',
  slug: 'torneo-5v5',
  title: 'Torneo 5v5 de diciembre',
  pinned: true,
  tags: [{ slug: 'torneo', name: 'Torneo' }],
});
const maintenance = makeNewsPostSummary({
  documentId: 'n2',
  slug: 'mantenimiento-zombie',
  title: 'Mantenimiento de los servidores Zombie',
  publishDate: '2025-03-05T12:00:00.000Z',
  author: null,
  tags: [{ slug: 'mantenimiento', name: 'Mantenimiento' }],
});

/** The CMS's `GET /news`: answers what `answer` says for the query it gets, and records each query. */
function serveNews(answer: (query: URLSearchParams) => NewsPage | Response) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(apiPath('/news'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const body = answer(query);
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return queries;
}

const both = (posts: NewsPostSummary[] = [tournament, maintenance]) =>
  makeNewsPage(posts, {
    tags: [
      { slug: 'mantenimiento', name: 'Mantenimiento' },
      { slug: 'torneo', name: 'Torneo' },
    ],
  });

function renderList(route = '/comunidad/novedades') {
  return renderWithProviders(<NewsListPage />, { route, path: '/comunidad/novedades' });
}

afterEach(() => document.head.querySelectorAll('link[rel="alternate"]').forEach((link) => link.remove()));

describe('Novedades', () => {
  it('lists the posts as the CMS orders them, each linking to its page, pinned ones marked', async () => {
    const queries = serveNews(() => both());
    renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Novedades' })).toBeInTheDocument();
    expect(screen.getByText('Cargando novedades...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Novedades' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Torneo 5v5 de diciembre',
      'Mantenimiento de los servidores Zombie',
    ]);
    expect(within(cards[0]!).getByText('Fijada')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Fijada')).not.toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Torneo 5v5 de diciembre' })).toHaveAttribute(
      'href',
      '/comunidad/novedades/torneo-5v5',
    );
    expect(within(cards[0]!).getByText('12 de marzo de 2025')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Por El Admin · Administrador')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Por el equipo de CS 1.6 Argentina')).toBeInTheDocument();
    expect(queries[0]!.toString()).toBe('page=1&pageSize=9');
    expect(document.title).toBe('Novedades · CS 1.6 Argentina');
  });

  it('announces its Atom feed in the head of the page and links it', async () => {
    serveNews(() => both());
    const { unmount } = renderList();

    const alternate = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(alternate).toHaveAttribute('href', 'http://cms.test/api/news/feed.xml');
    expect(screen.getByRole('link', { name: /lector de feeds/ })).toHaveAttribute(
      'href',
      'http://cms.test/api/news/feed.xml',
    );
    unmount();
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
  });

  it('filters by the tag in the address, marks it, and offers the way back to every post', async () => {
    const queries = serveNews((query) =>
      query.get('tag') === 'torneo'
        ? { ...both([tournament]), meta: { ...both().meta, tag: tournament.tags[0]! } }
        : both(),
    );
    const { user } = renderList('/comunidad/novedades?etiqueta=torneo');

    const list = await screen.findByRole('list', { name: 'Novedades con la etiqueta Torneo' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(queries[0]!.get('tag')).toBe('torneo');
    const filters = screen.getByRole('navigation', { name: 'Filtrar novedades por etiqueta' });
    expect(within(filters).getByRole('link', { name: 'Torneo' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(filters).getByRole('link', { name: 'Todas' }));
    expect(await screen.findByRole('list', { name: 'Novedades' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Filtrar novedades por etiqueta' })).getByRole('link', {
        name: 'Todas',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('a tag that does not exist is an empty list with the way back, not an error', async () => {
    serveNews((query) => (query.get('tag') ? makeNewsPage([], { tags: both().meta.tags }) : both()));
    renderList('/comunidad/novedades?etiqueta=%3Cscript%3Ealert(1)%3C%2Fscript%3E');

    expect(
      await screen.findByRole('heading', { name: 'No hay novedades con la etiqueta “<script>alert(1)</script>”' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas las novedades' })).toHaveAttribute(
      'href',
      '/comunidad/novedades',
    );
  });

  it('says so when nothing is published yet', async () => {
    serveNews(() => makeNewsPage([]));
    renderList();

    expect(await screen.findByRole('heading', { name: 'Todavía no hay novedades' })).toBeInTheDocument();
  });

  it('pages through older posts with the page in the address', async () => {
    const queries = serveNews((query) =>
      makeNewsPage(query.get('page') === '2' ? [maintenance] : [tournament], {
        pagination: { page: Number(query.get('page')), pageSize: 9, pageCount: 2, total: 10 },
      }),
    );
    const { user, location } = renderList();

    await screen.findByRole('heading', { name: 'Torneo 5v5 de diciembre' });
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Más viejas' }));

    expect(await screen.findByRole('heading', { name: 'Mantenimiento de los servidores Zombie' })).toBeInTheDocument();
    expect(location()).toBe('/comunidad/novedades?pagina=2');
    expect(queries.at(-1)!.get('page')).toBe('2');
    expect(screen.getByRole('link', { name: 'Más nuevas' })).toHaveAttribute('href', '/comunidad/novedades');
  });

  it('reads a page number it cannot use as the first page', async () => {
    const queries = serveNews(() => both());
    renderList('/comunidad/novedades?pagina=-3');

    await screen.findByRole('list', { name: 'Novedades' });
    expect(queries[0]!.get('page')).toBe('1');
  });

  it('says in Spanish that the news could not be loaded, and tries again', async () => {
    let fail = true;
    serveNews(() => (fail ? HttpResponse.json(strapiError(500, 'boom'), { status: 500 }) : both()));
    const { user } = renderList();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar las novedades. Revisá tu conexión e intentá de nuevo.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Novedades' })).toBeInTheDocument();
  });
});
