import styled from 'styled-components';
import { Link, paths, useSession } from '@cs16ar/shared';
import { myMembershipQuery, useQuery } from '@cs16ar/shared/data';

// Loaded only for a paid account (user-menu.tsx), so the landing of a visitor downloads no data layer for it.

export const CHARGE_FAILED_TEXT = 'No pudimos cobrar tu membresía: reintentá el pago';

const BarLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: 0.8125rem;
  font-weight: 700;
  white-space: nowrap;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const MenuLink = styled(Link)`
  color: ${({ theme }) => theme.colors.dangerText} !important;
  font-weight: 700;
`;

/** Whether the signed-in player's monthly charge was rejected (past due: access kept through the grace days). */
function useChargeFailed(): boolean {
  const { user } = useSession();
  const { data } = useQuery({ ...myMembershipQuery(user?.id ?? 0), enabled: Boolean(user) });
  return data?.state === 'past_due';
}

/**
 * A past-due member's way to pay the month that failed, on the top bar (`variant="bar"`) and as the account menu's
 * first item (`variant="menu"`): both lead to `/tu-membresia`, where "Reintentar el pago" is.
 */
export function ChargeFailedNotice({ variant, onFollow }: { variant: 'bar' | 'menu'; onFollow?: () => void }) {
  if (!useChargeFailed()) return null;
  if (variant === 'menu') {
    return (
      <li>
        <MenuLink to={paths.yourMembership} onClick={onFollow}>
          {CHARGE_FAILED_TEXT}
        </MenuLink>
      </li>
    );
  }
  return (
    // Short on the bar at every width (the whole sentence did not fit beside the account at 1440 px); the sentence
    // is its accessible name and tooltip, and the account menu's first item.
    <BarLink to={paths.yourMembership} aria-label={CHARGE_FAILED_TEXT} title={CHARGE_FAILED_TEXT}>
      <span aria-hidden="true">Pago vencido</span>
    </BarLink>
  );
}
