import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { CheckIcon, CrossIcon, ShieldCheckIcon, StarIcon, UserIcon, type IconComponent } from '@cs16ar/shared/icons';
import { formatPesos } from '@cs16ar/shared/format';
import type { Plan, PlanId } from '../lib/plans';

const Card = styled.article<{ $popular: boolean; $selected: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  padding: 28px 24px 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition:
    border-color ${({ theme }) => theme.transitions.normal},
    box-shadow ${({ theme }) => theme.transitions.normal};

  ${({ $popular, theme }) =>
    $popular &&
    css`
      border-color: rgba(255, 138, 31, 0.55);
      background:
        radial-gradient(120% 60% at 50% 0%, rgba(255, 138, 31, 0.14) 0%, transparent 70%), ${theme.colors.surface};
    `}

  ${({ $selected, theme }) =>
    $selected &&
    css`
      border-color: ${theme.colors.primary};
      box-shadow:
        0 0 0 1px ${theme.colors.primary},
        ${theme.shadows.glow};
    `}
`;

const Ribbon = styled.span`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  padding: 4px 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.gradients.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.75rem;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  white-space: nowrap;
`;

const Heading = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;

  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
`;

const Emblem = styled.span<{ $plan: Plan['id'] }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 12px;
  flex: none;
  color: ${({ $plan }) => ($plan === 'premium' ? '#1f1300' : '#fff')};
  background: ${({ $plan, theme }) =>
    $plan === 'premium'
      ? theme.gradients.premium
      : $plan === 'admin'
        ? theme.gradients.admin
        : theme.colors.surfaceHover};
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: 6px;
  margin: 0 0 20px;

  strong {
    font-size: 2.5rem;
    line-height: 1;
    font-weight: 800;
    letter-spacing: -0.02em;
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Features = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 20px 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  flex-direction: column;
  gap: 12px;
  flex: 1;
`;

const Feature = styled.li<{ $included: boolean }>`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  line-height: 1.4;
  color: ${({ $included, theme }) => ($included ? theme.colors.text : theme.colors.textFaint)};

  svg {
    flex: none;
    margin-top: 1px;
    padding: 2px;
    border-radius: 50%;
    color: ${({ $included, theme }) => ($included ? theme.colors.success : theme.colors.textFaint)};
    background: ${({ $included }) => ($included ? 'rgba(34, 197, 94, 0.14)' : 'rgba(255, 255, 255, 0.06)')};
  }
`;

const planIcons: Record<PlanId, IconComponent> = { regular: UserIcon, premium: StarIcon, admin: ShieldCheckIcon };

/** One plan of docs/product.md §2 "Membership", with its price, features and the action for this user. */
export function PlanCard({ plan, selected, action }: { plan: Plan; selected: boolean; action: ReactNode }) {
  const titleId = `plan-${plan.id}-title`;
  const PlanIcon = planIcons[plan.id];
  return (
    <Card $popular={plan.popular} $selected={selected} aria-labelledby={titleId}>
      {plan.popular && <Ribbon>Más Popular</Ribbon>}
      <Heading>
        <Emblem $plan={plan.id}>
          <PlanIcon size={22} />
        </Emblem>
        <h2 id={titleId}>{plan.name}</h2>
      </Heading>
      <Price>
        {plan.monthlyPrice === 0 ? (
          <strong>Gratis</strong>
        ) : (
          <>
            <strong>{formatPesos(plan.monthlyPrice)}</strong>
            <span>/ mes</span>
          </>
        )}
      </Price>
      <Features>
        {plan.features.map((feature) => (
          <Feature key={feature.label} $included={feature.included}>
            {feature.included ? <CheckIcon size={20} /> : <CrossIcon size={20} />}
            <span>
              {!feature.included && <span className="visually-hidden">No incluye: </span>}
              {feature.label}
            </span>
          </Feature>
        ))}
      </Features>
      {action}
    </Card>
  );
}
