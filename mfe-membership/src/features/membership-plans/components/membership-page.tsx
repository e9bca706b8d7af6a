import styled from 'styled-components';
import { Button, ButtonLink, mediaUp, paths, usePageMeta, pageHeads } from '@cs16ar/shared';
import { MembershipFaq } from './membership-faq';
import { useMembershipPurchase } from '../hooks/use-membership-purchase';
import { planById, plans, type Plan } from '../lib/plans';
import { PlanCard } from './plan-card';
import { PaymentReturnBanner } from './payment-return';
import { PurchaseSummary } from './purchase-summary';

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 32px 16px 48px;

  ${mediaUp('md')} {
    padding: 56px 24px 72px;
  }
`;

const Header = styled.header`
  text-align: center;
  max-width: 860px;
  margin: 0 auto 48px;

  h1 {
    font-size: clamp(1.9rem, 5vw, 2.75rem);
    letter-spacing: -0.01em;
    margin-bottom: 12px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1.05rem;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 28px;
  grid-template-columns: minmax(0, 1fr);
  max-width: 480px;
  margin: 0 auto;

  ${mediaUp('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    max-width: none;
    gap: 24px;
    align-items: stretch;
  }
`;

/** docs/product.md §2 "Membership" at /membresia: plans, the purchase summary and the FAQ. */
export function MembershipPage() {
  usePageMeta(pageHeads.membership.title, pageHeads.membership.description);
  const purchase = useMembershipPurchase();
  const { role, selected, processing, error, returned } = purchase;

  const actionFor = (plan: Plan) => {
    if (plan.id === role) {
      return (
        <Button $variant="secondary" $block disabled>
          Plan Actual
        </Button>
      );
    }
    if (plan.id === 'regular') {
      // docs/product.md §2: the free card, when it is not the user's plan, reads "Tu Plan Actual" and goes to the profile.
      return (
        <ButtonLink to={paths.profile} $variant="secondary" $block>
          Tu Plan Actual
        </ButtonLink>
      );
    }
    const paidPlan = plan.id;
    return (
      <Button
        $variant={plan.popular ? 'primary' : 'secondary'}
        $block
        aria-pressed={selected === paidPlan}
        aria-describedby={`plan-${paidPlan}-title`}
        disabled={processing !== null}
        onClick={() => purchase.select(paidPlan)}
      >
        Seleccionar Plan
      </Button>
    );
  };

  return (
    <Page>
      <Header>
        <h1>{pageHeads.membership.heading}</h1>
        <p>{pageHeads.membership.intro}</p>
      </Header>
      {returned && <PaymentReturnBanner returned={returned} />}
      <Grid>
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} selected={selected === plan.id} action={actionFor(plan)} />
        ))}
      </Grid>
      {selected && (
        <PurchaseSummary
          plan={planById(selected)}
          processing={processing !== null}
          error={error}
          onComplete={purchase.complete}
          onCancel={purchase.cancel}
        />
      )}
      <MembershipFaq />
    </Page>
  );
}
