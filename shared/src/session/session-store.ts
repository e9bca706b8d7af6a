import type { AuthResponse, Session, User } from '../types/user';
import type { LoginInput, RegisterInput } from '../api/auth-api';

export const SESSION_STORAGE_KEY = 'user';

export type SessionState = {
  /** True until the stored session has been read (docs/product.md §4 "loading flag"). */
  isLoading: boolean;
  jwt: string | null;
  user: User | null;
  /** Set when the API refused the session's token (expired or revoked), until the next sign-in. */
  sessionExpired?: true;
};

/** The calls the store needs from the API; injected so the store stays framework- and HTTP-agnostic. */
export type AuthGateway = {
  login(input: LoginInput): Promise<AuthResponse>;
  register(input: RegisterInput): Promise<AuthResponse>;
  currentUser(jwt: string): Promise<User>;
};

type Listener = (state: SessionState) => void;

export type SessionStore = {
  getState(): SessionState;
  subscribe(listener: Listener): () => void;
  /** Reads the session kept in storage; garbage there is removed, never thrown. */
  restore(): void;
  login(input: LoginInput): Promise<User>;
  register(input: RegisterInput): Promise<User>;
  logout(): void;
  /** Ends the session because the API refused `jwt` (401); a session signed in since is kept. */
  expire(jwt: string): void;
  /** Merges fields the server returned (profile save, membership change) into the stored user. */
  updateUser(fields: Partial<User>): void;
  /** Re-reads the current user from the API (after a picture upload). */
  refreshUser(): Promise<User | null>;
};

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { jwt, user } = value as Record<string, unknown>;
  if (typeof jwt !== 'string' || jwt === '') return false;
  if (typeof user !== 'object' || user === null) return false;
  const { id, username } = user as Record<string, unknown>;
  return typeof id === 'number' && typeof username === 'string';
}

export function createSessionStore(options: { storage: Storage | null; auth: AuthGateway }): SessionStore {
  const { storage, auth } = options;
  let state: SessionState = { isLoading: true, jwt: null, user: null };
  const listeners = new Set<Listener>();

  function setState(next: SessionState) {
    state = next;
    listeners.forEach((listener) => listener(state));
  }

  function persist(session: Session | null) {
    try {
      if (session) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
      else storage?.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Storage full or disabled (private mode): the session still lives in memory for this visit.
    }
  }

  function readStored(): Session | null {
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
    persist(null);
    return null;
  }

  function signIn(response: AuthResponse): User {
    if (!isSession(response)) throw new Error('La respuesta del servidor no contiene una sesión válida.');
    persist({ jwt: response.jwt, user: response.user });
    setState({ isLoading: false, jwt: response.jwt, user: response.user });
    return response.user;
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restore() {
      const stored = readStored();
      setState({ isLoading: false, jwt: stored?.jwt ?? null, user: stored?.user ?? null });
    },
    async login(input) {
      return signIn(await auth.login(input));
    },
    async register(input) {
      return signIn(await auth.register(input));
    },
    logout() {
      persist(null);
      setState({ isLoading: false, jwt: null, user: null });
    },
    expire(jwt) {
      if (state.jwt !== jwt) return;
      persist(null);
      setState({ isLoading: false, jwt: null, user: null, sessionExpired: true });
    },
    updateUser(fields) {
      if (!state.jwt || !state.user) return;
      const user = { ...state.user, ...fields };
      persist({ jwt: state.jwt, user });
      setState({ ...state, user });
    },
    async refreshUser() {
      const jwt = state.jwt;
      if (!jwt) return null;
      const user = await auth.currentUser(jwt);
      // The session may have changed (sign-out) while the request was in flight.
      if (state.jwt !== jwt || !state.user) return null;
      // The CMS is the only authority on every field, the role included.
      const merged = { ...state.user, ...user };
      persist({ jwt, user: merged });
      setState({ ...state, user: merged });
      return merged;
    },
  };
}
