import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import { HistoryPanel } from '../components/history-panel';
import type { HistoryBucket, HistoryRange, ServerHistory } from '../types/server-history';

// uPlot draws on a canvas, which jsdom does not have: here the graph is a stand-in that shows what it was
// given. The real graph (uPlot in Chromium, every range) is covered by tests/e2e/server-history.spec.ts.
jest.mock('../components/player-count-chart', () => ({
  PlayerCountChart: ({ history }: { history: ServerHistory }) => (
    <div data-testid="player-count-chart" data-range={history.range} data-buckets={history.buckets.length} />
  ),
}));

const BUCKET_SECONDS: Record<HistoryRange, number> = { '24h': 300, '7d': 1800, '30d': 7200 };

function bucket(start: string, overrides: Partial<HistoryBucket> = {}): HistoryBucket {
  return { start, samples: 10, online: 1, players: { min: 4, avg: 7.5, max: 11 }, maps: ['de_dust2'], ...overrides };
}

/** `GET /servers/:id/history` data in the CMS's shape (cms/README.md "API"). */
function makeHistory(range: HistoryRange, overrides: Partial<ServerHistory> = {}): ServerHistory {
  return {
    documentId: 'srv1doc',
    range,
    from: '2026-11-23T22:00:00.000Z',
    to: '2026-11-23T22:15:00.000Z',
    bucketSeconds: BUCKET_SECONDS[range],
    peakPlayers: 30,
    peakAt: '2026-11-23T22:05:00.000Z',
    averagePlayers: 12.4,
    availability: 0.986,
    busiestHour: { start: '2026-11-24T00:00:00.000Z', end: '2026-11-24T01:00:00.000Z', averagePlayers: 19.3 },
    buckets: [
      bucket('2026-11-23T22:00:00.000Z'),
      bucket('2026-11-23T22:05:00.000Z', { online: 0, players: null, maps: [] }),
      bucket('2026-11-23T22:10:00.000Z', { samples: 0, online: null, players: null, maps: [] }),
      bucket('2026-11-23T22:15:00.000Z', { online: 0.5, maps: ['de_dust2', 'de_inferno'] }),
    ],
    ...overrides,
  };
}

function serveHistory(answer: (range: HistoryRange) => ServerHistory | 'error' = (range) => makeHistory(range)) {
  const ranges: string[] = [];
  server.use(
    http.get(apiPath('/servers/:id/history'), ({ request, params }) => {
      expect(params.id).toBe('srv1doc');
      const range = (new URL(request.url).searchParams.get('range') ?? '24h') as HistoryRange;
      ranges.push(range);
      const history = answer(range);
      if (history === 'error') return HttpResponse.json(strapiError(500, 'Internal Server Error'), { status: 500 });
      return HttpResponse.json({ data: history, meta: {} });
    }),
  );
  return ranges;
}

describe('the history panel', () => {
  it('loads the last 24 hours first, with its figures, a summary and the graph', async () => {
    const ranges = serveHistory();
    renderWithProviders(<HistoryPanel documentId="srv1doc" />);

    expect(screen.getByText('Cargando historial...')).toBeInTheDocument();
    expect(await screen.findByTestId('player-count-chart')).toHaveAttribute('data-range', '24h');
    expect(ranges).toEqual(['24h']);
    expect(screen.getByRole('button', { name: '24 h' })).toHaveAttribute('aria-pressed', 'true');

    const figures = within(screen.getByLabelText('Resumen del período'));
    expect(figures.getByText('30 jugadores')).toBeInTheDocument();
    // Argentina time (UTC-3), es-AR.
    expect(figures.getByText('lun, 23 nov, 19:05')).toBeInTheDocument();
    expect(figures.getByText('12,4 jugadores')).toBeInTheDocument();
    expect(figures.getByText('98,6%')).toBeInTheDocument();
    // Over how long it was measured: three of the four buckets have records.
    expect(figures.getByText('en 15 min con registros')).toBeInTheDocument();
    expect(figures.getByText('21:00 a 22:00')).toBeInTheDocument();
    expect(
      screen.getByText(
        'En las últimas 24 horas: pico de 30 jugadores (lun, 23 nov, 19:05), promedio de 12,4 jugadores, disponible el 98,6% del tiempo con registros (15 min). Hora más concurrida: 21:00 a 22:00.',
      ),
    ).toBeInTheDocument();
  });

  it('has the data as a table: every period, its players, how long it was online, its maps', async () => {
    serveHistory();
    const { user } = renderWithProviders(<HistoryPanel documentId="srv1doc" />);
    await screen.findByTestId('player-count-chart');

    await user.click(screen.getByText('Ver los datos en una tabla'));
    const table = screen.getByRole('table', { name: /Jugadores en las últimas 24 horas, por período/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Período', 'Promedio', 'Mínimo', 'Máximo', 'Online', 'Mapas']);
    const cells = (row: number) => [...rows[row]!.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(cells(1)).toEqual(['lun, 23 nov, 19:00 a 19:05', '7,5', '4', '11', '100%', 'de_dust2']);
    expect(cells(2)).toEqual(['lun, 23 nov, 19:05 a 19:10', '—', '—', '—', '0%', '—']);
    expect(cells(3)).toEqual(['lun, 23 nov, 19:10 a 19:15', '—', '—', '—', 'Sin registros', '—']);
    expect(cells(4)).toEqual(['lun, 23 nov, 19:15 a 19:20', '7,5', '4', '11', '50%', 'de_dust2 → de_inferno']);
  });

  it('switches to 7 and 30 days, keeping the last range on screen until the next arrives', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ranges: string[] = [];
    server.use(
      http.get(apiPath('/servers/:id/history'), async ({ request }) => {
        const range = new URL(request.url).searchParams.get('range') as HistoryRange;
        ranges.push(range);
        if (range === '7d') await gate;
        return HttpResponse.json({ data: makeHistory(range), meta: {} });
      }),
    );
    const { user } = renderWithProviders(<HistoryPanel documentId="srv1doc" />);
    await screen.findByTestId('player-count-chart');

    await user.click(screen.getByRole('button', { name: '7 días' }));
    expect(screen.getByRole('button', { name: '7 días' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('player-count-chart')).toHaveAttribute('data-range', '24h');
    expect(screen.queryByText('Cargando historial...')).not.toBeInTheDocument();

    release();
    await waitFor(() => expect(screen.getByTestId('player-count-chart')).toHaveAttribute('data-range', '7d'));
    expect(screen.getByText(/^En los últimos 7 días:/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '30 días' }));
    await waitFor(() => expect(screen.getByTestId('player-count-chart')).toHaveAttribute('data-range', '30d'));
    await user.click(screen.getByRole('button', { name: '24 h' }));
    expect(screen.getByTestId('player-count-chart')).toHaveAttribute('data-range', '24h');
    expect(ranges).toEqual(['24h', '7d', '30d']);
  });

  it('says when nothing was recorded in the range', async () => {
    serveHistory((range) =>
      makeHistory(range, {
        peakPlayers: null,
        peakAt: null,
        averagePlayers: null,
        availability: null,
        busiestHour: null,
        buckets: [bucket('2026-11-23T22:00:00.000Z', { samples: 0, online: null, players: null, maps: [] })],
      }),
    );
    renderWithProviders(<HistoryPanel documentId="srv1doc" />);

    expect(await screen.findByText('No hay registros de este servidor en las últimas 24 horas.')).toBeInTheDocument();
    expect(screen.queryByTestId('player-count-chart')).not.toBeInTheDocument();
  });

  it('says when the history cannot be loaded, and "Reintentar" loads it', async () => {
    let fail = true;
    serveHistory((range) => (fail ? 'error' : makeHistory(range)));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<HistoryPanel documentId="srv1doc" />);

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el historial del servidor.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('player-count-chart')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
