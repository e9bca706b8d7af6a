import { lazy, Suspense } from 'react';
import { Card, Spinner, type Server, type ServerStatistics, useSearchParams } from '@cs16ar/shared';
import type { LiveStatus } from '../../../lib/server-status';
import { InfoPanel } from './info-panel';
import { PlayersPanel } from './players-panel';
import type { TabItem } from './server-tabs';
import { TopPlayersPanel } from './top-players-panel';
import { AwardsPanel } from './awards-panel';
import { MapsPanel } from './maps-panel';
import { WeaponsPanel } from './weapons-panel';

export type DetailTab =
  'informacion' | 'guia' | 'reglamento' | 'jugadores' | 'historial' | 'top15' | 'armas' | 'mapas' | 'premios';
const TAB_PARAM = 'tab';

// The markdown renderer is the heaviest part of this page: it loads only when a guide or rules tab opens.
const MarkdownContent = lazy(() =>
  import(/* webpackChunkName: "markdown" */ './markdown-content').then((module) => ({
    default: module.MarkdownContent,
  })),
);

// The history graph (and uPlot with it) loads only when its tab opens: the detail's first route stays small.
const HistoryPanel = lazy(() =>
  import(/* webpackChunkName: "server-history" */ '../../server-history').then((module) => ({
    default: module.HistoryPanel,
  })),
);

function HistoryTab({ documentId }: { documentId: string }) {
  return (
    <Suspense fallback={<Spinner label="Cargando historial..." />}>
      <HistoryPanel documentId={documentId} />
    </Suspense>
  );
}

function MarkdownTab({ source }: { source: string }) {
  return (
    <Card>
      <Suspense fallback={<Spinner label="Cargando texto..." />}>
        <MarkdownContent>{source}</MarkdownContent>
      </Suspense>
    </Card>
  );
}

/** Información, then Guía del modo and Reglamento when the server has them, Jugadores, Historial, TOP 15, Armas, Mapas and Premios. */
export function detailTabs(
  server: Server,
  status: LiveStatus,
  statistics: ServerStatistics | null,
): TabItem<DetailTab>[] {
  const tabs: TabItem<DetailTab>[] = [
    {
      id: 'informacion',
      label: 'Información',
      render: () => <InfoPanel server={server} status={status} statistics={statistics} />,
    },
  ];
  const guide = server.mod_guide?.trim() ? server.mod_guide : null;
  if (guide) tabs.push({ id: 'guia', label: 'Guía del modo', render: () => <MarkdownTab source={guide} /> });
  const rules = server.rules?.trim() ? server.rules : null;
  if (rules) tabs.push({ id: 'reglamento', label: 'Reglamento', render: () => <MarkdownTab source={rules} /> });
  tabs.push(
    {
      id: 'jugadores',
      label: 'Jugadores',
      badge: status.playersOnline ?? '?',
      badgeLabel: status.playersOnline !== null ? `${status.playersOnline} conectados` : 'cantidad desconocida',
      render: () => <PlayersPanel players={status.players} />,
    },
    { id: 'historial', label: 'Historial', render: () => <HistoryTab documentId={server.documentId} /> },
    { id: 'top15', label: 'TOP 15', render: () => <TopPlayersPanel documentId={server.documentId} /> },
    { id: 'armas', label: 'Armas', render: () => <WeaponsPanel documentId={server.documentId} /> },
    { id: 'mapas', label: 'Mapas', render: () => <MapsPanel documentId={server.documentId} /> },
    { id: 'premios', label: 'Premios', render: () => <AwardsPanel documentId={server.documentId} /> },
  );
  return tabs;
}

/**
 * The selected tab lives in the URL (?tab=jugadores) so it survives a reload and can be shared; a tab this
 * server does not have falls back to Información.
 */
export function useSelectedTab(tabs: TabItem<DetailTab>[]) {
  const [query, setQuery] = useSearchParams();
  const requested = query.get(TAB_PARAM);
  const selected = tabs.find((tab) => tab.id === requested)?.id ?? 'informacion';
  const select = (id: DetailTab) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'informacion') next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, id);
        return next;
      },
      { replace: true },
    );
  return { selected, select };
}
