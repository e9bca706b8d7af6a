import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, makeNewsPost, renderWithProviders, server, strapiError, strapiSingle } from '@cs16ar/shared/testing';
import { Route, type NewsPost } from '@cs16ar/shared';
import { NewsPostPage } from '../components/news-post-page';

function servePost(post: NewsPost | null, status = 200) {
  server.use(
    http.get(apiPath('/news/:slug'), ({ params }) => {
      if (status !== 200) return HttpResponse.json(strapiError(status, 'Error'), { status });
      if (!post || params.slug !== post.slug) {
        return HttpResponse.json(strapiError(404, 'Novedad no encontrada.', 'NotFoundError'), { status: 404 });
      }
      return HttpResponse.json(strapiSingle(post));
    }),
  );
}

function renderPost(slug: string) {
  return renderWithProviders(<NewsPostPage />, {
    route: `/comunidad/novedades/${slug}`,
    path: '/comunidad/novedades/:slug',
    extraRoutes: <Route path="/comunidad/novedades" element={<h1>Lista de novedades</h1>} />,
  });
}

describe('a news post', () => {
  it('shows title, date, author, tags, the markdown body and the servers it concerns', async () => {
    servePost(
      makeNewsPost({
        slug: 'torneo-5v5',
        title: 'Torneo 5v5 de diciembre',
        body: '## Premios\n\n1. **Tres meses** de Premium\n\nLeé el [reglamento](/comunidad/reglamentos#clasico).',
        servers: [{ documentId: 'srv1doc', name: 'CS Argentina #1 | Clásico 24/7 Dust2', gameMode: 'Clásico' }],
      }),
    );
    renderPost('torneo-5v5');

    expect(screen.getByText('Cargando novedad...')).toBeInTheDocument();
    const article = await screen.findByRole('article', { name: 'Torneo 5v5 de diciembre' });
    expect(within(article).getByRole('heading', { level: 1, name: 'Torneo 5v5 de diciembre' })).toBeInTheDocument();
    expect(within(article).getByText('12 de marzo de 2025')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'El Admin' })).toHaveAttribute('href', '/perfil/admin1doc');
    expect(within(article).getByText('Administrador de la comunidad')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Torneo' })).toHaveAttribute(
      'href',
      '/comunidad/novedades?etiqueta=torneo',
    );
    expect(within(article).getByRole('heading', { level: 2, name: 'Premios' })).toBeInTheDocument();
    expect(within(article).getByText('Tres meses').tagName).toBe('STRONG');
    expect(within(article).getByRole('link', { name: 'reglamento' })).toHaveAttribute(
      'href',
      '/comunidad/reglamentos#clasico',
    );
    expect(within(article).getByRole('link', { name: /CS Argentina #1/ })).toHaveAttribute(
      'href',
      '/servidores/srv1doc',
    );
    expect(document.title).toBe('Torneo 5v5 de diciembre · CS 1.6 Argentina');
  });

  it('never runs what a hostile body carries: scripts, handlers and javascript: links are not drawn', async () => {
    const pwned = jest.fn();
    (window as unknown as { pwned: jest.Mock }).pwned = pwned;
    servePost(
      makeNewsPost({
        slug: 'atacada',
        title: 'Novedad atacada',
        body: [
          'Texto legítimo.',
          '<script>window.pwned()</script>',
          '<img src="x" onerror="window.pwned()">',
          '[Ganá skins gratis](javascript:window.pwned())',
          '<a href="javascript:window.pwned()">otro</a>',
          '![foto](javascript:window.pwned())',
          '[Sitio oficial](https://www.counter-strike.net)',
        ].join('\n\n'),
      }),
    );
    renderPost('atacada');

    const article = await screen.findByRole('article', { name: 'Novedad atacada' });
    expect(article.innerHTML).not.toMatch(/<script|onerror|javascript:/i);
    expect(within(article).queryByRole('link', { name: 'Ganá skins gratis' })).not.toBeInTheDocument();
    expect(within(article).getByText('Ganá skins gratis')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Sitio oficial' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(pwned).not.toHaveBeenCalled();
  });

  it('an unknown slug (or a post not published yet) is a Spanish not-found page with the way back', async () => {
    servePost(null);
    const { user } = renderPost('no-existe');

    expect(await screen.findByRole('heading', { level: 1, name: 'Novedad no encontrada' })).toBeInTheDocument();
    expect(screen.getByText(/todavía no se haya publicado/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ver todas las novedades' }));
    expect(await screen.findByRole('heading', { name: 'Lista de novedades' })).toBeInTheDocument();
  });

  it('a failure says so in Spanish and offers to try again', async () => {
    servePost(null, 503);
    renderPost('torneo-5v5');

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Error cargando la novedad' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
