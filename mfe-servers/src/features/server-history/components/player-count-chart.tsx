import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import uPlot from 'uplot';
import { TIME_ZONE } from '@cs16ar/shared/format';
import { axisLabel, bucketPeriod, bucketState, mapsText, rangeOf } from '../lib/history-text';
import type { ServerHistory } from '../types/server-history';
import { CHART_HEIGHT, ChartBox, chartUplotStyles } from './chart-box';

/**
 * The player-count graph, drawn by uPlot (canvas; loaded with this module, only when the history tab opens).
 * Average players per bucket as the line, the busiest moment of each bucket as the band behind it, offline
 * time shaded red, periods without records grey. Hover, touch or the arrow keys pick a bucket; the line above
 * the graph says what happened then (players, status and the maps played: servers change maps every 15-30
 * minutes, too often to mark on the graph itself).
 * Screen readers get the summary and the table beside it (history-panel.tsx); the canvas is hidden from them.
 */

const Readout = styled.p`
  min-height: 2.9em;
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.88rem;
  line-height: 1.45;

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Plot = styled.div`
  ${chartUplotStyles}
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 4px;
  }
`;

type Columns = [number[], (number | null)[], (number | null)[]];

/** x: the middle of each bucket (unix seconds); the band's top: each bucket's maximum; the line: its average. */
function columnsOf(history: ServerHistory): Columns {
  const half = history.bucketSeconds / 2;
  return [
    history.buckets.map((bucket) => Date.parse(bucket.start) / 1000 + half),
    history.buckets.map((bucket) => bucket.players?.max ?? null),
    history.buckets.map((bucket) => bucket.players?.avg ?? null),
  ];
}

type Colors = { line: string; band: string; axis: string; grid: string; offline: string; empty: string };

/** Shades what a bucket's players cannot show: the share of time the server was down, and no records. */
function drawStatusBands(u: uPlot, history: ServerHistory, colors: Colors) {
  const { ctx, bbox } = u;
  const half = history.bucketSeconds / 2;
  ctx.save();
  history.buckets.forEach((bucket, index) => {
    const middle = u.data[0][index]!;
    const left = u.valToPos(middle - half, 'x', true);
    const right = u.valToPos(middle + half, 'x', true);
    if (bucket.samples === 0 || bucket.online === null) ctx.fillStyle = colors.empty;
    else if (bucket.online < 1) {
      ctx.globalAlpha = 0.15 + 0.45 * (1 - bucket.online);
      ctx.fillStyle = colors.offline;
    } else return;
    ctx.fillRect(left, bbox.top, Math.max(1, right - left), bbox.height);
    ctx.globalAlpha = 1;
  });
  ctx.restore();
}

function plotOptions(
  history: ServerHistory,
  colors: Colors,
  width: number,
  onPick: (index: number | null) => void,
): uPlot.Options {
  const axis = {
    stroke: colors.axis,
    font: '12px system-ui, sans-serif',
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1, size: 4 },
  };
  return {
    width,
    height: CHART_HEIGHT,
    // Ticks on Argentina's clock, whatever the visitor's machine says.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), TIME_ZONE),
    legend: { show: false },
    // Room on the right for the last date label.
    padding: [12, 20, 0, 0],
    cursor: {
      y: false,
      drag: { x: false, y: false, setScale: false },
      points: { size: 8, width: 2, stroke: colors.line, fill: colors.line },
    },
    scales: {
      x: { time: true, range: () => [Date.parse(history.from) / 1000, Date.parse(history.to) / 1000] },
      y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil((max || 0) * 1.15))] },
    },
    axes: [
      {
        ...axis,
        space: 64,
        values: (_u, splits) => splits.map((seconds) => axisLabel(new Date(seconds * 1000), history.range)),
      },
      { ...axis, size: 36, space: 32, values: (_u, splits) => splits.map((value) => String(value)) },
    ],
    series: [
      {},
      { label: 'Máximo', stroke: 'transparent', fill: colors.band, width: 0, points: { show: false } },
      { label: 'Promedio', stroke: colors.line, width: 2, points: { show: false } },
    ],
    hooks: {
      drawClear: [(u) => drawStatusBands(u, history, colors)],
      setCursor: [(u) => onPick(u.cursor.idx ?? null)],
    },
  };
}

const STEP_KEYS: Record<string, (index: number, last: number, page: number) => number> = {
  ArrowLeft: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  PageUp: (index, _last, page) => index - page,
  PageDown: (index, _last, page) => index + page,
  Home: () => 0,
  End: (_index, last) => last,
};

export function PlayerCountChart({ history }: { history: ServerHistory }) {
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [byKeyboard, setByKeyboard] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const colors: Colors = {
      line: theme.colors.primary,
      band: 'rgba(255, 138, 31, 0.18)',
      axis: theme.colors.textFaint,
      grid: theme.colors.border,
      offline: theme.colors.danger,
      empty: 'rgba(255, 255, 255, 0.05)',
    };
    const u = new uPlot(plotOptions(history, colors, element.clientWidth, setPicked), columnsOf(history), element);
    u.root.setAttribute('aria-hidden', 'true');
    plot.current = u;
    const resize = new ResizeObserver(() => u.setSize({ width: element.clientWidth, height: CHART_HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      u.destroy();
      plot.current = null;
      setPicked(null);
    };
  }, [history, theme]);

  // Keys move the cursor the way a pointer would, so the line above says the same for both.
  const pick = (index: number) => {
    const u = plot.current;
    if (!u) return;
    const [xs, , averages] = u.data as unknown as Columns;
    const bounded = Math.min(xs.length - 1, Math.max(0, index));
    u.setCursor({ left: u.valToPos(xs[bounded]!, 'x'), top: u.valToPos(averages[bounded] ?? 0, 'y') });
    setPicked(bounded);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP_KEYS[event.key];
    if (!step) return;
    event.preventDefault();
    setByKeyboard(true);
    const last = history.buckets.length - 1;
    // A page is an hour over a day, a day over a week or a month.
    const page = Math.max(1, Math.round((history.range === '24h' ? 3600 : 86_400) / history.bucketSeconds));
    pick(step(picked ?? last, last, page));
  };

  const bucket = picked === null ? null : history.buckets[picked];
  const { during } = rangeOf(history.range);
  return (
    <ChartBox>
      <Readout aria-live={byKeyboard ? 'polite' : 'off'}>
        {bucket ? (
          <>
            <strong>{bucketPeriod(bucket, history.bucketSeconds)}</strong>: {bucketState(bucket)}. Mapas:{' '}
            {mapsText(bucket)}.
          </>
        ) : (
          'Pasá el cursor por el gráfico, o enfocalo y usá las flechas, para ver cada momento.'
        )}
      </Readout>
      <Plot
        ref={box}
        tabIndex={0}
        role="group"
        aria-label={`Gráfico de jugadores en ${during}: usá las flechas para recorrerlo`}
        onKeyDown={onKeyDown}
        onBlur={() => setByKeyboard(false)}
      />
    </ChartBox>
  );
}
