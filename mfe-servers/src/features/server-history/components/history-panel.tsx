import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, mediaUp, Spinner } from '@cs16ar/shared';
import { useServerHistory } from '../hooks/use-server-history';
import { hasRecords, HISTORY_RANGES, historyFigures, historySummary } from '../lib/history-text';
import type { HistoryRange, ServerHistory } from '../types/server-history';
import { ChartPlaceholder } from './chart-box';
import { HistoryTable } from './history-table';

// uPlot (about 22 KB gzip) loads with the graph itself, after the panel's text is on screen.
const PlayerCountChart = lazy(() =>
  import(/* webpackChunkName: "history-chart" */ './player-count-chart').then((module) => ({
    default: module.PlayerCountChart,
  })),
);

const Panel = styled(Card)`
  padding: 16px;

  ${mediaUp('md')} {
    padding: 20px;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Switch = styled.div`
  display: inline-flex;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};

  button {
    min-width: 64px;
    min-height: 36px;
    padding: 0 14px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 700;
    font-size: 0.88rem;
    cursor: pointer;
  }
  button:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.borderStrong};
  }
`;

/** The graph beside its figures on wide screens; figures first, in two columns, on a phone. */
const Layout = styled.div<{ $busy: boolean }>`
  display: grid;
  gap: 16px;
  opacity: ${({ $busy }) => ($busy ? 0.55 : 1)};
  transition: opacity ${({ theme }) => theme.transitions.fast};

  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 1fr) 200px;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  align-content: start;
  margin: 0;

  ${mediaUp('lg')} {
    grid-template-columns: 1fr;
    order: 2;
  }

  div {
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: 0.72rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.78rem;
    font-weight: 500;
  }
`;

const Figure = styled.figure`
  min-width: 0;
  margin: 0;

  figcaption {
    margin-top: 10px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  margin: 10px 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.8rem;

  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Swatch = styled.span<{ $color: string; $shape?: 'line' | 'box' }>`
  flex: none;
  width: 14px;
  height: ${({ $shape }) => ($shape === 'line' ? '3px' : '10px')};
  border-radius: 2px;
  background: ${({ $color }) => $color};
`;

const Table = styled.details`
  margin-top: 16px;

  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: 700;
    cursor: pointer;
  }
`;

const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 300px;
`;

const Empty = styled.p`
  margin: 0;
  padding: 48px 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function HistoryView({ history, busy }: { history: ServerHistory; busy: boolean }) {
  if (!hasRecords(history)) return <Empty>{historySummary(history)}</Empty>;
  return (
    <>
      <Layout $busy={busy} aria-busy={busy || undefined}>
        <Figures aria-label="Resumen del período">
          {historyFigures(history).map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>
                {figure.value}
                {figure.detail ? <small>{figure.detail}</small> : null}
              </dd>
            </div>
          ))}
        </Figures>
        <Figure>
          <Suspense fallback={<ChartPlaceholder />}>
            <PlayerCountChart history={history} />
          </Suspense>
          <Legend aria-hidden="true">
            <li>
              <Swatch $color="#ff8a1f" $shape="line" />
              Promedio
            </li>
            <li>
              <Swatch $color="rgba(255, 138, 31, 0.35)" />
              Máximo
            </li>
            <li>
              <Swatch $color="rgba(240, 68, 68, 0.5)" />
              Offline
            </li>
            <li>
              <Swatch $color="rgba(255, 255, 255, 0.12)" />
              Sin registros
            </li>
          </Legend>
          <figcaption>{historySummary(history)}</figcaption>
        </Figure>
      </Layout>
      <Table>
        <summary>Ver los datos en una tabla</summary>
        <HistoryTable history={history} />
      </Table>
    </>
  );
}

/**
 * "Historial": players over the last 24 hours, 7 days or 30 days, from the CMS's downsampled records. The
 * switch keeps the last range on screen (dimmed) until the next one arrives, so the panel never collapses.
 */
export function HistoryPanel({ documentId }: { documentId: string }) {
  const [range, setRange] = useState<HistoryRange>('24h');
  const { view, retry, placeholder } = useServerHistory(documentId, range);
  return (
    <Panel as="section" aria-labelledby="historial-titulo">
      <Header>
        <h2 id="historial-titulo">Jugadores a lo largo del tiempo</h2>
        <Switch role="group" aria-label="Período">
          {HISTORY_RANGES.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={option.id === range}
              onClick={() => setRange(option.id)}
            >
              {option.label}
            </button>
          ))}
        </Switch>
      </Header>
      {view.status === 'loading' ? (
        <Centered>
          <Spinner label="Cargando historial..." />
        </Centered>
      ) : null}
      {view.status === 'error' ? (
        <Alert
          tone="error"
          action={
            <Button $size="sm" $variant="secondary" onClick={retry}>
              Reintentar
            </Button>
          }
        >
          No se pudo cargar el historial del servidor.
        </Alert>
      ) : null}
      {view.status === 'success' ? <HistoryView history={view.data} busy={placeholder} /> : null}
    </Panel>
  );
}
