import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { COPY_CONFIRMATION_MS, type Server, type ServerStatistics } from '@cs16ar/shared';
import {
  apiPath,
  FakeEventSource,
  installFakeEventSource,
  makeServer,
  renderWithProviders,
  server,
  strapiError,
  strapiSingle,
} from '@cs16ar/shared/testing';
import { ServerDetailPage } from '../components/server-detail-page';
import { SERVER_DETAIL_REFRESH_MS } from '../hooks/use-server-detail';

const statistics: ServerStatistics = {
  Estado: 'En línea',
  'Pico de jugadores (24 h)': 27,
  'Disponibilidad (24 h)': '99,5 %',
};

type Answer = Server | 'not-found' | 'error';

/** The three endpoints the page reads; `live` answers the 60 s refreshes (GET /servers/:id/live). */
function serveDetail({
  stored,
  live = [],
  stats = statistics,
}: {
  stored: Answer;
  live?: Answer[];
  stats?: ServerStatistics | 'error';
}) {
  const calls = { stored: 0, live: 0, statistics: 0 };
  const reply = (answer: Answer) => {
    if (answer === 'not-found')
      return HttpResponse.json(strapiError(404, 'Servidor no encontrado.', 'NotFoundError'), { status: 404 });
    if (answer === 'error') return HttpResponse.json(strapiError(500, 'Internal Server Error'), { status: 500 });
    return HttpResponse.json(strapiSingle(answer));
  };
  server.use(
    // The TOP 15's, Armas' and Mapas' own tests are in their panels' tests: here a server
    // without game logs yet.
    http.get(apiPath('/servers/:id/top-players'), () =>
      HttpResponse.json({ data: [], meta: { period: '30d', from: null, updatedAt: null, minPlayers: 4 } }),
    ),
    http.get(apiPath('/servers/:id/weapons'), () =>
      HttpResponse.json({ data: [], meta: { period: '30d', from: null, updatedAt: null } }),
    ),
    http.get(apiPath('/servers/:id/maps'), () =>
      HttpResponse.json({ data: [], meta: { period: '30d', from: null, updatedAt: null } }),
    ),
    http.get(apiPath('/servers/:id/awards'), () => HttpResponse.json({ data: [], meta: { rules: [] } })),
    http.get(apiPath('/servers/:id/statistics'), () => {
      calls.statistics += 1;
      return stats === 'error'
        ? HttpResponse.json(strapiError(500, 'Internal Server Error'), { status: 500 })
        : HttpResponse.json({ data: stats });
    }),
    http.get(apiPath('/servers/:id'), ({ request }) => {
      calls.stored += 1;
      expect(new URL(request.url).searchParams.get('populate')).toBe('*');
      return reply(stored);
    }),
    http.get(apiPath('/servers/:id/live'), () => {
      const answer = live[Math.min(calls.live, live.length - 1)];
      calls.live += 1;
      return reply(answer ?? stored);
    }),
  );
  return calls;
}

function renderDetail(route = '/servidores/srv1doc') {
  return renderWithProviders(<ServerDetailPage />, { route, path: '/servidores/:id' });
}

const withTexts = makeServer({
  gameMode: 'Zombie',
  mod_guide: '# Guía de Zombie\n\nSobreviví hasta el final.',
  rules: '## Reglas\n\n1. Nada de cheats.',
});

async function loaded(name = 'Público #1 | de_dust2 24/7') {
  return screen.findByRole('heading', { level: 1, name });
}

describe('server detail: loading, not found, error', () => {
  it('shows the loading text, then the server, with a back link to the list', async () => {
    serveDetail({ stored: makeServer() });
    renderDetail();

    expect(screen.getByRole('status')).toHaveTextContent('Cargando servidor de Counter-Strike');
    await loaded();
    expect(screen.queryByText('Cargando servidor de Counter-Strike')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver a la lista de servidores/ })).toHaveAttribute(
      'href',
      '/servidores',
    );
  });

  it('says "Servidor no encontrado" with a way back when the documentId does not exist', async () => {
    serveDetail({ stored: 'not-found', stats: 'error' });
    renderDetail('/servidores/noexiste');

    expect(await screen.findByRole('heading', { level: 1, name: 'Servidor no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Servidores' })).toHaveAttribute('href', '/servidores');
  });

  it('shows the Spanish error with a retry that loads the server', async () => {
    let fail = true;
    serveDetail({ stored: makeServer() });
    server.use(
      http.get(apiPath('/servers/:id'), ({ request }) => {
        if (request.url.includes('/statistics')) return undefined;
        if (!fail) return HttpResponse.json(strapiSingle(makeServer()));
        return HttpResponse.json(strapiError(500, 'Internal Server Error'), { status: 500 });
      }),
    );
    const { user } = renderDetail();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cargar el servidor. Por favor intentalo nuevamente.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    await loaded();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('status and facts', () => {
  it('shows Online with a pulse when the server has live data', async () => {
    serveDetail({ stored: makeServer() });
    renderDetail();
    await loaded();

    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByTestId('status-pulse')).toBeInTheDocument();
    expect(screen.queryByText('Estado desconocido')).not.toBeInTheDocument();
  });

  it('shows "Estado desconocido" and unknown values without live data', async () => {
    serveDetail({ stored: makeServer({ online: false, current_data: null, maxPlayers: 20 }) });
    renderDetail();
    await loaded();

    expect(screen.getByText('Estado desconocido')).toBeInTheDocument();
    expect(screen.queryByTestId('status-pulse')).not.toBeInTheDocument();
    const status = within(screen.getByRole('region', { name: 'Estado del servidor' }));
    expect(status.getByText('Jugadores online').nextSibling).toHaveTextContent('?');
    expect(status.getByText('Capacidad máxima').nextSibling).toHaveTextContent('20');
    expect(status.getByText('Mapa').nextSibling).toHaveTextContent('Desconocido');
  });

  it('fills missing game mode, access and location with Clásico, Público and Desconocida', async () => {
    serveDetail({ stored: makeServer({ gameMode: null, privilege: null, location: null }) });
    renderDetail();
    await loaded();
    const info = within(screen.getByRole('tabpanel'));

    expect(info.getByText('Modo de juego').nextSibling).toHaveTextContent('Clásico');
    expect(info.getByText('Acceso').nextSibling).toHaveTextContent('Público');
    expect(info.getByText('Ubicación').nextSibling).toHaveTextContent('Desconocida');
  });

  it('links the rules of its game mode in the community rule book', async () => {
    serveDetail({ stored: makeServer({ gameMode: 'Zombie Escape' }) });
    renderDetail();
    await loaded();

    expect(
      within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Reglamento del modo Zombie Escape' }),
    ).toHaveAttribute('href', '/comunidad/reglamentos#zombie-escape');
  });

  it('shows the statistics as key/value cards, as they come', async () => {
    serveDetail({ stored: makeServer() });
    renderDetail();
    await loaded();

    const stats = within(await screen.findByRole('region', { name: 'Estadísticas' }));
    expect(stats.getByText('Pico de jugadores (24 h)').nextSibling).toHaveTextContent('27');
    expect(stats.getByText('Disponibilidad (24 h)').nextSibling).toHaveTextContent('99,5 %');
  });

  it('asks for the statistics only once the server has been painted (its cover comes first)', async () => {
    const calls = serveDetail({ stored: makeServer() });
    // The browser's next frames, held: the server is rendered but not painted until they run.
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    renderDetail();
    await loaded();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.statistics).toBe(0);

    // That frame, and the next one (by then the first has reached the screen).
    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));

    await waitFor(() => expect(calls.statistics).toBe(1));
  });

  it('tolerates a statistics failure silently', async () => {
    const calls = serveDetail({ stored: makeServer(), stats: 'error' });
    renderDetail();
    await loaded();

    await waitFor(() => expect(calls.statistics).toBe(1));
    expect(screen.queryByRole('region', { name: 'Estadísticas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the radar of a known map and a placeholder for another', async () => {
    serveDetail({ stored: makeServer() });
    const { unmount } = renderDetail();
    await loaded();
    expect(screen.getByRole('img', { name: 'Radar del mapa de_dust2' })).toBeInTheDocument();
    unmount();

    const office = makeServer();
    serveDetail({ stored: { ...office, current_data: { ...office.current_data!, map: 'cs_office' } } });
    renderDetail();
    await loaded();
    expect(screen.getByRole('img', { name: 'Sin radar para el mapa cs_office' })).toBeInTheDocument();
  });

  it('links "Conectar con Steam" to steam://connect/ip:port', async () => {
    serveDetail({ stored: makeServer({ ipAddress: '181.30.4.10', port: 27016 }) });
    renderDetail();
    await loaded();

    expect(screen.getByRole('link', { name: 'Conectar con Steam' })).toHaveAttribute(
      'href',
      'steam://connect/181.30.4.10:27016',
    );
  });

  it('gives the way in first, with and without Steam: the address, the console command and the help article', async () => {
    serveDetail({ stored: makeServer({ ipAddress: '181.30.4.10', port: 27016 }) });
    renderDetail();
    await loaded();

    const join = screen.getByRole('region', { name: 'Entrar a jugar' });
    // Before the tabs in the page's order (a phone shows it right under the header).
    expect(join.compareDocumentPosition(screen.getByRole('tablist'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const inside = within(join);
    expect(inside.getByRole('link', { name: 'Conectar con Steam' })).toHaveAttribute(
      'href',
      'steam://connect/181.30.4.10:27016',
    );
    expect(inside.getByText('181.30.4.10:27016')).toBeInTheDocument();
    expect(inside.getByRole('button', { name: 'Copiar dirección 181.30.4.10:27016' })).toBeInTheDocument();
    expect(inside.getByText('Sin Steam, en la consola del juego:')).toBeInTheDocument();
    expect(inside.getByText('connect 181.30.4.10:27016')).toBeInTheDocument();
    expect(inside.getByRole('link', { name: 'Cómo conectarse a un servidor' })).toHaveAttribute(
      'href',
      '/ayuda/como-conectarse-a-un-servidor',
    );
  });
});

describe('banner', () => {
  it("shows the server's banner with the HTML and BBCode to paste elsewhere, each linking back to the page", async () => {
    const stored = makeServer({ name: 'Clan <"Los] Pibes"> & Co' });
    serveDetail({ stored });
    renderDetail();
    await loaded(stored.name);

    const banner = screen.getByRole('region', { name: 'Banner para tu sitio' });
    const png = apiPath(`/servers/${stored.documentId}/banner.png`);
    expect(within(banner).getByRole('img', { name: `Banner de ${stored.name}` })).toHaveAttribute('src', png);
    const page = `${window.location.origin}/servidores/${stored.documentId}`;
    // The name cannot end the attribute or open a tag in the HTML, nor close a tag in the BBCode.
    expect(within(banner).getByLabelText('HTML')).toHaveValue(
      `<a href="${page}"><img src="${png}" width="468" height="60" alt="Clan &lt;&quot;Los] Pibes&quot;> &amp; Co"></a>`,
    );
    expect(within(banner).getByLabelText('BBCode (foros)')).toHaveValue(`[url=${page}][img]${png}[/img][/url]`);
    expect(within(banner).getByRole('button', { name: 'Copiar el código HTML' })).toBeInTheDocument();
  });
});

describe('tabs', () => {
  const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

  it('has Información (selected), Jugadores with the online count, Historial, TOP 15, Armas, Mapas and Premios; no guide or rules without content', async () => {
    serveDetail({ stored: makeServer() });
    renderDetail();
    await loaded();

    expect(tabNames()).toEqual([
      'Información',
      'Jugadores22 conectados',
      'Historial',
      'TOP 15',
      'Armas',
      'Mapas',
      'Premios',
    ]);
    expect(screen.getByRole('tab', { name: 'Información' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Jugadores 2 conectados' })).toBeInTheDocument();
  });

  it('adds Guía del modo and Reglamento when the server has them, rendered from markdown', async () => {
    serveDetail({ stored: withTexts });
    const { user } = renderDetail();
    await loaded();

    expect(tabNames()).toEqual([
      'Información',
      'Guía del modo',
      'Reglamento',
      'Jugadores22 conectados',
      'Historial',
      'TOP 15',
      'Armas',
      'Mapas',
      'Premios',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Guía del modo' }));
    expect(await screen.findByRole('heading', { name: 'Guía de Zombie' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Reglamento' }));
    expect(await screen.findByRole('heading', { name: 'Reglas' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Nada de cheats.');
  });

  it('keeps the selected tab in the URL, and opens the tab a link names', async () => {
    serveDetail({ stored: withTexts });
    const { user, location } = renderDetail();
    await loaded();

    await user.click(screen.getByRole('tab', { name: /Jugadores/ }));
    expect(location()).toBe('/servidores/srv1doc?tab=jugadores');
    expect(screen.getByRole('tab', { name: /Jugadores/ })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Información' }));
    expect(location()).toBe('/servidores/srv1doc');
  });

  it('opens a tab from the URL, and falls back to Información for a tab the server lacks', async () => {
    serveDetail({ stored: makeServer() });
    const { unmount } = renderDetail('/servidores/srv1doc?tab=top15');
    await loaded();
    expect(screen.getByRole('tab', { name: 'TOP 15' })).toHaveAttribute('aria-selected', 'true');
    unmount();

    renderDetail('/servidores/srv1doc?tab=guia');
    await loaded();
    expect(screen.getByRole('tab', { name: 'Información' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys, Home and End, with one tab stop', async () => {
    serveDetail({ stored: withTexts });
    const { user } = renderDetail();
    await loaded();
    const info = screen.getByRole('tab', { name: 'Información' });

    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([info]);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', info.id);

    info.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Guía del modo' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Guía del modo' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Premios' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(info).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Premios' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(info).toHaveAttribute('aria-selected', 'true');
  });
});

describe('players tab', () => {
  it('lists name, score and time as minutes and seconds, best score first', async () => {
    serveDetail({ stored: makeServer() });
    renderDetail('/servidores/srv1doc?tab=jugadores');
    await loaded();

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Tincho', '14', '12 min 34 s'],
      ['ElPibe', '3', '1 min 01 s'],
    ]);
  });

  it('reads the players of the raw query shape too', async () => {
    serveDetail({
      stored: makeServer({
        current_data: null,
        query: { players: [{ name: 'Solo', score: 5, time: 125 }], maxplayers: 20, map: 'de_nuke' },
      }),
    });
    renderDetail('/servidores/srv1doc?tab=jugadores');
    await loaded();

    expect(screen.getByRole('tab', { name: 'Jugadores 1 conectados' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Solo 5 2 min 05 s' })).toBeInTheDocument();
  });

  it('says when nobody is playing, and when the server did not answer', async () => {
    const empty = makeServer();
    serveDetail({
      stored: { ...empty, current_data: { ...empty.current_data!, players: { online: 0, max: 32, list: [] } } },
    });
    const { unmount } = renderDetail('/servidores/srv1doc?tab=jugadores');
    await loaded();
    expect(screen.getByText('No hay jugadores conectados en este momento.')).toBeInTheDocument();
    unmount();

    serveDetail({ stored: makeServer({ current_data: null }) });
    renderDetail('/servidores/srv1doc?tab=jugadores');
    await loaded();
    expect(screen.getByRole('tab', { name: 'Jugadores cantidad desconocida' })).toBeInTheDocument();
    expect(screen.getByText(/No hay datos de jugadores/)).toBeInTheDocument();
  });
});

describe('copying the address', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('copies ip:port and shows "¡Copiado!" for 2 seconds', async () => {
    serveDetail({ stored: makeServer() });
    renderDetail();
    await loaded();
    // After rendering: the render helper's user-event installs a clipboard stub of its own.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });

    fireEvent.click(screen.getByRole('button', { name: 'Copiar dirección 127.0.0.1:27015' }));
    expect(await screen.findByRole('button', { name: '¡Copiado!' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('127.0.0.1:27015');

    await act(() => jest.advanceTimersByTimeAsync(COPY_CONFIRMATION_MS - 1));
    expect(screen.getByRole('button', { name: '¡Copiado!' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button', { name: 'Copiar dirección 127.0.0.1:27015' })).toBeInTheDocument();
  });

  it('copies the console command for a client without Steam', async () => {
    serveDetail({ stored: makeServer() });
    renderDetail();
    await loaded();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });

    fireEvent.click(screen.getByRole('button', { name: 'Copiar el comando connect 127.0.0.1:27015' }));
    expect(await screen.findByRole('button', { name: '¡Copiado!' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('connect 127.0.0.1:27015');
    // The address's own button is not the one that says so.
    expect(screen.getByRole('button', { name: 'Copiar dirección 127.0.0.1:27015' })).toBeInTheDocument();
  });
});

describe('live refresh', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const later = (online: number) => {
    const base = makeServer();
    return { ...base, current_data: { ...base.current_data!, players: { ...base.current_data!.players, online } } };
  };

  it('reloads every 60 s from the live endpoint, in place', async () => {
    const calls = serveDetail({ stored: makeServer(), live: [later(7), later(9)] });
    renderDetail();
    const heading = await loaded();

    await act(() => jest.advanceTimersByTimeAsync(SERVER_DETAIL_REFRESH_MS - 1));
    expect(calls.live).toBe(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Jugadores 7 conectados' })).toBeInTheDocument());

    await act(() => jest.advanceTimersByTimeAsync(SERVER_DETAIL_REFRESH_MS));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Jugadores 9 conectados' })).toBeInTheDocument());
    expect(calls.live).toBe(2);
    // Statistics every 60 s as well, counted from their own first read, made once the server was on screen.
    expect(calls.statistics).toBe(2);
    await act(() => jest.advanceTimersByTimeAsync(SERVER_DETAIL_REFRESH_MS));
    expect(calls.statistics).toBe(3);
    // No loading screen in between: the same heading element stayed.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
  });

  it('keeps what it shows when a reload fails', async () => {
    const calls = serveDetail({ stored: makeServer(), live: ['error'] });
    renderDetail();
    await loaded();

    await act(() => jest.advanceTimersByTimeAsync(SERVER_DETAIL_REFRESH_MS));
    // The reload and its two retries.
    await waitFor(() => expect(calls.live).toBe(3));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Público #1 | de_dust2 24/7' })).toBeInTheDocument();
  });

  it('shows the server at once when the player comes back to it, and reloads it from the live endpoint', async () => {
    const calls = serveDetail({ stored: makeServer(), live: [later(7)] });
    const first = renderDetail();
    await loaded();
    first.unmount();

    await act(() => jest.advanceTimersByTimeAsync(SERVER_DETAIL_REFRESH_MS));
    renderWithProviders(<ServerDetailPage />, {
      route: '/servidores/srv1doc',
      path: '/servidores/:id',
      queryClient: first.queryClient,
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Público #1 | de_dust2 24/7' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Jugadores 7 conectados' })).toBeInTheDocument());
    expect(calls.stored).toBe(1);
    expect(calls.live).toBe(1);
  });

  it('stops reloading when the page is left', async () => {
    const calls = serveDetail({ stored: makeServer() });
    const { unmount } = renderDetail();
    await loaded();

    unmount();
    await act(() => jest.advanceTimersByTimeAsync(5 * SERVER_DETAIL_REFRESH_MS));

    expect(calls.live).toBe(0);
  });
});

describe('history tab', () => {
  it('loads the player-count history only when opened', async () => {
    serveDetail({ stored: makeServer() });
    const ranges: string[] = [];
    server.use(
      http.get(apiPath('/servers/:id/history'), ({ request }) => {
        ranges.push(new URL(request.url).searchParams.get('range') ?? '');
        return HttpResponse.json(strapiError(500, 'Internal Server Error'), { status: 500 });
      }),
    );
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Público #1 | de_dust2 24/7' });
    expect(ranges).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Historial' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Jugadores a lo largo del tiempo' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(ranges[0]).toBe('24h'));
    consoleError.mockRestore();
  });
});

describe('live events', () => {
  installFakeEventSource();

  it('follows the server’s status, players and map in place, and announces only its going down', async () => {
    const calls = serveDetail({ stored: makeServer() });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Público #1 | de_dust2 24/7' });
    const source = FakeEventSource.open()[0]!;
    act(() => source.emit('ready', { statusCheckedAt: null }));
    const status = screen.getByRole('region', { name: 'Estado del servidor' });

    act(() =>
      source.emit('server', {
        documentId: 'srv1doc',
        online: true,
        current_data: {
          players: { online: 3, max: 32, list: [{ name: 'Recién llegado', score: 0, time: 5 }] },
          map: 'de_inferno',
        },
        statusCheckedAt: '2026-11-24T01:16:38.000Z',
        changes: ['players', 'map'],
      }),
    );
    await waitFor(() => expect(within(status).getByText('de_inferno')).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Jugadores 3 conectados' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Radar del mapa de_inferno' })).toBeInTheDocument();
    expect(screen.getByText('', { selector: '[role="status"][aria-live="polite"]' })).toBeEmptyDOMElement();

    act(() =>
      source.emit('server', {
        documentId: 'srv1doc',
        online: false,
        current_data: null,
        statusCheckedAt: '2026-11-24T01:17:08.000Z',
        changes: ['status', 'players', 'map'],
      }),
    );
    expect(await screen.findByText('Estado desconocido')).toBeInTheDocument();
    expect(screen.getByText('Público #1 | de_dust2 24/7 está offline: dejó de responder.')).toBeInTheDocument();
    expect(calls.live).toBe(0);
  });

  it('ignores events of other servers', async () => {
    serveDetail({ stored: makeServer() });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Público #1 | de_dust2 24/7' });

    act(() =>
      FakeEventSource.open()[0]!.emit('server', {
        documentId: 'otherdoc',
        online: false,
        current_data: null,
        statusCheckedAt: '2026-11-24T01:17:08.000Z',
        changes: ['status'],
      }),
    );
    await act(async () => {});
    expect(screen.getByText('Online')).toBeInTheDocument();
  });
});
