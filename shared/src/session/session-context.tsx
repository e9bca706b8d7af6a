import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { isStaffMember, roleOf, type User, type UserType } from '../types/user';
import { sessionStore as defaultStore } from './session';
import type { SessionStore, SignedOutReason } from './session-store';

const SessionContext = createContext<SessionStore>(defaultStore);

/** Provides the session to a tree; tests pass their own store. Restores the stored session on mount. */
export function SessionProvider({ store = defaultStore, children }: { store?: SessionStore; children: ReactNode }) {
  useEffect(() => {
    if (store.getState().isLoading) store.restore();
  }, [store]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): SessionStore {
  return useContext(SessionContext);
}

export type SessionView = {
  isLoading: boolean;
  isAuthenticated: boolean;
  jwt: string | null;
  user: User | null;
  role: UserType;
  /** On the community's staff (owner, administrator, moderator): the moderation page and the ban actions. */
  isStaff: boolean;
  /** The API refused the last session's token: the sign-in page says so. */
  sessionExpired: boolean;
  /** The player ended every session, or deleted the account: the sign-in page says so. */
  signedOut: SignedOutReason | null;
};

export function useSession(): SessionView {
  const store = useSessionStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return {
    isLoading: state.isLoading,
    isAuthenticated: state.user !== null,
    jwt: state.jwt,
    user: state.user,
    role: roleOf(state.user),
    isStaff: isStaffMember(state.user),
    sessionExpired: state.sessionExpired === true,
    signedOut: state.signedOut ?? null,
  };
}
