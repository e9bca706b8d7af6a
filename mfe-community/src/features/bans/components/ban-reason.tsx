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
