import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import type { Ban } from '@cs16ar/shared';
import { BansPage } from '../components/bans-page';
import { BanDetailPage } from '../components/ban-detail-page';
import { formatBanLength, formatTimeLeft } from '../lib/ban-time';

const DUST2 = { documentId: 'srv1doc', name: 'CS Argentina #1 | Clásico 24/7 Dust2' };
const ZOMBIE = { documentId: 'srv4doc', name: 'CS Argentina | Zombie Plague 5.0' };

// The CMS's shapes (cms/src/game-servers/README.md).
function makeBan(overrides: Partial<Ban> = {}): Ban {
  return {
    documentId: 'ban1doc',
    player: { name: 'Tramposo <3>', steamId: 'STEAM_0:1:4242', profileId: null },
    server: DUST2,
    reason: 'wallhack',
    ruleAnchor: 'general-3',
    admin: { name: 'El Fundador', profileId: 'fundador9doc' },
    bannedAt: new Date(Date.now() - 60_000).toISOString(),
    durationSeconds: 1800,
    permanent: false,
    expiresAt: new Date(Date.now() + 29 * 60_000).toISOString(),
    liftedAt: null,
    state: 'activo',
    communityWide: false,
    deliveries: null,
    ...overrides,
  };
}

const active = makeBan();
const permanent = makeBan({
  documentId: 'ban2doc',
  player: { name: 'Spinbot', steamId: 'STEAM_0:0:77', profileId: 'spin7doc' },
  server: ZOMBIE,
  reason: null,
  ruleAnchor: null,
  admin: { name: null, profileId: null },
  durationSeconds: null,
  permanent: true,
  expiresAt: null,
  state: 'permanente',
});
const communityWide = makeBan({
  documentId: 'ban4doc',
  player: { name: 'Viajero', steamId: 'STEAM_0:0:5', profileId: null },
  communityWide: true,
  deliveries: { applied: 24, total: 25 },
});
const lifted = makeBan({
  documentId: 'ban3doc',
  player: { name: 'Arrepentido', steamId: 'STEAM_0:1:9', profileId: null },
  liftedAt: new Date().toISOString(),
  state: 'levantado',
});

/** `GET /bans`: answers what `answer` says for the query it gets, and records each query. */
function serveBans(answer: (query: URLSearchParams) => Ban[] | Response) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(apiPath('/bans'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const body = answer(query);
      if (body instanceof Response) return body;
      return HttpResponse.json({
        data: body,
        meta: { pagination: { page: 1, pageSize: 20, pageCount: 1, total: body.length } },
      });
    }),
    http.get(apiPath('/servers'), () =>
      HttpResponse.json({
        data: [DUST2, ZOMBIE].map((one, index) => ({ id: index + 1, ...one })),
        meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 2 } },
      }),
    ),
  );
  return queries;
}

const renderList = (route = '/baneos') => renderWithProviders(<BansPage />, { route, path: '/baneos' });
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('Baneos', () => {
  it('lists each ban with player, server, reason, admin ("Consola" for the console), length, time left and state', async () => {
    serveBans(() => [active, permanent, lifted]);
    renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Baneos' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Tramposo <3>' });
    expect(screen.getByText('3 baneos')).toBeInTheDocument();

    const first = within(rowOf('Tramposo <3>'));
    expect(first.getByText('STEAM_0:1:4242')).toBeInTheDocument();
    expect(first.getByText(DUST2.name)).toBeInTheDocument();
    expect(first.getByText(/wallhack/)).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Regla general-3' })).toHaveAttribute(
      'href',
      '/comunidad/reglamentos#general-3',
    );
    expect(first.getByRole('link', { name: 'El Fundador' })).toHaveAttribute('href', '/perfil/fundador9doc');
    expect(first.getByText('30 minutos')).toBeInTheDocument();
    expect(first.getByText(/^2[89] min \d\d s$/)).toBeInTheDocument();
    expect(first.getByText('Activo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tramposo <3>' })).toHaveAttribute('href', '/baneos/ban1doc');

    const second = within(rowOf('Spinbot'));
    expect(second.getByText('Consola')).toBeInTheDocument();
    expect(second.getByText('Sin motivo')).toBeInTheDocument();
    expect(second.getAllByText('Permanente')).toHaveLength(2);

    expect(within(rowOf('Arrepentido')).getByText('Levantado')).toBeInTheDocument();
  });

  it('says on how many servers a community-wide ban was applied', async () => {
    serveBans(() => [communityWide]);
    renderList();
    await screen.findByRole('link', { name: 'Viajero' });
    expect(within(rowOf('Viajero')).getByText('En toda la comunidad · aplicado en 24 de 25')).toBeInTheDocument();
  });

  it('searches by nick or Steam ID with the search in the address, and asks the CMS for it', async () => {
    const queries = serveBans((query) => (query.get('q') === '[U:1:8485]' ? [active] : [active, permanent]));
    const { user, location } = renderList();
    await screen.findByRole('link', { name: 'Spinbot' });

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nick o Steam ID' }), '[[U:1:8485]'); // "[[" types one "["
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    await waitFor(() => expect(location()).toBe('/baneos?q=%5BU%3A1%3A8485%5D'));
    await screen.findByText('1 baneo');
    expect(queries.at(-1)!.get('q')).toBe('[U:1:8485]');
    expect(screen.queryByRole('link', { name: 'Spinbot' })).not.toBeInTheDocument();
  });

  it('filters by state, server and period through the address, and reads them back from it', async () => {
    const queries = serveBans(() => [permanent]);
    const { user, location } = renderList('/baneos?estado=permanentes&dias=7');
    await screen.findByRole('link', { name: 'Spinbot' });
    expect(queries[0]!.get('state')).toBe('permanentes');
    expect(queries[0]!.get('days')).toBe('7');
    expect(screen.getByRole('link', { name: 'Permanentes' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('combobox', { name: 'Período' })).toHaveValue('7');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Servidor' }), ZOMBIE.name);
    expect(location()).toBe('/baneos?estado=permanentes&servidor=srv4doc&dias=7');
    await user.click(screen.getByRole('link', { name: 'Levantados' }));
    expect(location()).toBe('/baneos?estado=levantados&servidor=srv4doc&dias=7');
    expect(queries.at(-1)!.get('state')).toBe('levantados');
    expect(queries.at(-1)!.get('server')).toBe('srv4doc');
  });

  it('drops what it cannot use from the address instead of sending it', async () => {
    const queries = serveBans(() => [active]);
    renderList('/baneos?estado=todos&dias=90&servidor=..%2F&pagina=abc&ip=1.2.3.4');
    await screen.findByRole('link', { name: 'Tramposo <3>' });
    expect([...queries[0]!.keys()]).toEqual([]);
  });

  it('says so when nothing matches a search, with the way back to every ban', async () => {
    serveBans(() => []);
    renderList('/baneos?q=nadie');
    expect(await screen.findByRole('heading', { name: 'No hay baneos que coincidan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los baneos' })).toHaveAttribute('href', '/baneos');
  });

  it('says the list could not be loaded, in Spanish, and tries again', async () => {
    let fail = true;
    serveBans(() => (fail ? HttpResponse.json(strapiError(500, 'Error'), { status: 500 }) : [active]));
    const { user } = renderList();
    expect(await screen.findByText(/No pudimos cargar los baneos/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Tramposo <3>' })).toBeInTheDocument();
  });
});

describe('a ban', () => {
  function serveBan(answer: Ban | number) {
    server.use(
      http.get(apiPath('/bans/:documentId'), () =>
        typeof answer === 'number'
          ? HttpResponse.json(strapiError(answer, 'Baneo no encontrado.'), { status: answer })
          : HttpResponse.json({ data: answer }),
      ),
    );
  }
  const renderBan = (documentId: string) =>
    renderWithProviders(<BanDetailPage />, { route: `/baneos/${documentId}`, path: '/baneos/:documentId' });

  it('shows everything the list shows, with the player, server and admin linked', async () => {
    serveBan(permanent);
    renderBan('ban2doc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Baneo de Spinbot' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spinbot' })).toHaveAttribute('href', '/perfil/spin7doc');
    expect(screen.getByRole('link', { name: ZOMBIE.name })).toHaveAttribute('href', '/servidores/srv4doc');
    expect(screen.getByText('Consola')).toBeInTheDocument();
    expect(screen.getByText('No termina')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Baneos' })).toHaveAttribute('href', '/baneos');
  });

  it('says "Baneo no encontrado" for an unknown one', async () => {
    serveBan(404);
    renderBan('noexiste');
    expect(await screen.findByRole('heading', { level: 1, name: 'Baneo no encontrado' })).toBeInTheDocument();
  });
});

describe('ban times', () => {
  it('says lengths as people do', () => {
    expect(formatBanLength(null)).toBe('Permanente');
    expect(formatBanLength(300)).toBe('5 minutos');
    expect(formatBanLength(60)).toBe('1 minuto');
    expect(formatBanLength(7200)).toBe('2 horas');
    expect(formatBanLength(7 * 86400)).toBe('7 días');
  });

  it('counts down, and says nothing once the time ran out', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(formatTimeLeft('2026-01-01T12:04:05Z', now)).toBe('4 min 05 s');
    expect(formatTimeLeft('2026-01-01T17:12:00Z', now)).toBe('5 h 12 min');
    expect(formatTimeLeft('2026-01-04T16:00:00Z', now)).toBe('3 d 4 h');
    expect(formatTimeLeft('2026-01-01T11:59:59Z', now)).toBeNull();
  });
});
