import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemotePageId, RemotePageModule } from '@cs16ar/shared';

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly pageId: RemotePageId,
    options?: { cause?: unknown },
  ) {
    // The cause goes into the message: consoles and error reporters often show only the message and stack.
    const cause = options?.cause;
    const reason = cause instanceof Error ? cause.message : cause === undefined ? '' : String(cause);
    super(reason ? `No se pudo cargar ${pageId}: ${reason}` : `No se pudo cargar ${pageId}`, options);
  }
}

/** Where a page's code stands, as the page renders it: its skeleton, the page, or its error. */
export type RemotePageState =
  | { status: 'loading' }
  | { status: 'loaded'; Page: ComponentType }
  | { status: 'failed'; error: RemoteUnavailableError };

const LOADING: RemotePageState = { status: 'loading' };
const states = new Map<RemotePageId, RemotePageState>();
const listeners = new Set<() => void>();

function setState(pageId: RemotePageId, state: RemotePageState) {
  states.set(pageId, state);
  listeners.forEach((listener) => listener());
}

/** The page's state now (the same object until it changes, as `useSyncExternalStore` needs). */
export function remotePageState(pageId: RemotePageId): RemotePageState {
  return states.get(pageId) ?? LOADING;
}

/** What a render on the server, or the hydration of its HTML, sees: every page still loading. */
export function remotePageStateBeforeHydration(): RemotePageState {
  return LOADING;
}

export function subscribeRemotePages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// One attempt per page at a time, shared by whoever asks (the early start, the prefetch, the page itself):
// Module Federation must not be asked twice for a remote whose first try failed (a second call can get the
// page's module without its shared dependencies). A failed attempt stays the answer until "Reintentar".
const attempts = new Map<RemotePageId, Promise<RemotePageModule>>();

export function loadRemotePage(pageId: RemotePageId, { fresh = false } = {}): Promise<RemotePageModule> {
  let attempt = fresh ? undefined : attempts.get(pageId);
  if (!attempt) {
    // A new attempt ("Reintentar", or a first one after a failure) shows the skeleton until it ends.
    if (fresh || states.get(pageId)?.status === 'failed') setState(pageId, LOADING);
    attempt = attemptRemotePage(pageId);
    attempts.set(pageId, attempt);
  }
  return attempt;
}

async function attemptRemotePage(pageId: RemotePageId): Promise<RemotePageModule> {
  let module: RemotePageModule | null | undefined;
  try {
    module = await loadRemote<RemotePageModule>(pageId);
  } catch (cause) {
    const error = new RemoteUnavailableError(pageId, { cause });
    setState(pageId, { status: 'failed', error });
    throw error;
  }
  if (!module || typeof module.default !== 'function') {
    const error = new RemoteUnavailableError(pageId);
    setState(pageId, { status: 'failed', error });
    throw error;
  }
  setState(pageId, { status: 'loaded', Page: module.default });
  return module;
}
