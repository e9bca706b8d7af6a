import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { queryKeys } from '@cs16ar/shared/data';
import {
  apiPath,
  FakeEventSource,
  installFakeEventSource,
  makeCommunitySummary,
  renderWithProviders,
  server,
  strapiError,
} from '@cs16ar/shared/testing';
import { CommunitySection } from '../components/community-section';
import { formatRegisteredUsers } from '../lib/community-figures';
import { ONLINE_COUNTER_MS, USERS_COUNTER_MS } from '../lib/landing-constants';
import {
  installIntersectionObserver,
  observedThresholds,
  reportVisibility,
  uninstallIntersectionObserver,
} from './intersection-observer-stub';
import { removeMatchMedia, stubReducedMotion } from './match-media-stub';

installFakeEventSource();

/** The figure of the term that starts with `label` (a term may say under its name what it counts). */
function statValue(label: string): string {
  const term = screen.getByText((_, element) => element?.tagName === 'DT' && element.textContent!.startsWith(label));
  return term.parentElement!.querySelector('dd')!.textContent ?? '';
}

const players = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    name: `Jugador${index + 1}`,
    seconds: 3600 - index,
    server: { documentId: 'srv1doc', name: 'CS Argentina #1 | Clásico 24/7 Dust2' },
  }));

const featured = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    documentId: `srv${index + 1}doc`,
    name: `CS Argentina | Servidor ${index + 1}`,
    gameMode: index === 1 ? null : 'Zombie',
    map: `de_mapa${index + 1}`,
    players: 20 - index,
    maxPlayers: 32,
    address: `127.0.0.1:${27015 + index}`,
  }));

function answerSummary(summary = makeCommunitySummary()) {
  let calls = 0;
  server.use(
    http.get(apiPath('/community/summary'), () => {
      calls += 1;
      return HttpResponse.json({ data: summary, meta: {} });
    }),
  );
  return () => calls;
}

/**
 * The section once the page is idle (jsdom has no requestIdleCallback: the fallback waits 1 s) and the CMS
 * answered (or failed for good).
 */
async function renderSection() {
  const result = renderWithProviders(<CommunitySection />);
  await act(() => jest.advanceTimersByTimeAsync(1000));
  const list = screen.getByRole('list', { name: 'Jugadores más activos' });
  await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
  return { ...result, stats: screen.getByTestId('community-stats') };
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2026, 10, 22, 12) });
  installIntersectionObserver();
});
afterEach(() => {
  jest.useRealTimers();
  uninstallIntersectionObserver();
  removeMatchMedia();
});

describe('Nuestra Comunidad on the CMS’s live figures', () => {
  it("says how long the community has been playing, from today's date", async () => {
    answerSummary();
    await renderSection();

    expect(screen.getByRole('heading', { level: 2, name: 'Nuestra Comunidad' })).toBeInTheDocument();
    expect(screen.getByText(/^14 años y 8 meses jugando juntos/)).toBeInTheDocument();
  });

  it('asks for nothing before the page is idle or the section comes near, so the first paint never waits', async () => {
    const calls = answerSummary();
    renderWithProviders(<CommunitySection />);
    await act(() => jest.advanceTimersByTimeAsync(900));
    expect(calls()).toBe(0);
    expect(screen.getByRole('list', { name: 'Jugadores más activos' })).toHaveAttribute('aria-busy', 'true');

    await act(() => jest.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(calls()).toBe(1));
  });

  it('runs the counters to the CMS’s figures once 30% of them is visible, then they stay', async () => {
    answerSummary(
      makeCommunitySummary({
        registeredUsers: 73,
        playersSeen: { count: 130_912, since: '2012-03-04T21:00:00.000Z' },
        playersOnline: 287,
      }),
    );
    const { stats } = await renderSection();
    expect(observedThresholds(stats)).toEqual([0.3]);

    act(() => reportVisibility(stats, 0.29));
    await act(() => jest.advanceTimersByTimeAsync(USERS_COUNTER_MS + 100));
    expect(statValue('Usuarios registrados')).toBe('0');
    expect(statValue('Servidores activos')).toBe('0 de 26');

    act(() => reportVisibility(stats, 0.3));
    await act(() => jest.advanceTimersByTimeAsync(500));
    const midway = Number.parseInt(statValue('Servidores activos'), 10);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(21);

    await act(() => jest.advanceTimersByTimeAsync(USERS_COUNTER_MS));
    expect(statValue('Usuarios registrados')).toBe('130K+');
    expect(statValue('Servidores activos')).toBe('21 de 26');
    expect(statValue('Jugadores online')).toBe('287');

    act(() => reportVisibility(stats, 0));
    act(() => reportVisibility(stats, 1));
    expect(statValue('Jugadores online')).toBe('287');
  });

  it('says what each figure counts: the players the servers have seen since their first record, and the accounts', async () => {
    answerSummary(
      makeCommunitySummary({ registeredUsers: 73, playersSeen: { count: 412, since: '2026-12-01T15:00:00.000Z' } }),
    );
    const { stats } = await renderSection();
    act(() => reportVisibility(stats, 1));
    await act(() => jest.advanceTimersByTimeAsync(USERS_COUNTER_MS + 100));
    expect(within(stats).getByText('jugadores que pasaron por los servidores')).toBeInTheDocument();
    expect(statValue('Usuarios registrados')).toBe('412');
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent!.startsWith('73 cuentas')),
    ).toHaveTextContent(
      '73 cuentas en el sitio. Cada jugador cuenta una vez, por su Steam ID, desde diciembre de 2026.',
    );
  });

  it('says so when the servers have not seen any player yet', async () => {
    answerSummary(makeCommunitySummary({ registeredUsers: 1, playersSeen: { count: 0, since: null } }));
    await renderSection();
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent!.startsWith('1 cuenta ')),
    ).toHaveTextContent('1 cuenta en el sitio. Los servidores todavía no registraron jugadores.');
  });

  it('writes registered users as the spec does: whole thousands, rounded down, "K+"', () => {
    expect(formatRegisteredUsers(130_999)).toBe('130K+');
    expect(formatRegisteredUsers(1_000)).toBe('1K+');
    expect(formatRegisteredUsers(999)).toBe('999');
    expect(formatRegisteredUsers(1_234_567)).toBe('1.234K+');
  });

  it('follows a live summary event: the players-online figure runs to the new one in 0.8 s', async () => {
    answerSummary(makeCommunitySummary({ playersOnline: 287 }));
    const { stats, queryClient } = await renderSection();
    act(() => reportVisibility(stats, 1));
    await act(() => jest.advanceTimersByTimeAsync(USERS_COUNTER_MS));
    expect(statValue('Jugadores online')).toBe('287');
    expect(FakeEventSource.open()).toHaveLength(1);

    act(() =>
      FakeEventSource.open()[0]!.emit(
        'summary',
        makeCommunitySummary({
          playersOnline: 301,
          mostActive: { basis: 'connected-time', players: players(20), others: 281 },
          statusCheckedAt: '2026-11-24T01:16:38.000Z',
        }),
      ),
    );
    // React renders the new figure on its own schedule; from then on the counter runs, not jumps.
    await waitFor(() => expect(Number(statValue('Jugadores online'))).toBeGreaterThan(287));
    expect(Number(statValue('Jugadores online'))).toBeLessThan(301);
    await act(() => jest.advanceTimersByTimeAsync(ONLINE_COUNTER_MS));
    expect(statValue('Jugadores online')).toBe('301');
    expect(screen.getByText(/^Y otros/)).toHaveTextContent('Y otros 281 jugadores conectados');
    expect(queryClient.getQueryData(queryKeys.community.summary())).toMatchObject({ playersOnline: 301 });
  });

  it('shows the players connected now with the most time, and how many more are online', async () => {
    answerSummary(makeCommunitySummary({ mostActive: { basis: 'connected-time', players: players(20), others: 267 } }));
    await renderSection();

    const list = await screen.findByRole('list', { name: 'Jugadores más activos' });
    await within(list).findByText('Jugador1');
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(list.querySelectorAll('svg[data-avatar-of]')).toHaveLength(20);
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute(
      'title',
      'Jugador1 · 1 h en CS Argentina #1 | Clásico 24/7 Dust2',
    );
    expect(screen.getByText(/^Y otros/)).toHaveTextContent('Y otros 267 jugadores conectados');
  });

  it('with fewer than 20 on, shows those, keeping the 20 seats', async () => {
    answerSummary(makeCommunitySummary({ mostActive: { basis: 'connected-time', players: players(3), others: 0 } }));
    await renderSection();

    const list = screen.getByRole('list', { name: 'Jugadores más activos' });
    await within(list).findByText('Jugador3');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(list.children).toHaveLength(20);
    expect(screen.queryByText(/^Y otros/)).not.toBeInTheDocument();
  });

  it('shows the four featured servers of the CMS, each linking to its detail, with its fill bar', async () => {
    answerSummary(makeCommunitySummary({ featuredServers: featured(4) }));
    await renderSection();

    const cards = within(screen.getByRole('list', { name: 'Servidores destacados' })).getAllByRole('listitem');
    await within(cards[0]!).findByText('CS Argentina | Servidor 1');
    expect(cards).toHaveLength(4);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'CS Argentina | Servidor 1' })).toHaveAttribute(
      'href',
      '/servidores/srv1doc',
    );
    expect(first.getByText('Zombie')).toBeInTheDocument();
    expect(first.getByText('de_mapa1')).toBeInTheDocument();
    expect(first.getByText('20/32')).toBeInTheDocument();
    expect(first.getByText('127.0.0.1:27015')).toBeInTheDocument();
    // A server without a mode shows the spec's default.
    expect(within(cards[1]!).getByText('Clásico')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('meter')
        .map((meter) => [meter.getAttribute('aria-valuenow'), meter.getAttribute('aria-valuemax')]),
    ).toEqual([
      ['20', '32'],
      ['19', '32'],
      ['18', '32'],
      ['17', '32'],
    ]);
    expect(screen.getByRole('link', { name: 'Ver todos los servidores' })).toHaveAttribute('href', '/servidores');
  });

  it('with fewer than four servers online, shows those and keeps the room of four', async () => {
    answerSummary(makeCommunitySummary({ featuredServers: featured(2) }));
    await renderSection();

    const grid = screen.getByRole('list', { name: 'Servidores destacados' });
    await within(grid).findByText('CS Argentina | Servidor 2');
    expect(within(grid).getAllByRole('link')).toHaveLength(2);
    expect(grid.children).toHaveLength(4);
  });

  it('says quietly that the figures are unavailable when the CMS is down, and invents nothing', async () => {
    server.use(
      http.get(apiPath('/community/summary'), () => HttpResponse.json(strapiError(503, 'caído'), { status: 503 })),
    );
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { stats } = await renderSection();
    act(() => reportVisibility(stats, 1));
    await act(() => jest.advanceTimersByTimeAsync(5000));

    for (const label of ['Usuarios registrados', 'Servidores activos', 'Jugadores online']) {
      const term = screen.getByText(
        (_, element) => element?.tagName === 'DT' && element.textContent!.startsWith(label),
      );
      const dash = within(term.parentElement!).getByText('—');
      expect(dash).toHaveAttribute('title', expect.stringMatching(/^Sin datos por ahora/));
    }
    expect(screen.getByText('No pudimos consultar quién está jugando ahora.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Jugadores más activos' })).queryAllByRole('listitem')).toHaveLength(
      0,
    );
    expect(screen.getByText('No pudimos consultar los servidores ahora.')).toBeInTheDocument();
    expect(screen.queryAllByRole('meter')).toHaveLength(0);
    expect(consoleError).toHaveBeenCalledWith('No se pudo cargar el resumen de la comunidad.', expect.anything());
    consoleError.mockRestore();
  });

  it('refuses an answer that is not the contract’s shape, rather than showing half of it', async () => {
    server.use(
      http.get(apiPath('/community/summary'), () =>
        HttpResponse.json({ data: { ...makeCommunitySummary(), playersOnline: '837' }, meta: {} }),
      ),
    );
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderSection();
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(
      within(screen.getByText('Jugadores online', { selector: 'dt' }).parentElement!).getByText('—'),
    ).toBeVisible();
    consoleError.mockRestore();
  });

  it('jumps to the final values when the visitor prefers reduced motion', async () => {
    stubReducedMotion(true);
    answerSummary();
    const { stats } = await renderSection();
    act(() => reportVisibility(stats, 1));

    expect(statValue('Usuarios registrados')).toBe('130K+');
    expect(statValue('Servidores activos')).toBe('21 de 26');
    expect(statValue('Jugadores online')).toBe('287');
  });

  it('reserves the width of the widest value, so counting never moves the layout', async () => {
    answerSummary();
    const { stats } = await renderSection();

    const widest = [...stats.querySelectorAll('dd > span[data-widest]')].map((figure) =>
      figure.getAttribute('data-widest'),
    );
    expect(widest).toEqual(['999K+', '99', '9.999']);
  });
});
