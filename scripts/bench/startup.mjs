// `npm run bench -- --only startup`: what a newcomer waits for. The repository is cloned into a temporary folder
// (its committed HEAD: uncommitted changes are not measured), `npm start` runs there as on a fresh clone (empty
// node_modules, no builds, no database), is stopped once the admin panel is ready, and runs a second time on the
// same clone. "Usable" is what a player needs: the CMS answers with its seeded servers, and the shell serves
// each of the site's first pages and every remote's manifest.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProcess } from '../lib/processes.mjs';
import { appUrl, apps, repoRoot } from '../lib/site.mjs';

const FIRST_PAGES = ['/', '/servidores', '/ayuda', '/membresia', '/iniciar-sesion', '/comunidad/novedades'];
const GIVE_UP_MS = 30 * 60 * 1000;

async function answers(url, check = () => true) {
  try {
    const response = await fetch(url);
    return response.ok && check(await response.text());
  } catch {
    return false;
  }
}

async function siteIsUsable(ports) {
  const cms = `http://localhost:${ports.cms}/api`;
  const seeded = await answers(`${cms}/servers`, (body) => JSON.parse(body).data.length > 0);
  if (!seeded) return false;
  const shell = appUrl(apps[0], ports);
  for (const page of FIRST_PAGES) if (!(await answers(`${shell}${page}`))) return false;
  for (const app of apps.slice(1)) if (!(await answers(`${appUrl(app, ports)}/mf-manifest.json`))) return false;
  return true;
}

/** One `npm start` in `dir`: seconds until usable, its steps as it printed them, and when the admin panel was ready. */
async function timeOneStart(dir, ports) {
  const started = Date.now();
  const child = startProcess(
    'start',
    'npm',
    [
      'start',
      '--',
      '--web-port',
      String(ports.webBase),
      '--cms-port',
      String(ports.cms),
      '--simulator-port',
      String(ports.simulatorBase),
    ],
    { cwd: dir, quiet: true },
  );
  const steps = [];
  let adminReadyMs = null;
  let tail = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) {
        tail = [...tail, line].slice(-40);
        const step = line.match(/✓ Paso (\d) de \d listo en (.+?): (.+)$/);
        if (step) steps.push(`${step[1]}. ${step[3]}: ${step[2]}`);
        if (line.includes('Panel de administración listo')) adminReadyMs = Date.now() - started;
      }
    });
  }
  try {
    let usableMs = null;
    while (adminReadyMs === null) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      if (Date.now() - started > GIVE_UP_MS) throw new Error('npm start was not ready within 30 minutes');
      if (usableMs === null && (await siteIsUsable(ports))) usableMs = Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    usableMs ??= Date.now() - started;
    return { usableMs, adminReadyMs, steps };
  } catch (error) {
    console.error(tail.join('\n'));
    throw error;
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    await untilStopped(ports);
  }
}

/** The CMS finishes its shutdown after `npm start` exits: the next start must not find the last one answering. */
async function untilStopped(ports) {
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    const reachable = await Promise.all(
      [`http://localhost:${ports.cms}/_health`, appUrl(apps[0], ports)].map((url) =>
        fetch(url).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (!reachable.includes(true)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the site of the last start still answers a minute after it was stopped');
}

/** @param {{ webBase: number, cms: number, simulatorBase: number }} ports */
export async function measureStartup(ports) {
  const folder = mkdtempSync(path.join(tmpdir(), 'cs16-startup-'));
  const clone = path.join(folder, 'site');
  try {
    console.log(`› Arranque: git clone en ${clone}, npm start como en un clon nuevo...`);
    execFileSync('git', ['clone', '--quiet', repoRoot, clone], { stdio: 'inherit' });
    const fresh = await timeOneStart(clone, ports);
    console.log('› Arranque: el segundo npm start en el mismo clon...');
    const second = await timeOneStart(clone, ports);
    return { fresh, second };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
