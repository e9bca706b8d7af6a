import styled from 'styled-components';
import { Alert, Link, mediaUp, Skeleton, usePageMeta, useLocation, pageHeads } from '@cs16ar/shared';
import { formatDate } from '@cs16ar/shared/format';
import { DocumentIcon } from '@cs16ar/shared/icons';
import { PageColumn, PageHeader } from '../../../components/community-page';
import { FilterChipList } from '../../../components/filter-chips';
import { StatePanel } from '../../../components/state-panel';
import { useRuleBook } from '../hooks/use-rule-book';
import { useScrollToTarget } from '../hooks/use-scroll-to-target';
import { findAnchor, type AnchorTarget } from '../lib/find-anchor';
import { RuleSection } from './rule-section';

const Columns = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);

  ${mediaUp('lg')} {
    grid-template-columns: 240px minmax(0, 1fr);
    gap: 32px;
    align-items: start;
  }
`;

const Index = styled.nav`
  ${mediaUp('lg')} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.topBarHeight} + 24px);
  }

  h2 {
    margin: 0 0 10px;
    font-size: 0.8rem;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textFaint};
  }
  a {
    display: flex;
    align-items: center;
    min-height: 40px;
    padding: 0 14px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;

    ${mediaUp('lg')} {
      border: 0;
      border-radius: ${({ theme }) => theme.radii.md};
    }
  }
  a:hover,
  a[aria-current='location'] {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

// The Comunidad pages' row of chips on a phone; beside the rules on a wide screen, a column.
const SectionList = styled(FilterChipList)`
  ${mediaUp('lg')} {
    flex-direction: column;
    gap: 2px;
    overflow: visible;
  }
`;

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

const Updated = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.9rem;
`;

function targetId(target: AnchorTarget): string | null {
  return target.kind === 'section' || target.kind === 'rule' ? target.id : null;
}

function MissingAnchor({ asked }: { asked: string }) {
  return (
    <Alert tone="info">
      No encontramos “{asked.slice(0, 60)}” en el reglamento: puede que ese modo no tenga reglas propias. Valen las{' '}
      <Link to="#general">reglas generales</Link>.
    </Alert>
  );
}

function RulesSkeleton() {
  return (
    <Sections aria-hidden="true">
      {[5, 3].map((rows, index) => (
        <div key={index} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Skeleton $width="40%" $height="1.6rem" />
          {Array.from({ length: rows }, (_, row) => (
            <Skeleton key={row} $width={`${90 - row * 6}%`} $height="1rem" />
          ))}
        </div>
      ))}
    </Sections>
  );
}

/** docs/product.md §2 "Reglamentos" at /comunidad/reglamentos: the general rules and each game mode's. */
export function RulesPage() {
  usePageMeta(pageHeads.rules.title, pageHeads.rules.description);
  const state = useRuleBook();
  const { hash } = useLocation();
  const sets = state.status === 'success' ? state.book.data : [];
  const target = state.status === 'success' ? findAnchor(sets, hash) : ({ kind: 'none' } as const);
  useScrollToTarget(target);
  const bookUpdatedAt = state.status === 'success' ? state.book.meta.updatedAt : null;
  const updated = formatDate(bookUpdatedAt);

  return (
    <PageColumn>
      <PageHeader
        icon={<DocumentIcon size={16} />}
        title={pageHeads.rules.heading}
        extra={
          updated && bookUpdatedAt ? (
            <Updated>
              Actualizado el <time dateTime={bookUpdatedAt}>{updated}</time>
            </Updated>
          ) : null
        }
      >
        {pageHeads.rules.intro}
      </PageHeader>

      {state.status === 'loading' ? (
        <>
          <p className="visually-hidden" role="status">
            Cargando reglamento...
          </p>
          <RulesSkeleton />
        </>
      ) : null}

      {state.status === 'error' ? (
        <Alert tone="error" onRetry={state.reload}>
          {state.message}
        </Alert>
      ) : null}

      {state.status === 'success' && sets.length === 0 ? (
        <StatePanel title="Todavía no hay reglamento publicado">
          Mientras tanto, respetá a los demás jugadores y hacé caso a los admins de cada servidor.
        </StatePanel>
      ) : null}

      {state.status === 'success' && sets.length > 0 ? (
        <Columns>
          <Index aria-labelledby="indice-reglamentos">
            <h2 id="indice-reglamentos">Secciones</h2>
            <SectionList>
              {sets.map((set) => (
                <li key={set.slug}>
                  <Link to={`#${set.slug}`} aria-current={targetId(target) === set.slug ? 'location' : undefined}>
                    {set.title}
                  </Link>
                </li>
              ))}
            </SectionList>
          </Index>
          <Sections>
            {target.kind === 'missing' ? <MissingAnchor asked={target.asked} /> : null}
            {sets.map((set) => (
              <RuleSection key={set.slug} set={set} target={targetId(target)} />
            ))}
          </Sections>
        </Columns>
      ) : null}
    </PageColumn>
  );
}
