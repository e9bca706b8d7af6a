// `npm run dev`: every app in webpack's dev server with hot reload, plus the CMS and the simulator.
//   npm run dev                           the whole site (shell on :3000, remotes on :3001-3005, CMS on :1337)
//   npm run dev -- --solo mfe-help        one remote alone in its standalone frame (:3003), with the CMS and
//                                         the simulator (started unless a CMS already answers on its port)
//   npm run dev -- --sin-cms              without the CMS (when it runs elsewhere)
// With --solo, --web-port, --cms-port, --simulator-port and --fresh work as they do for `npm start`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureInstalled } from './lib/install.mjs';
import { startProcess, stopChildrenOnExit, waitForHttp } from './lib/processes.mjs';
import { cmsMailEnv, mailCatcherUrl, startMailCatcher } from './lib/mail-catcher.mjs';
import { apiUrlFor, appUrl, apps, cmsDir, remotes, repoRoot, sitePorts, webOrigins } from './lib/site.mjs';

const { values: options } = parseArgs({
  options: {
    solo: { type: 'string' },
    'sin-cms': { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    'web-port': { type: 'string' },
    'cms-port': { type: 'string' },
    'simulator-port': { type: 'string' },
  },
});

const solo = options.solo === undefined ? null : remotes.find((app) => app.dir === options.solo);
if (options.solo !== undefined && !solo) {
  console.error(`--solo necesita un módulo: ${remotes.map((app) => app.dir).join(', ')}`);
  process.exit(2);
}
const ports = solo
  ? sitePorts({
      webBase: options['web-port'] ? Number(options['web-port']) : undefined,
      cms: options['cms-port'] ? Number(options['cms-port']) : undefined,
      simulatorBase: options['simulator-port'] ? Number(options['simulator-port']) : undefined,
    })
  : sitePorts();
const apiUrl = apiUrlFor(ports);

async function cmsAnswers() {
  try {
    return (await fetch(`${apiUrl}/servers?pagination[pageSize]=1`)).ok;
  } catch {
    return false;
  }
}

stopChildrenOnExit();
ensureInstalled();

let cms = null;
if (options['sin-cms']) {
  console.log('  Sin CMS: las páginas usan el de', apiUrl);
} else if (solo && (await cmsAnswers())) {
  console.log(`  El CMS ya responde en ${apiUrl}: uso ese.`);
} else {
  // The CMS forks the A2S simulator itself; the seeded servers point at its ports. A demo, like `npm start`:
  // the README's accounts, memberships paid through the local MercadoPago stand-in the CMS starts.
  // Its email (password resets) goes to the local mail catcher, as with `npm start`.
  await startMailCatcher(ports);
  console.log(`  Correo (lo que envía el CMS): ${mailCatcherUrl(ports)}`);
  cms = startProcess('cms', 'npm', ['--prefix', cmsDir, 'run', '--silent', 'start'], {
    env: {
      ...cmsMailEnv(ports),
      DEMO_USERS: 'true',
      MERCADOPAGO_SANDBOX_PORT: String(ports.mercadopago),
      PORT: String(ports.cms),
      SIMULATOR_BASE_PORT: String(ports.simulatorBase),
      CORS_ORIGINS: webOrigins(ports),
      ...(options.fresh
        ? {
            LOCAL_DATABASE_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'cs16-dev-')), 'postgres'),
            SEED_DATA: 'true',
          }
        : {}),
    },
  });
}

for (const app of solo ? [solo] : apps) {
  startProcess(app.dir, 'npm', ['run', 'dev', '-w', app.dir], {
    cwd: repoRoot,
    env: { PORT: String(ports.webBase + app.portOffset), API_URL: apiUrl },
  });
}

const target = solo ?? apps[0];
await waitForHttp(`${appUrl(target, ports)}/`, { timeoutMs: 300000 });
if (cms) await waitForHttp(`${apiUrl}/servers`, { timeoutMs: 300000, child: cms });
console.log(
  solo
    ? `\n  ${solo.dir} en modo aislado: ${appUrl(solo, ports)}${solo.mainRoute} · CMS ${apiUrl} (Ctrl+C para detener)\n`
    : '\n  Modo desarrollo: http://localhost:3000 (Ctrl+C para detener)\n',
);
