import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Server } from '@cs16ar/shared';
import {
  apiPath,
  FakeEventSource,
  installFakeEventSource,
  makeMedia,
  makeServer,
  renderWithProviders,
  server,
  strapiCollection,
  strapiError,
} from '@cs16ar/shared/testing';
import type { QueryClient } from '@cs16ar/shared/data';
import { ServerListPage } from '../components/server-list-page';
import { SERVER_LIST_REFRESH_MS } from '../hooks/use-servers';
import { Link } from '@cs16ar/shared';

const dust2 = makeServer({ id: 1, documentId: 'dust2doc', name: 'Público #1 | de_dust2 24/7' });
const zombie = makeServer({
  id: 2,
  documentId: 'zombiedoc',
  name: 'Zombie Plague',
  description: 'Humanos contra zombies.',
  gameMode: 'Zombie',
  port: 27016,
  location: null,
  privilege: { type: 'VIP' },
  photo: null,
  current_data: { players: { online: 32, max: 32, list: [] }, map: 'zm_ice_attack3', game: 'cstrike' },
});
const down = makeServer({
  id: 3,
  documentId: 'downdoc',
  name: 'Aim Córdoba',
  gameMode: 'Clásico',
  port: 27017,
  location: 'Córdoba',
  maxPlayers: 20,
  online: false,
  current_data: null,
});

/** Answers GET /servers with the given lists in turn (the last one repeats) and counts the calls. */
function serveServers(...lists: (Server[] | 'error')[]) {
  const calls = { count: 0, query: [] as URLSearchParams[] };
  server.use(
    http.get(apiPath('/servers'), ({ request }) => {
      const list = lists[Math.min(calls.count, lists.length - 1)]!;
      calls.count += 1;
      calls.query.push(new URL(request.url).searchParams);
      if (list === 'error') return HttpResponse.json(strapiError(500, 'Internal Server Error'), { status: 500 });
      return HttpResponse.json(strapiCollection(list));
    }),
  );
  return calls;
}

function renderList(route = '/servidores', queryClient?: QueryClient) {
  return renderWithProviders(<ServerListPage />, { route, queryClient });
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

async function cardsShown() {
  return screen.findAllByRole('article');
}

describe('server list: loading, empty and error', () => {
  it('shows six skeleton cards while loading, then the servers, asking the CMS with populate=*', async () => {
    const calls = serveServers([dust2, zombie, down]);
    renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Servidores de la comunidad' })).toBeInTheDocument();
    expect(screen.getAllByTestId('server-card-skeleton')).toHaveLength(6);

    expect(await cardsShown()).toHaveLength(3);
    expect(screen.queryByTestId('server-card-skeleton')).not.toBeInTheDocument();
    expect(calls.query[0]!.get('populate')).toBe('*');
  });

  it('says when there are no servers', async () => {
    serveServers([]);
    renderList();

    expect(await screen.findByText('No hay servidores disponibles en este momento.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the error once the CMS failed three times, with a retry that loads the list', async () => {
    const calls = serveServers('error', 'error', 'error', [dust2]);
    const { user } = renderList();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los servidores. Por favor intentalo más tarde.',
    );
    expect(calls.count).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await cardsShown()).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tries again by itself when the CMS fails once, without showing an error', async () => {
    const calls = serveServers('error', [dust2]);
    renderList();

    expect(await cardsShown()).toHaveLength(1);
    expect(calls.count).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows Strapi pagination so no server is dropped', async () => {
    const calls = { count: 0 };
    server.use(
      http.get(apiPath('/servers'), ({ request }) => {
        calls.count += 1;
        const page = Number(new URL(request.url).searchParams.get('pagination[page]'));
        const data = page === 1 ? [dust2, zombie] : [down];
        return HttpResponse.json({ data, meta: { pagination: { page, pageSize: 2, pageCount: 2, total: 3 } } });
      }),
    );
    renderList();

    expect(await cardsShown()).toHaveLength(3);
    expect(calls.count).toBe(2);
  });
});

describe('a server card', () => {
  it('shows status, name, description, address, location, players and map, with the two actions', async () => {
    serveServers([dust2]);
    renderList();
    await cardsShown();
    const item = within(card('Público #1 | de_dust2 24/7'));

    expect(item.getByText('Online')).toBeInTheDocument();
    expect(item.getByText('Clásico 5v5 con mapas oficiales.')).toBeInTheDocument();
    expect(item.getByText('127.0.0.1:27015')).toBeInTheDocument();
    expect(item.getByText('Buenos Aires')).toBeInTheDocument();
    expect(item.getByText('2/32')).toBeInTheDocument();
    expect(item.getByText('de_dust2')).toBeInTheDocument();
    expect(item.getByRole('link', { name: 'Ver más detalles' })).toHaveAttribute('href', '/servidores/dust2doc');
    expect(item.getByRole('link', { name: 'Entrar a jugar' })).toHaveAttribute(
      'href',
      'steam://connect/127.0.0.1:27015',
    );
    // Without Steam: the console command, to copy, and the help article on connecting.
    expect(item.getByText('connect 127.0.0.1:27015')).toBeInTheDocument();
    expect(item.getByRole('button', { name: 'Copiar el comando connect 127.0.0.1:27015' })).toBeInTheDocument();
    expect(item.getByRole('link', { name: 'Cómo conectarse a un servidor' })).toHaveAttribute(
      'href',
      '/ayuda/como-conectarse-a-un-servidor',
    );
  });

  it('loads the large photo lazily, and draws a fallback when there is none', async () => {
    serveServers([dust2, zombie]);
    renderList();
    await cardsShown();

    const photo = within(card('Público #1 | de_dust2 24/7')).getByRole('img');
    expect(photo).toHaveAttribute('src', 'http://cms.test/uploads/large_foto_abc123.png');
    expect(photo).toHaveAttribute('alt', 'Foto del servidor Público #1 | de_dust2 24/7');
    expect(within(card('Zombie Plague')).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card('Zombie Plague')).getByTestId('server-photo-fallback')).toBeInTheDocument();
  });

  it('lazy-loads photos below the first row only', async () => {
    const many = Array.from({ length: 5 }, (_, index) =>
      makeServer({ id: index + 1, documentId: `doc${index}`, name: `Servidor ${index}`, photo: makeMedia() }),
    );
    serveServers(many);
    renderList();
    await cardsShown();

    expect(within(card('Servidor 0')).getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(within(card('Servidor 4')).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('shows the privilege badge, and leaves out a missing location', async () => {
    serveServers([zombie]);
    renderList();
    await cardsShown();
    const item = within(card('Zombie Plague'));

    expect(item.getByText('VIP')).toBeInTheDocument();
    expect(item.queryByText('Ubicación')).not.toBeInTheDocument();
  });

  it('shows Offline, "?" players and "Desconocido" for a server that is down', async () => {
    serveServers([down]);
    renderList();
    await cardsShown();
    const item = within(card('Aim Córdoba'));

    expect(item.getByText('Offline')).toBeInTheDocument();
    expect(item.getByText('?/20')).toBeInTheDocument();
    expect(item.getByText('Desconocido')).toBeInTheDocument();
  });
});

describe('live refresh', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  function setVisibility(state: 'visible' | 'hidden') {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
    // As a browser does: at the document, bubbling to the window.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }

  const busier = makeServer({
    ...dust2,
    current_data: { players: { online: 9, max: 32, list: [] }, map: 'de_inferno', game: 'cstrike' },
  });

  it('refreshes every 30 s in place: no skeletons, same cards, new numbers', async () => {
    const calls = serveServers([dust2], [busier]);
    renderList();
    await cardsShown();
    const before = card('Público #1 | de_dust2 24/7');

    await act(() => jest.advanceTimersByTimeAsync(SERVER_LIST_REFRESH_MS - 1));
    expect(calls.count).toBe(1);

    await act(() => jest.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(within(before).getByText('9/32')).toBeInTheDocument());
    expect(calls.count).toBe(2);
    expect(within(before).getByText('de_inferno')).toBeInTheDocument();
    // The same element was updated: nothing was unmounted or replaced by skeletons.
    expect(card('Público #1 | de_dust2 24/7')).toBe(before);
    expect(screen.queryByTestId('server-card-skeleton')).not.toBeInTheDocument();
  });

  it('keeps the list when a background refresh fails', async () => {
    const calls = serveServers([dust2], 'error');
    renderList();
    await cardsShown();

    await act(() => jest.advanceTimersByTimeAsync(SERVER_LIST_REFRESH_MS));
    // The refresh and its two retries.
    await waitFor(() => expect(calls.count).toBe(4));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(card('Público #1 | de_dust2 24/7')).toBeInTheDocument();
  });

  it('does not poll a hidden tab, and refreshes when it becomes visible again', async () => {
    const calls = serveServers([dust2], [busier]);
    renderList();
    await cardsShown();

    setVisibility('hidden');
    await act(() => jest.advanceTimersByTimeAsync(3 * SERVER_LIST_REFRESH_MS));
    expect(calls.count).toBe(1);

    act(() => setVisibility('visible'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    await waitFor(() => expect(screen.getByText('9/32')).toBeInTheDocument());
    expect(calls.count).toBe(2);
  });

  it('never refreshes sooner than 30 s after the last time, even when the tab comes back', async () => {
    const calls = serveServers([dust2]);
    renderList();
    await cardsShown();

    setVisibility('hidden');
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    act(() => setVisibility('visible'));
    await act(() => jest.advanceTimersByTimeAsync(19_000));
    expect(calls.count).toBe(1);

    await act(() => jest.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(calls.count).toBe(2));
  });

  it('shows the servers at once when the player comes back to the list, without asking again', async () => {
    const calls = serveServers([dust2, zombie]);
    const first = renderList();
    await cardsShown();
    first.unmount();

    await act(() => jest.advanceTimersByTimeAsync(SERVER_LIST_REFRESH_MS / 2));
    renderList('/servidores', first.queryClient);

    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByTestId('server-card-skeleton')).not.toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('stops refreshing when the page is left', async () => {
    const calls = serveServers([dust2]);
    const { unmount } = renderList();
    await cardsShown();

    unmount();
    await act(() => jest.advanceTimersByTimeAsync(5 * SERVER_LIST_REFRESH_MS));

    expect(calls.count).toBe(1);
  });
});

describe('search, filters and sorting', () => {
  const names = () => screen.getAllByRole('article').map((item) => item.getAttribute('aria-labelledby'));

  it('searches by name, map and mode, ignoring accents and case, and keeps the text in the URL', async () => {
    serveServers([dust2, zombie, down]);
    const { user, location } = renderList();
    await cardsShown();
    const search = screen.getByRole('searchbox', { name: 'Buscar' });

    await user.type(search, 'cordoba');
    expect(names()).toEqual(['servidor-downdoc']);
    expect(location()).toBe('/servidores?q=cordoba');
    expect(screen.getByText('Mostrando 1 de 3 servidores')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'ICE_ATTACK');
    expect(names()).toEqual(['servidor-zombiedoc']);

    await user.clear(search);
    await user.type(search, 'zombie');
    expect(names()).toEqual(['servidor-zombiedoc']);
  });

  it('filters by game mode and by free seats', async () => {
    serveServers([dust2, zombie, down]);
    const { user, location } = renderList();
    await cardsShown();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Modo de juego' }), 'Zombie');
    expect(names()).toEqual(['servidor-zombiedoc']);
    expect(location()).toBe('/servidores?modo=Zombie');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Modo de juego' }), '');
    await user.click(screen.getByRole('checkbox', { name: 'Con lugares libres' }));
    // The full zombie server and the one of unknown occupancy are left out.
    expect(names()).toEqual(['servidor-dust2doc']);
    expect(location()).toBe('/servidores?libres=1');
  });

  it('offers the game modes present in alphabetical order, accents aside', async () => {
    const arena = makeServer({ id: 4, documentId: 'arenadoc', name: 'Arena', gameMode: 'Árena', port: 27018 });
    serveServers([zombie, down, dust2, arena]);
    renderList();
    await cardsShown();

    const modes = within(screen.getByRole('combobox', { name: 'Modo de juego' })).getAllByRole('option');
    expect(modes.map((option) => option.textContent)).toEqual(['Todos los modos', 'Árena', 'Clásico', 'Zombie']);
  });

  it('sorts by players and by name', async () => {
    serveServers([dust2, zombie, down]);
    const { user, location } = renderList();
    await cardsShown();
    const sort = screen.getByRole('combobox', { name: 'Ordenar por' });

    await user.selectOptions(sort, 'Más jugadores');
    expect(names()).toEqual(['servidor-zombiedoc', 'servidor-dust2doc', 'servidor-downdoc']);
    expect(location()).toBe('/servidores?orden=jugadores');

    await user.selectOptions(sort, 'Nombre (A-Z)');
    expect(names()).toEqual(['servidor-downdoc', 'servidor-dust2doc', 'servidor-zombiedoc']);
  });

  it('starts from a shared link, and says when nothing matches with a way to clear the filters', async () => {
    serveServers([dust2, zombie, down]);
    const { user } = renderList('/servidores?q=surf&modo=Zombie&orden=nombre');
    await screen.findByText('Ningún servidor coincide con tu búsqueda.');

    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('surf');
    expect(screen.getByRole('combobox', { name: 'Modo de juego' })).toHaveValue('Zombie');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('name');

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(names()).toEqual(['servidor-downdoc', 'servidor-dust2doc', 'servidor-zombiedoc']);
  });

  it('keeps two quick changes in a row, before the router catches up', async () => {
    serveServers([dust2, zombie, down]);
    const { location } = renderList();
    await cardsShown();

    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Modo de juego' }), { target: { value: 'Clásico' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Ordenar por' }), { target: { value: 'name' } });
    });

    await waitFor(() => expect(location()).toBe('/servidores?modo=Cl%C3%A1sico&orden=nombre'));
    expect(names()).toEqual(['servidor-downdoc', 'servidor-dust2doc']);
  });

  it('follows a link to the plain list, clearing the filters', async () => {
    serveServers([dust2, zombie, down]);
    const { user, location } = renderWithProviders(
      <>
        <Link to="/servidores">Todos los servidores</Link>
        <ServerListPage />
      </>,
      { route: '/servidores?q=zombie' },
    );
    await cardsShown();
    expect(names()).toEqual(['servidor-zombiedoc']);

    await user.click(screen.getByRole('link', { name: 'Todos los servidores' }));

    await waitFor(() => expect(names()).toHaveLength(3));
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
    expect(location()).toBe('/servidores');
  });
});

describe('live events', () => {
  installFakeEventSource();
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const downEvent = (documentId: string) => ({
    documentId,
    online: false,
    current_data: null,
    statusCheckedAt: '2026-11-24T01:16:38.000Z',
    changes: ['status', 'players', 'map'],
  });

  it('shows a server going down in place, says so to screen readers, and stops polling while events arrive', async () => {
    const calls = serveServers([dust2, zombie]);
    renderList();
    await cardsShown();
    const source = FakeEventSource.open()[0]!;
    act(() => source.emit('ready', { statusCheckedAt: null }));
    const before = card('Zombie Plague');

    act(() => source.emit('server', downEvent('zombiedoc')));

    await waitFor(() => expect(within(before).getByText('Offline')).toBeInTheDocument());
    expect(card('Zombie Plague')).toBe(before);
    expect(screen.getByText('Zombie Plague está offline: dejó de responder.')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(3 * SERVER_LIST_REFRESH_MS));
    expect(calls.count).toBe(1);
  });

  it('announces nothing for a change of players or map', async () => {
    serveServers([dust2]);
    renderList();
    await cardsShown();
    const source = FakeEventSource.open()[0]!;

    act(() =>
      source.emit('server', {
        ...downEvent('dust2doc'),
        online: true,
        current_data: { players: { online: 9, max: 32, list: [] }, map: 'de_inferno' },
        changes: ['players', 'map'],
      }),
    );

    await waitFor(() => expect(within(card('Público #1 | de_dust2 24/7')).getByText('9/32')).toBeInTheDocument());
    expect(screen.getByText('de_inferno')).toBeInTheDocument();
    expect(document.querySelector('[role="status"][aria-live="polite"]')).toHaveTextContent('');
  });

  it('keeps the cards in place when sorted by players and the counts change; sorting again reorders', async () => {
    serveServers([dust2, zombie]);
    renderList('/servidores?orden=jugadores');
    await cardsShown();
    const names = () => screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'));
    expect(names()).toEqual(['servidor-zombiedoc', 'servidor-dust2doc']);

    act(() => FakeEventSource.open()[0]!.emit('server', downEvent('zombiedoc')));
    await waitFor(() => expect(within(card('Zombie Plague')).getByText('Offline')).toBeInTheDocument());
    expect(names()).toEqual(['servidor-zombiedoc', 'servidor-dust2doc']);

    const sort = screen.getByRole('combobox', { name: 'Ordenar por' });
    fireEvent.change(sort, { target: { value: 'name' } });
    fireEvent.change(sort, { target: { value: 'players' } });
    await waitFor(() => expect(names()).toEqual(['servidor-dust2doc', 'servidor-zombiedoc']));
  });
});
