// `npm run bench -- --mode start`: the site as a developer's `npm start` runs it, started by scripts/start.mjs
// itself (same builds, same CMS settings, simulator on), and measured only once it is live: the poller has
// polled the simulated servers and their game logs have become statistics. Both keep running while the pages
// are measured, so the pages get live events and the CMS writes as it does for a player.
import path from 'node:path';
import { answersHttp, startProcess, waitForHttp } from '../lib/processes.mjs';
import { appUrl, apps, repoRoot } from '../lib/site.mjs';

const LIVE_TIMEOUT_MS = 5 * 60 * 1000;

async function readJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** Waits until the poller has seen servers online and some server has players ranked from its game log. */
async function waitUntilLive(api) {
  const deadline = Date.now() + LIVE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const { data: summary } = await readJson(`${api}/community/summary`);
      const servers = (await readJson(`${api}/servers?pagination[pageSize]=100`)).data;
      if (summary.statusCheckedAt && summary.servers.online > 0) {
        for (const server of servers) {
          const top = await readJson(`${api}/servers/${server.documentId}/top-players`);
          if (top.data.length > 0) return;
        }
      }
    } catch {
      // the CMS is still starting its live parts
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`the site was not live (poller and game-log statistics) within ${LIVE_TIMEOUT_MS / 1000} s`);
}

/** @param {{ webBase: number, cms: number, simulatorBase: number }} ports */
export async function startLikeNpmStart(ports) {
  const child = startProcess(
    'start',
    process.execPath,
    [
      path.join(repoRoot, 'scripts', 'start.mjs'),
      '--fresh',
      '--web-port',
      String(ports.webBase),
      '--cms-port',
      String(ports.cms),
      '--simulator-port',
      String(ports.simulatorBase),
    ],
    { quiet: true },
  );
  // Its output stays hidden unless it fails to start: then its last lines say why.
  let tail = [];
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => (tail = [...tail, ...String(chunk).split('\n')].slice(-40)));
  const cmsUrl = `http://localhost:${ports.cms}`;
  const urls = Object.fromEntries(apps.map((app) => [app.dir, appUrl(app, ports)]));
  try {
    // As `npm start`, it builds what is stale first.
    await waitForHttp(`${cmsUrl}/api/servers`, { timeoutMs: 600000, child });
    await waitForHttp(urls.shell, { timeoutMs: 60000, child });
    console.log('› Esperando que el sondeo y los logs de juego estén en marcha...');
    await waitUntilLive(`${cmsUrl}/api`);
  } catch (error) {
    console.error(tail.join('\n'));
    throw error;
  }
  return {
    urls,
    cmsUrl,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
      // `npm start` exits once its children have stopped (processes.mjs, stopChildrenOnExit): what runs next gets
      // the ports. It used to exit at once, and the next bench reached this CMS as it shut down (ECONNRESET).
      if (await answersHttp(`${cmsUrl}/api/servers`))
        throw new Error(`npm start exited but its CMS still answers at ${cmsUrl}`);
    },
  };
}
