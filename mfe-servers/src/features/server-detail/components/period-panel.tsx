import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Spinner } from '@cs16ar/shared';
import type { QueryView } from '@cs16ar/shared/data';
import { formatDateTime } from '@cs16ar/shared/format';
import type { TopPlayersPeriod } from '../types/top-player';
import { TableScroller } from './data-table';
import { TopPlayersPeriodSwitch } from './top-players-period';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px 20px;
  margin-bottom: 14px;
`;

const Intro = styled.div`
  flex: 1 1 280px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.92rem;

  p {
    margin: 0;
  }
  p + p {
    margin-top: 4px;
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: 0.85rem;
  }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 16px;
`;

/** What a statistics table says of how its figures are counted, under it. */
export const Footnote = styled.p`
  margin: 12px 2px 0;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.8rem;
`;

type PeriodRead = { from: string | null; updatedAt: string | null };

/**
 * A statistics tab over the TOP 15's periods (TOP 15, Armas): what it covers and when it was last updated, the
 * period switch, then its loading state, its failure with "Reintentar", or its table.
 */
export function PeriodPanel<T extends PeriodRead>({
  period,
  onSelect,
  view,
  retry,
  scope,
  loadingLabel,
  failedText,
  children,
}: {
  period: TopPlayersPeriod;
  onSelect: (period: TopPlayersPeriod) => void;
  view: QueryView<T>;
  retry: () => void;
  /** What the figures cover, from the start of the period the CMS answered (null before it answers). */
  scope: (from: string | null) => string;
  loadingLabel: string;
  failedText: string;
  children: (data: T) => ReactNode;
}) {
  const updatedAt = view.status === 'success' ? formatDateTime(view.data.updatedAt) : null;
  return (
    <>
      <Header>
        <Intro>
          <p>{scope(view.status === 'success' ? view.data.from : null)}</p>
          {updatedAt ? <p>Actualizado {updatedAt}.</p> : null}
        </Intro>
        <TopPlayersPeriodSwitch period={period} onSelect={onSelect} />
      </Header>
      {view.status === 'loading' ? (
        <TableScroller>
          <Loading>
            <Spinner size={28} label={loadingLabel} />
          </Loading>
        </TableScroller>
      ) : null}
      {view.status === 'error' ? (
        <Alert tone="error" onRetry={retry}>
          {failedText}
        </Alert>
      ) : null}
      {view.status === 'success' ? children(view.data) : null}
    </>
  );
}
