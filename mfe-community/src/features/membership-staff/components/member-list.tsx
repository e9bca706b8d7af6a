import {
  Alert,
  Badge,
  Button,
  MEMBERSHIP_STATES,
  membershipStateLabels,
  type MembershipState,
  type StaffMembershipView,
} from '@cs16ar/shared';
import { queryView, useQuery } from '@cs16ar/shared/data';
import { formatDate } from '@cs16ar/shared/format';
import { FieldRow, Select } from '@cs16ar/shared/form';
import { Card, CardList, CardTop } from '../../../components/card-list';
import { LoadingBlocks } from '../../../components/loading-blocks';
import { staffMembersQuery } from '../api/membership-staff';
import { memberName, planLine } from '../lib/membership-staff-view';

export const MEMBERS_LOAD_FAILED = 'No pudimos cargar las membresías. Revisá tu conexión e intentá de nuevo.';

/** "Estado": every state, or one; the choice lives in the address (`?membresias=`). */
export function StateFilter({
  state,
  onChange,
}: {
  state: MembershipState | null;
  onChange: (state: MembershipState | null) => void;
}) {
  return (
    <FieldRow label="Estado">
      {(control) => (
        <Select
          {...control}
          value={state ?? ''}
          onChange={(event) => onChange((event.target.value || null) as MembershipState | null)}
        >
          <option value="">Todos los estados</option>
          {MEMBERSHIP_STATES.map((one) => (
            <option key={one} value={one}>
              {membershipStateLabels[one].label}
            </option>
          ))}
        </Select>
      )}
    </FieldRow>
  );
}

function MemberRow({
  member,
  chosen,
  onChoose,
}: {
  member: StaffMembershipView;
  chosen: boolean;
  onChoose: (membershipId: string) => void;
}) {
  const name = memberName(member);
  const until = formatDate(member.periodEnd);
  const state = membershipStateLabels[member.state];
  return (
    <Card $chosen={chosen}>
      <CardTop>
        <strong>{name}</strong>
        <Badge $tone={state.tone}>{state.label}</Badge>
      </CardTop>
      <p>
        {member.player && member.player.nickname ? `@${member.player.username} · ` : ''}
        {planLine(member)}
        {until ? ` · hasta el ${until}` : ''}
      </p>
      <div>
        <Button
          $variant={chosen ? 'secondary' : 'ghost'}
          $size="sm"
          aria-label={`Ver membresía de ${name}`}
          aria-pressed={chosen}
          onClick={() => onChoose(member.id)}
        >
          Ver membresía
        </Button>
      </div>
    </Card>
  );
}

/** The members in the chosen state, latest changed first (the CMS's order). */
export function MemberList({
  state,
  chosenId,
  onChoose,
}: {
  state: MembershipState | null;
  chosenId: string | null;
  onChoose: (membershipId: string) => void;
}) {
  const query = useQuery(staffMembersQuery(state));
  const view = queryView(query);
  if (view.status === 'loading') return <LoadingBlocks label="Cargando membresías..." heights={['84px', '84px']} />;
  if (view.status === 'error') {
    return (
      <Alert tone="error" onRetry={() => void query.refetch()}>
        {MEMBERS_LOAD_FAILED}
      </Alert>
    );
  }
  if (view.data.length === 0) return <p>{state ? 'No hay membresías en ese estado.' : 'Todavía no hay membresías.'}</p>;
  return (
    <CardList aria-label="Membresías">
      {view.data.map((member) => (
        <MemberRow key={member.id} member={member} chosen={member.id === chosenId} onChoose={onChoose} />
      ))}
    </CardList>
  );
}
