import styled from 'styled-components';
import { StatusDot } from '@cs16ar/shared';
import { InfoIcon } from '@cs16ar/shared/icons';
import { SectionCard } from './section-card';

const List = styled.dl`
  display: grid;
  gap: 12px;
  margin: 0;

  div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-weight: 600;
  }
`;

/** SPEC §2: fixed placeholder text, not read from any data. */
export function ProfileInfoCard() {
  return (
    <SectionCard title="Información" icon={<InfoIcon />}>
      <List>
        <div>
          <dt>Miembro desde</dt>
          <dd>Octubre 2024</dd>
        </div>
        <div>
          <dt>Estado</dt>
          <dd>
            <StatusDot $online aria-hidden="true" />
            En línea
          </dd>
        </div>
        <div>
          <dt>Última conexión</dt>
          <dd>Hoy, 15:45</dd>
        </div>
      </List>
    </SectionCard>
  );
}
