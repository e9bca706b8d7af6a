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

export async function loadRemotePage(pageId: RemotePageId): Promise<RemotePageModule> {
  let module: RemotePageModule | null | undefined;
  try {
    module = await loadRemote<RemotePageModule>(pageId);
  } catch (cause) {
    throw new RemoteUnavailableError(pageId, { cause });
  }
  if (!module || typeof module.default !== 'function') throw new RemoteUnavailableError(pageId);
  return module;
}
