import styled from 'styled-components';
import { Alert, mediaUp, usePageMeta, pageHeads } from '@cs16ar/shared';
import { ShieldIcon } from '@cs16ar/shared/icons';
import { PageColumn, PageHeader } from '../../../components/community-page';
import { StatePanel } from '../../../components/state-panel';
import { useStaff } from '../hooks/use-staff';
import { staffGroups } from '../lib/staff-groups';
import { StaffCard, StaffCardSkeleton } from './staff-card';

const Group = styled.section`
  & + & {
    margin-top: 40px;
  }
  h2 {
    margin: 0 0 16px;
    font-size: 1.35rem;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** docs/product.md §2 "Staff" at /comunidad/staff: the people an administrator gave a staff role in the CMS. */
export function StaffPage() {
  usePageMeta(pageHeads.staff.title, pageHeads.staff.description);
  const state = useStaff();

  return (
    <PageColumn>
      <PageHeader icon={<ShieldIcon size={16} />} title={pageHeads.staff.heading}>
        {pageHeads.staff.intro}
      </PageHeader>

      {state.status === 'loading' ? (
        <>
          <p className="visually-hidden" role="status">
            Cargando staff...
          </p>
          <Grid aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <li key={index}>
                <StaffCardSkeleton />
              </li>
            ))}
          </Grid>
        </>
      ) : null}

      {state.status === 'error' ? (
        <Alert tone="error" onRetry={state.reload}>
          {state.message}
        </Alert>
      ) : null}

      {state.status === 'success' && state.members.length === 0 ? (
        <StatePanel title="Todavía no hay staff publicado">
          Cuando un administrador asigne los roles del equipo, lo vas a ver acá.
        </StatePanel>
      ) : null}

      {state.status === 'success'
        ? staffGroups(state.members).map((group) => (
            <Group key={group.role} aria-labelledby={`grupo-${group.role}`}>
              <h2 id={`grupo-${group.role}`}>{group.title}</h2>
              <Grid>
                {group.members.map((member) => (
                  <li key={member.profileId}>
                    <StaffCard member={member} />
                  </li>
                ))}
              </Grid>
            </Group>
          ))
        : null}
    </PageColumn>
  );
}
