import type { ReactNode } from 'react';
import type { ServerTable, ServerTableKind } from '../api/get-server-table';
import { useServerTable } from '../hooks/use-server-table';
import { useTopPlayersPeriod } from '../hooks/use-top-players';
import type { TopPlayersPeriod } from '../types/top-player';
import { EmptyText, TableScroller } from './data-table';
import { PeriodPanel } from './period-panel';

/** What a server table says while it loads, when it fails, when there is nothing to show, and what it covers. */
export type ServerTableTexts = {
  loading: string;
  failed: string;
  /** The server has sent no log lines yet. */
  noLogsYet: string;
  /** Nothing in the chosen period. */
  nothingInPeriod: string;
  scope: (period: TopPlayersPeriod, from: string | null) => string;
};

/** A server's weapons or maps (issue 46) for the TOP 15's periods: the rows drawn by `children`, or why there are none. */
export function ServerTablePanel<K extends ServerTableKind>({
  documentId,
  kind,
  texts,
  children,
}: {
  documentId: string;
  kind: K;
  texts: ServerTableTexts;
  children: (table: ServerTable<K>) => ReactNode;
}) {
  const { period, select } = useTopPlayersPeriod();
  const { view, retry } = useServerTable(documentId, kind, period);
  return (
    <PeriodPanel
      period={period}
      onSelect={select}
      view={view}
      retry={retry}
      scope={(from) => texts.scope(period, from)}
      loadingLabel={texts.loading}
      failedText={texts.failed}
    >
      {(table) =>
        table.updatedAt === null || table.rows.length === 0 ? (
          <TableScroller>
            <EmptyText>{table.updatedAt === null ? texts.noLogsYet : texts.nothingInPeriod}</EmptyText>
          </TableScroller>
        ) : (
          children(table)
        )
      }
    </PeriodPanel>
  );
}
