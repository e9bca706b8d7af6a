// Starts one whole copy of the site: CMS (with its game-server simulator) and the built shell and remotes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startProcess, stopProcessGroup, waitForHttp } from './processes.mjs';
import { contentSecurityPolicy } from './content-security-policy.mjs';
import { cmsMailEnv, startMailCatcher } from './mail-catcher.mjs';
import { appUrl, apps, cmsDir, repoRoot, runtimeConfigFor, webOrigins } from './site.mjs';
import { createStaticServer, listen } from './static-server.mjs';

/**
 * @param {object} options
 * @param {{ webBase: number, cms: number, simulatorBase: number, log?: number, mailWeb: number, mailSmtp: number, mercadopago: number }} options.ports
 * @param {Record<string,string>} [options.cmsEnv] extra environment for the CMS (database file, poll interval...)
 * @param {boolean} [options.simulator] run the A2S game-server simulator (default true)
 * @param {boolean} [options.quiet] hide the CMS and simulator output
 */
export async function runSite({ ports, cmsEnv = {}, simulator = true, quiet = false }) {
  const stops = [];

  // The CMS sends its email (password resets) to the local mail catcher.
  const mail = await startMailCatcher(ports, { quiet });
  stops.push(() => mail.pid && stopProcessGroup(mail));

  const cms = startProcess('cms', 'npm', ['--prefix', cmsDir, 'run', '--silent', 'start'], {
    env: {
      PORT: String(ports.cms),
      // The CMS forks the A2S simulator itself; the seeded servers point at its ports, and the simulated
      // servers stream their logs to the CMS's log listener.
      SIMULATOR_BASE_PORT: String(ports.simulatorBase),
      GAME_LOG_PORT: String(ports.log ?? ports.simulatorBase + 30),
      CORS_ORIGINS: webOrigins(ports),
      GAME_SERVER_SIMULATOR: simulator ? 'true' : 'false',
      // A demo: the accounts of the README; memberships are paid through the local MercadoPago stand-in, which the
      // CMS starts on this port (cms/mercadopago-sandbox).
      DEMO_USERS: 'true',
      MERCADOPAGO_SANDBOX_PORT: String(ports.mercadopago),
      ...cmsMailEnv(ports),
      ...cmsEnv,
    },
    quiet,
  });
  stops.push(() => cms.pid && stopProcessGroup(cms));

  const baseConfig = JSON.parse(readFileSync(path.join(repoRoot, 'shell', 'dist', 'runtime-config.json'), 'utf8'));
  const config = runtimeConfigFor(ports, baseConfig);
  const runtimeConfig = JSON.stringify(config, null, 2);
  for (const app of apps) {
    const isShell = app.dir === 'shell';
    const server = createStaticServer({
      root: path.join(repoRoot, app.dir, 'dist'),
      spaFallback: isShell,
      // The shipped runtime-config.json points at the default ports; this copy of the site may use others.
      overrides: isShell ? { '/runtime-config.json': runtimeConfig } : {},
      headers: isShell ? { 'Content-Security-Policy': contentSecurityPolicy(config) } : {},
    });
    await listen(server, ports.webBase + app.portOffset);
    stops.push(() => new Promise((resolve) => server.close(resolve)));
  }

  await waitForHttp(`http://localhost:${ports.cms}/api/servers`, { timeoutMs: 180000, child: cms });

  return {
    urls: Object.fromEntries(apps.map((app) => [app.dir, appUrl(app, ports)])),
    cmsUrl: `http://localhost:${ports.cms}`,
    mercadoPagoUrl: `http://localhost:${ports.mercadopago}`,
    async stop() {
      await Promise.all(
        stops.map((stop) =>
          Promise.resolve()
            .then(stop)
            .catch(() => undefined),
        ),
      );
    },
  };
}
