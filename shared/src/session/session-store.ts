import type { AuthResponse, Session, TokenPair, User } from '../types/user';
import type { LoginInput, RegisterInput } from '../api/auth-api';

export const SESSION_STORAGE_KEY = 'user';

/** Why a session ended on purpose, for the sign-in page to say (an expired one is `sessionExpired`). */
export type SignedOutReason = 'everywhere' | 'account-deleted';

export type SessionState = {
  /** True until the stored session has been read (docs/product.md §4 "loading flag"). */
  isLoading: boolean;
  jwt: string | null;
  user: User | null;
  /** Set when the API refused the session's token (expired or revoked), until the next sign-in. */
  sessionExpired?: true;
  /** Set when the player ended every session or deleted the account, until the next sign-in. */
  signedOut?: SignedOutReason;
};

/** The calls the store needs from the API; injected so the store stays framework- and HTTP-agnostic. */
export type AuthGateway = {
  login(input: LoginInput & { rememberMe: boolean }): Promise<AuthResponse>;
  register(input: RegisterInput): Promise<AuthResponse>;
  currentUser(jwt: string): Promise<User>;
  /** New tokens for a refresh token; null when the CMS refuses it (ended or expired session). */
  refresh(refreshToken: string): Promise<TokenPair | null>;
  /** Revokes the session on the CMS (`scope: 'all'`: every session of the account). */
  logout(tokens: { jwt: string; refreshToken: string }, scope?: 'all'): Promise<void>;
};

/**
 * Where sessions are kept: with "Recordarme" in `remembered` (localStorage: it survives the browser), without it
 * in `browserSession` (sessionStorage: it ends with the browser session). Either may be missing (no window, a
 * browser that refuses storage): the session then lives in memory for this visit.
 */
export type SessionStorages = { remembered: Storage | null; browserSession: Storage | null };

type Listener = (state: SessionState) => void;

export type SessionStore = {
  getState(): SessionState;
  subscribe(listener: Listener): () => void;
  /** Reads the session kept in storage; garbage there is removed, never thrown. */
  restore(): void;
  /** Signs in; `remember` ("Recordarme") keeps the session after the browser closes. */
  login(input: LoginInput, options?: { remember?: boolean }): Promise<User>;
  register(input: RegisterInput): Promise<User>;
  /**
   * Signs in with tokens the CMS answered elsewhere: a password change (kept where the session was kept), a
   * password reset (`remember: false`: a browser session, as the CMS made it).
   */
  adopt(response: AuthResponse, options?: { remember?: boolean }): User;
  /** Forgets the session here at once and revokes it on the CMS behind the scenes. */
  logout(): void;
  /** Ends every session of the account on the CMS, then here; rejects (still signed in) if the CMS refused. */
  logoutEverywhere(): Promise<void>;
  /** Forgets the session of an account the CMS just deleted. */
  forgetDeletedAccount(): void;
  /** Ends the session because the API refused `jwt` (401); a session signed in since is kept. */
  expire(jwt: string): void;
  /**
   * A new access token for the session whose token `rejected` the API refused: renewed with the refresh token
   * (once for every call that saw it refused), or null when the session cannot be renewed (it then expires).
   * Rejects when the CMS could not be asked (no connection): the session stays.
   */
  renewToken(rejected: string): Promise<string | null>;
  /** Merges fields the server returned (profile save, membership change) into the stored user. */
  updateUser(fields: Partial<User>): void;
  /** Re-reads the current user from the API (after a picture upload, a linked Steam ID). */
  refreshUser(): Promise<User | null>;
};

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { jwt, refreshToken, user } = value as Record<string, unknown>;
  if (typeof jwt !== 'string' || jwt === '') return false;
  if (refreshToken !== undefined && (typeof refreshToken !== 'string' || refreshToken === '')) return false;
  if (typeof user !== 'object' || user === null) return false;
  const { id, username } = user as Record<string, unknown>;
  return typeof id === 'number' && typeof username === 'string';
}

export function createSessionStore(options: { storages: SessionStorages; auth: AuthGateway }): SessionStore {
  const { storages, auth } = options;
  let state: SessionState = { isLoading: true, jwt: null, user: null };
  // The session behind `state`, with its refresh token and where it is kept.
  let session: Session | null = null;
  let remembered = false;
  let renewing: { from: string; result: Promise<string | null> } | null = null;
  const listeners = new Set<Listener>();

  function setState(next: SessionState) {
    state = next;
    listeners.forEach((listener) => listener(state));
  }

  function write(storage: Storage | null, value: Session | null) {
    try {
      if (value) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(value));
      else storage?.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Storage full or disabled (private mode): the session still lives in memory for this visit.
    }
  }

  function persist(next: Session | null) {
    write(storages.remembered, next && remembered ? next : null);
    write(storages.browserSession, next && !remembered ? next : null);
  }

  function readStored(storage: Storage | null): Session | null {
    let raw: string | null;
    try {
      raw = storage?.getItem(SESSION_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
    if (raw === null) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isSession(parsed)) return parsed;
    } catch {
      // fall through: unreadable JSON is garbage too
    }
    write(storage, null);
    return null;
  }

  function hold(next: Session | null, extra: Pick<SessionState, 'sessionExpired' | 'signedOut'> = {}) {
    session = next;
    persist(next);
    setState({ isLoading: false, jwt: next?.jwt ?? null, user: next?.user ?? null, ...extra });
  }

  function signIn(response: AuthResponse, remember: boolean): User {
    if (!isSession(response)) throw new Error('La respuesta del servidor no contiene una sesión válida.');
    remembered = remember;
    hold({ jwt: response.jwt, refreshToken: response.refreshToken, user: response.user });
    return response.user;
  }

  function forget(extra: Pick<SessionState, 'sessionExpired' | 'signedOut'> = {}) {
    renewing = null;
    hold(null, extra);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restore() {
      const kept = readStored(storages.remembered);
      const stored = kept ?? readStored(storages.browserSession);
      remembered = kept !== null;
      session = stored;
      setState({ isLoading: false, jwt: stored?.jwt ?? null, user: stored?.user ?? null });
    },
    async login(input, { remember = false } = {}) {
      return signIn(await auth.login({ ...input, rememberMe: remember }), remember);
    },
    async register(input) {
      return signIn(await auth.register(input), false);
    },
    adopt(response, { remember = session !== null && remembered } = {}) {
      return signIn(response, remember);
    },
    logout() {
      const ended = session;
      forget();
      if (ended?.refreshToken) {
        auth.logout({ jwt: ended.jwt, refreshToken: ended.refreshToken }).catch(() => {
          // Offline or already ended: the session is gone here, and the CMS ends it when it expires.
        });
      }
    },
    async logoutEverywhere() {
      const current = session;
      if (!current?.refreshToken) throw new Error('No hay una sesión que cerrar.');
      await auth.logout({ jwt: current.jwt, refreshToken: current.refreshToken }, 'all');
      if (session === current) forget({ signedOut: 'everywhere' });
    },
    forgetDeletedAccount() {
      forget({ signedOut: 'account-deleted' });
    },
    expire(jwt) {
      if (state.jwt !== jwt) return;
      forget({ sessionExpired: true });
    },
    renewToken(rejected) {
      const current = session;
      if (!current) return Promise.resolve(null);
      // Another call already renewed it: the new token.
      if (current.jwt !== rejected) return Promise.resolve(current.jwt);
      if (renewing?.from === rejected) return renewing.result;
      const refreshToken = current.refreshToken;
      if (!refreshToken) {
        forget({ sessionExpired: true });
        return Promise.resolve(null);
      }
      const result = auth.refresh(refreshToken).then(
        (pair) => {
          if (session !== current) return session?.jwt ?? null;
          if (!pair) {
            forget({ sessionExpired: true });
            return null;
          }
          hold({ ...current, jwt: pair.jwt, refreshToken: pair.refreshToken });
          return pair.jwt;
        },
        (error: unknown) => {
          if (renewing?.result === result) renewing = null;
          throw error;
        },
      );
      renewing = { from: rejected, result };
      return result;
    },
    updateUser(fields) {
      if (!session) return;
      hold({ ...session, user: { ...session.user, ...fields } });
    },
    async refreshUser() {
      const current = session;
      if (!current) return null;
      const user = await auth.currentUser(current.jwt);
      // The session may have changed (sign-out, renewed token) while the request was in flight.
      if (!session || session.user.id !== current.user.id) return null;
      // The CMS is the only authority on every field, the role included.
      const merged = { ...session.user, ...user };
      hold({ ...session, user: merged });
      return merged;
    },
  };
}
