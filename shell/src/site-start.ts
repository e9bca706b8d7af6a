// The first thing the shell does once the shared package has run, before React DOM and the app are evaluated:
// read the runtime config, tell Module Federation where the remotes are, and start the page at this address (its
// remote's manifest, entry and chunks, its first read of the API and then its largest picture). A remote page is
// a chain of downloads (manifest → remoteEntry.js → the page's chunk → its data → its pictures); started here it
// runs while the shell's own code downloads and runs, instead of after it (issue 27: Largest Contentful Paint).
import { loadRuntimeConfig, type RuntimeConfig } from '@cs16ar/shared';
import { startRemotePageAt } from './features/remotes/prefetch-remote-page';
import { registerRemotesFrom } from './features/remotes/register-remotes';

export { appModulesHaveRun } from './features/remotes/prefetch-remote-page';

/** The runtime config, read once per visit; bootstrap.tsx renders the site when it is here. */
export const runtimeConfigReady: Promise<RuntimeConfig> = loadRuntimeConfig().then((config) => {
  registerRemotesFrom(config);
  startRemotePageAt(window.location.pathname, window.location.search);
  return config;
});
// Reported by bootstrap.tsx, which shows the failure; not an unhandled rejection in the meantime.
runtimeConfigReady.catch(() => undefined);
