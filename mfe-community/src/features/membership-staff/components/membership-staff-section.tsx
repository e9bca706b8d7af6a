import { useState } from 'react';
import styled from 'styled-components';
import { mediaUp, useSearchParams, type MembershipState } from '@cs16ar/shared';
import { PagePanel } from '../../../components/page-panel';
import { STATE_FILTER_PARAM, stateFilterOf } from '../lib/membership-staff-view';
import { CourtesyForm } from './courtesy-form';
import { MemberDetail } from './member-detail';
import { MemberList, StateFilter } from './member-list';

const Section = styled.section`
  display: grid;
  gap: 16px;
  margin-top: 32px;
  min-width: 0;

  > h2 {
    margin: 0;
    font-size: 1.5rem;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 24px;

  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

/** /admin "Membresías": members by state (`?membresias=`), one member's detail and refunds, a courtesy. */
export function MembershipStaffSection() {
  const [params, setParams] = useSearchParams();
  const state = stateFilterOf(params.get(STATE_FILTER_PARAM));
  const [chosenId, setChosenId] = useState<string | null>(null);

  const filter = (next: MembershipState | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(STATE_FILTER_PARAM, next);
        else updated.delete(STATE_FILTER_PARAM);
        return updated;
      },
      { replace: true },
    );

  return (
    <Section aria-labelledby="memberships-heading">
      <h2 id="memberships-heading">Membresías</h2>
      <Columns>
        <Column>
          <StateFilter state={state} onChange={filter} />
          <MemberList state={state} chosenId={chosenId} onChoose={setChosenId} />
        </Column>
        <Column>
          {chosenId ? (
            <PagePanel>
              <MemberDetail membershipId={chosenId} />
            </PagePanel>
          ) : null}
          <CourtesyForm onGranted={(detail) => setChosenId(detail.id)} />
        </Column>
      </Columns>
    </Section>
  );
}
