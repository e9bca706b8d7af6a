import { useEffect, useState } from 'react';
import {
  errorMessage,
  paths,
  roleOf,
  useSession,
  useSessionStore,
  type RedirectState,
  type UserType,
  useNavigate,
  useSearchParams,
} from '@cs16ar/shared';
import { postDemoPurchase } from '../api/demo-purchase';
import { isPaidPlanId, type PaidPlanId } from '../lib/plans';

export const PURCHASE_FAILED = 'No pudimos completar la compra. Intentá de nuevo en unos minutos.';

/** docs/product.md §9: the redirect to the profile 1.5 s after a membership change. */
export const PROFILE_REDIRECT_DELAY_MS = 1500;
/** The chosen paid plan lives in the URL, so signing in on the way keeps it (`/membresia?plan=premium`). */
export const PLAN_PARAM = 'plan';

export type MembershipPurchase = {
  role: UserType;
  isSignedIn: boolean;
  /** The paid plan in the summary panel, if any. */
  selected: PaidPlanId | null;
  /** The plan being bought; set from "Completar Compra" until the redirect. */
  processing: PaidPlanId | null;
  /** Why the last purchase failed, in Spanish (the CMS's message when it sent one). */
  error: string | null;
  select(plan: PaidPlanId): void;
  cancel(): void;
  complete(): void;
};

/**
 * docs/product.md §4 "Membership purchase": no selection → plan selected → processing; then the CMS records the new
 * userType (a demo purchase: no payment), the session takes the user the CMS answered, and after 1.5 s
 * the user goes to /perfil. The role shown is always the CMS's.
 */
export function useMembershipPurchase(): MembershipPurchase {
  const { user, role } = useSession();
  const store = useSessionStore();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [processing, setProcessing] = useState<PaidPlanId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const purchased = processing !== null && role === processing;

  useEffect(() => {
    if (!purchased) return;
    const timer = window.setTimeout(() => navigate(paths.profile), PROFILE_REDIRECT_DELAY_MS);
    // Leaving the page first (or unmounting) cancels the redirect.
    return () => window.clearTimeout(timer);
  }, [purchased, navigate]);

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
    complete() {
      if (!selected || processing) return;
      setProcessing(selected);
      setError(null);
      postDemoPurchase(selected).then(
        (updated) => {
          store.updateUser(updated);
          // Whatever the CMS answered is the role shown; only the plan asked for completes the purchase.
          if (roleOf(updated) !== selected) {
            setError(PURCHASE_FAILED);
            setProcessing(null);
          }
        },
        (failure: unknown) => {
          setError(errorMessage(failure, PURCHASE_FAILED));
          setProcessing(null);
        },
      );
    },
  };
}
