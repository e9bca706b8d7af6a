import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answersHttp } from '../../scripts/lib/processes.mjs';
import { runSite } from '../../scripts/lib/run-site.mjs';
import { webOrigins } from '../../scripts/lib/site.mjs';
import { chromiumPath, simulatorControlUrl, standalonePorts, testPorts } from './ports';

/**
 * Starts the composed production build with a fresh CMS (a new PostgreSQL in a temporary folder, seeded) and the game-server
 * simulator, unless E2E_BASE_URL points the tests at a site that is already running.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  if (process.env.E2E_BASE_URL) return async () => undefined;

  const dataDir = mkdtempSync(path.join(tmpdir(), 'cs16-e2e-'));
  const site = await runSite({
    ports: testPorts,
    quiet: !process.env.E2E_VERBOSE,
    cmsEnv: {
      // A PostgreSQL of the run's own (cms/scripts/start.js), in the temporary folder.
      LOCAL_DATABASE_DIR: path.join(dataDir, 'postgres'),
      // Uploads of the tests go to the temporary folder, not to cms/public/uploads.
      PUBLIC_DIR: path.join(dataDir, 'public'),
      // The tests never open Strapi's admin panel: skip building it.
      SERVE_ADMIN_PANEL: 'false',
      // Each run signs in, registers and uploads many times from one address.
      AUTH_RATE_LIMIT_MAX: '1000',
      REGISTRATION_RATE_LIMIT_MAX: '1000',
      UPLOAD_RATE_LIMIT_MAX: '1000',
      SEED_DATA: 'true',
      // The composed site and the remotes served alone (standalone.spec.ts).
      CORS_ORIGINS: [webOrigins(testPorts), ...standalonePorts.map((port) => `http://localhost:${port}`)].join(','),
      // A server that answers within 3 s is online. With 800 ms, a machine busy rendering pages in Chromium
      // (2 cores in CI) answered late and live simulated servers showed Offline now and then.
      POLL_INTERVAL_MS: '4000',
      POLL_TIMEOUT_MS: '3000',
      // The simulated game hosts sync their users.ini every 5 s, not every minute (privileges.spec.ts).
      SIMULATOR_USERS_INI_SYNC_MS: '5000',
      // The simulator's control, so a test can take a game server down (live-updates.spec.ts).
      SIMULATOR_CONTROL_PORT: new URL(simulatorControlUrl!).port,
      // Discord through its stand-in (cms/discord-sandbox): linking on /ajustes, the counts on /discord.
      DISCORD_SANDBOX: 'true',
      DISCORD_SANDBOX_PORT: String(testPorts.discord),
      // The counts /discord shows are asked of Discord again after a second, not five minutes (discord.spec.ts).
      DISCORD_INVITE_CACHE_MS: '1000',
    },
  });
  return async () => {
    await site.stop();
    // stop() resolves once the CMS has exited (stopProcessGroup), so its port and data folder are free for what
    // comes next; before, it only sent the signal and the CMS went on answering while it shut down.
    if (await answersHttp(`${site.cmsUrl}/api/servers`))
      throw new Error(`the CMS still answers at ${site.cmsUrl} after the site was stopped`);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
