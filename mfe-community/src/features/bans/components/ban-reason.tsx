import styled from 'styled-components';
import { Link, paths, type Ban } from '@cs16ar/shared';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The reason, and the rule it broke linked to its place in the rule book ("Regla general-3"). */
export function BanReason({ ban }: { ban: Ban }) {
  return (
    <>
      {ban.reason ?? <Muted>Sin motivo</Muted>}
      {ban.ruleAnchor ? (
        <>
          {' · '}
          <Link to={paths.communityRule(ban.ruleAnchor)}>Regla {ban.ruleAnchor}</Link>
        </>
      ) : null}
    </>
  );
}

const Note = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.85rem;
`;

/** A community-wide ban: "En toda la comunidad · aplicado en 24 de 25" (its latest command over the other servers). */
export function Deliveries({ ban }: { ban: Ban }) {
  if (!ban.communityWide) return null;
  return (
    <Note>
      En toda la comunidad
      {ban.deliveries ? ` · aplicado en ${ban.deliveries.applied} de ${ban.deliveries.total}` : null}
    </Note>
  );
}
