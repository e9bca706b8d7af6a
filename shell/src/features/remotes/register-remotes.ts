import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '@cs16ar/shared';

/** Tells Module Federation where each remote lives, as the runtime config says (no rebuild to move one). */
export function registerRemotesFrom(config: RuntimeConfig): void {
  registerRemotes((Object.entries(config.remotes) as [RemoteName, string][]).map(([name, entry]) => ({ name, entry })));
}

/**
 * Forgets a remote whose files failed to load, so "Reintentar" fetches its entry again instead of reusing
 * the cached failure.
 */
export function resetRemote(name: RemoteName, entry: string): void {
  registerRemotes([{ name, entry }], { force: true });
}
