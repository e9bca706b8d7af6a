import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths, useSession, useSessionStore, type RedirectState, type UserType } from '@cs16ar/shared';
import { isPaidPlanId, type PaidPlanId } from '../lib/plans';

/** SPEC §9: the redirect to the profile 1.5 s after a membership change. */
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
  select(plan: PaidPlanId): void;
  cancel(): void;
  complete(): void;
};

/**
 * SPEC §4 "Membership purchase": no selection → plan selected → processing; then the user's userType
 * changes locally (no payment call: there is no payment backend, the spec keeps it local) and after 1.5 s
 * the user goes to /perfil.
 */
export function useMembershipPurchase(): MembershipPurchase {
  const { user, role } = useSession();
  const store = useSessionStore();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [processing, setProcessing] = useState<PaidPlanId | null>(null);

  useEffect(() => {
    if (!processing) return;
    const timer = window.setTimeout(() => navigate(paths.profile), PROFILE_REDIRECT_DELAY_MS);
    // Leaving the page first (or unmounting) cancels the redirect.
    return () => window.clearTimeout(timer);
  }, [processing, navigate]);

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
    select(plan) {
      if (processing) return;
      if (!user) {
        // The route guard's own shape, so signing in brings the visitor back here with the plan chosen.
        const state: RedirectState = { from: { pathname: paths.membership, search: `?${PLAN_PARAM}=${plan}` } };
        navigate(paths.login, { state });
        return;
      }
      setPlanParam(plan);
    },
    cancel() {
      if (!processing) setPlanParam(null);
    },
    complete() {
      if (!selected || processing) return;
      setProcessing(selected);
      try {
        store.updateUser({ userType: selected });
      } catch (error) {
        // SPEC §8: a failed membership update is only logged.
        console.error('No se pudo actualizar la membresía', error);
        setProcessing(null);
      }
    },
  };
}
