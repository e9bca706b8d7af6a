import { useEffect, useRef, useState } from 'react';
import {
  errorMessage,
  paths,
  useSession,
  useSessionStore,
  type MembershipView,
  type RedirectState,
  type UserType,
  useNavigate,
  useSearchParams,
  leaveFor,
} from '@cs16ar/shared';
import { useQuery } from '@cs16ar/shared/data';
import { myMembershipQuery, postCheckout } from '../../your-membership';
import { isPaidPlanId, type PaidPlanId } from '../lib/plans';

export const PURCHASE_FAILED = 'No pudimos iniciar el pago. Intentá de nuevo en unos minutos.';

/** The chosen paid plan lives in the URL, so signing in on the way keeps it (`/membresia?plan=premium`). */
export const PLAN_PARAM = 'plan';
/** MercadoPago sends the player back to `/membresia?pago=<order>&status=approved|pending|rejected` (`back_url`). */
export const RETURN_PARAM = 'pago';
/** How often the page asks the CMS whether MercadoPago confirmed an approved payment. */
export const CONFIRMATION_POLL_MS = 2000;

export type PaymentReturn =
  | { outcome: 'confirmed'; plan: PaidPlanId }
  | { outcome: 'confirming' }
  | { outcome: 'pending' }
  | { outcome: 'rejected' };

export type MembershipPurchase = {
  role: UserType;
  isSignedIn: boolean;
  /** The paid plan in the summary panel, if any. */
  selected: PaidPlanId | null;
  /** The plan being paid; set from "Completar Compra" until the browser leaves for MercadoPago. */
  processing: PaidPlanId | null;
  /** Why the checkout could not start, in Spanish (the CMS's message when it sent one). */
  error: string | null;
  /** What happened at MercadoPago, once the player is back. */
  returned: PaymentReturn | null;
  select(plan: PaidPlanId): void;
  cancel(): void;
  /** `adminServerId`: the Admin plan's server, required for it. */
  complete(adminServerId?: string): void;
};

function returnOf(status: string | null, membership: MembershipView | null | undefined): PaymentReturn | null {
  if (membership && ['active', 'cancelled', 'past_due'].includes(membership.state)) {
    return { outcome: 'confirmed', plan: membership.plan };
  }
  if (status === 'rejected') return { outcome: 'rejected' };
  if (status === 'pending' || status === 'in_process') return { outcome: 'pending' };
  return { outcome: 'confirming' };
}

/**
 * docs/product.md §4 "Membership purchase": no selection → plan selected → processing → MercadoPago's checkout, where
 * the player pays; back here (`back_url`) the page says what happened, from what the CMS knows (MercadoPago tells
 * the CMS, never the browser). The role shown is always the CMS's: the session is refreshed once it changed.
 */
export function useMembershipPurchase(): MembershipPurchase {
  const { user, role } = useSession();
  const store = useSessionStore();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [processing, setProcessing] = useState<PaidPlanId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const back = searchParams.has(RETURN_PARAM);
  const status = searchParams.get('status');
  const membership = useQuery({
    ...myMembershipQuery(user?.id ?? 0),
    enabled: user !== null && back,
    refetchInterval: (query) =>
      status !== 'rejected' && query.state.data?.state !== 'active' ? CONFIRMATION_POLL_MS : false,
  });
  const returned = back && user ? returnOf(status, membership.data) : null;
  const refreshed = useRef(false);

  useEffect(() => {
    // The plan is granted by the CMS: the session's user (and the role badge) is read again once it is.
    if (returned?.outcome !== 'confirmed' || returned.plan === role || refreshed.current) return;
    refreshed.current = true;
    void store.refreshUser();
  }, [returned, role, store]);

  const requested = searchParams.get(PLAN_PARAM);
  const selected = processing ?? (user && isPaidPlanId(requested) && requested !== role ? requested : null);

  const setPlanParam = (plan: PaidPlanId | null) => {
    const params = new URLSearchParams(searchParams);
    if (plan) params.set(PLAN_PARAM, plan);
    else params.delete(PLAN_PARAM);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  return {
    role,
    isSignedIn: user !== null,
    selected,
    processing,
    error,
    returned,
    select(plan) {
      if (processing) return;
      if (!user) {
        // The route guard's own shape, so signing in brings the visitor back here with the plan chosen.
        const state: RedirectState = { from: { pathname: paths.membership, search: `?${PLAN_PARAM}=${plan}` } };
        navigate(paths.login, { state });
        return;
      }
      setError(null);
      setPlanParam(plan);
    },
    cancel() {
      if (processing) return;
      setError(null);
      setPlanParam(null);
    },
    complete(adminServerId) {
      if (!selected || processing) return;
      setProcessing(selected);
      setError(null);
      postCheckout(selected, selected === 'admin' ? (adminServerId ?? null) : null).then(
        (checkoutUrl) => leaveFor.url(checkoutUrl),
        (failure: unknown) => {
          setError(errorMessage(failure, PURCHASE_FAILED));
          setProcessing(null);
        },
      );
    },
  };
}
