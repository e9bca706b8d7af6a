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

// Pages already loaded (before a click, by the prefetch): rendered at once, with no Suspense fallback in
// between (React holds a fallback on screen for 300 ms once it has shown it).
const loadedPages = new Map<RemotePageId, ComponentType>();

export function loadedRemotePage(pageId: RemotePageId): ComponentType | undefined {
  return loadedPages.get(pageId);
}

// One attempt per page at a time, shared by whoever asks (the early start, the prefetch, the page itself):
// Module Federation must not be asked twice for a remote whose first try failed (a second call can get the
// page's module without its shared dependencies). A failed attempt stays the answer until "Reintentar".
const attempts = new Map<RemotePageId, Promise<RemotePageModule>>();

export function loadRemotePage(pageId: RemotePageId, { fresh = false } = {}): Promise<RemotePageModule> {
  let attempt = fresh ? undefined : attempts.get(pageId);
  if (!attempt) {
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
    throw new RemoteUnavailableError(pageId, { cause });
  }
  if (!module || typeof module.default !== 'function') throw new RemoteUnavailableError(pageId);
  loadedPages.set(pageId, module.default);
  return module;
}
