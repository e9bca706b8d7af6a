import {
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { takeEarlyRead, type RemoteName, type RuntimeConfig } from '@cs16ar/shared';

/**
 * Module Federation asks for a remote's manifest with `fetch`; when the page's start has read it already
 * (features/page-start/remote-page-files.ts), this answers with that read instead of a second request, once.
 */
export const earlyManifests: ModuleFederationRuntimePlugin = {
  name: 'early-manifests',
  fetch(manifestUrl, init) {
    const early = takeEarlyRead(manifestUrl);
    if (!early) return undefined;
    return early.then((manifest) =>
      // The start's read failed: asked again here, as Module Federation would have asked it.
      manifest === undefined
        ? fetch(manifestUrl, init)
        : new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }),
    );
  },
};

/** Tells Module Federation where each remote lives, as the runtime config says (no rebuild to move one). */
export function registerRemotesFrom(config: RuntimeConfig): void {
  registerPlugins([earlyManifests]);
  registerRemotes((Object.entries(config.remotes) as [RemoteName, string][]).map(([name, entry]) => ({ name, entry })));
}

/**
 * Forgets a remote whose files failed to load, so "Reintentar" fetches its entry again instead of reusing
 * the cached failure.
 */
export function resetRemote(name: RemoteName, entry: string): void {
  registerRemotes([{ name, entry }], { force: true });
}
