// `npm start`: installs what is missing, builds what is stale, then runs the whole site.
// Another copy beside it: `npm start -- --web-port 5000 --cms-port 5337 --simulator-port 29015 --fresh`
// (--fresh: a new, freshly seeded database in a temporary folder; --log-port: the CMS's game-log
// listener, by default the simulator port + 30; --rebuild: build every app again).
// The site a player sees comes first: the CMS's admin panel (a `strapi build` of a minute or two) is built
// after the site answers, and the output says when it is ready. Every step prints its number and how long it
// took, and a long step says every 20 s that it is still running.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildStaleApps, needsRootInstall, staleApps } from './lib/install.mjs';
import { runPrefixed, stopChildrenOnExit } from './lib/processes.mjs';
import { mailCatcherUrl } from './lib/mail-catcher.mjs';
import { runSite } from './lib/run-site.mjs';
import { apps, cmsDir, repoRoot, sitePorts } from './lib/site.mjs';
import { duration, startTimer, step } from './lib/steps.mjs';

const { values: options } = parseArgs({
  options: {
    rebuild: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    'web-port': { type: 'string' },
    'cms-port': { type: 'string' },
    'simulator-port': { type: 'string' },
    'log-port': { type: 'string' },
  },
});

stopChildrenOnExit();
const total = startTimer();
const STEPS = 4;

await step(1, STEPS, 'dependencias', async () => {
  if (needsRootInstall()) {
    console.log('  npm install de la raíz y de cms/ a la vez (la primera vez, un par de minutos)');
    await runPrefixed('install', process.execPath, [path.join(repoRoot, 'scripts', 'lib', 'install-both.mjs')]);
  } else {
    // Root dependencies present; cms/ installs itself only when its lockfile changed.
    await runPrefixed('install', process.execPath, [path.join(repoRoot, 'scripts', 'install-cms.mjs')]);
  }
});

await step(2, STEPS, 'compilación del sitio y del código del CMS (a la vez)', async () => {
  const stale = options.rebuild ? apps : staleApps();
  console.log(
    stale.length
      ? `  webpack (producción): ${stale.map((app) => app.dir).join(', ')}`
      : '  el sitio ya está compilado con estas fuentes',
  );
  await Promise.all([
    buildStaleApps(stale),
    // The CMS's server code (tsc), only when its sources changed; the admin panel comes last (step 4).
    runPrefixed('cms', process.execPath, [path.join(cmsDir, 'scripts', 'ensure-build.js')]),
  ]);
});

const ports = sitePorts({
  webBase: options['web-port'] ? Number(options['web-port']) : undefined,
  cms: options['cms-port'] ? Number(options['cms-port']) : undefined,
  simulatorBase: options['simulator-port'] ? Number(options['simulator-port']) : undefined,
  log: options['log-port'] ? Number(options['log-port']) : undefined,
});
const simulator = process.env.GAME_SERVER_SIMULATOR !== 'false';
const site = await step(
  3,
  STEPS,
  options.fresh ? 'CMS con una base nueva y datos de ejemplo, simulador y sitio' : 'CMS, simulador y sitio',
  () =>
    runSite({
      ports,
      simulator,
      cmsEnv: {
        ADMIN_PANEL_BUILD: 'later',
        ...(options.fresh
          ? {
              LOCAL_DATABASE_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'cs16-site-')), 'postgres'),
              SEED_DATA: 'true',
            }
          : {}),
      },
    }),
);

console.log(`
  Sitio de la comunidad listo en ${duration(total())}:

    Sitio (shell)            ${site.urls.shell}
    mfe-servers              ${site.urls['mfe-servers']}
    mfe-account              ${site.urls['mfe-account']}
    mfe-help                 ${site.urls['mfe-help']}
    mfe-membership           ${site.urls['mfe-membership']}
    mfe-community            ${site.urls['mfe-community']}
    CMS (API)                ${site.cmsUrl}/api
    CMS (admin)              ${site.cmsUrl}/admin  (ver el paso 4)
    Correo (lo que envía)    ${mailCatcherUrl(ports)}
    MercadoPago de prueba    ${site.mercadoPagoUrl}  (cobrar el mes, rechazar un cobro)
    Simulador A2S (UDP)      ${simulator ? `127.0.0.1:${ports.simulatorBase}-${ports.simulatorBase + 25}` : 'apagado'}
    Logs de juego (UDP)      0.0.0.0:${ports.log} (logaddress_add de cada servidor)

  Cuentas de demostración (usuario / contraseña):
    jugador / Jugador1234    regular; juega en los servidores simulados, sus estadísticas crecen en un minuto
    premium / Premium1234    premium (membresía pagada en MercadoPago de prueba); también juega en los servidores simulados
    admin / Admin1234        administrador del sitio, con membresía Admin pagada en MercadoPago de prueba
    El panel de administración del CMS deja registrarse como superadministrador a la primera visita.

  Ctrl+C para detener todo.
`);

// Step 4 runs beside the site, at a lower priority: the panel is for editors, and a player's pages never wait for it.
await step(4, STEPS, 'panel de administración del CMS (en segundo plano; el sitio ya funciona)', () =>
  runPrefixed('admin', process.execPath, [path.join(cmsDir, 'scripts', 'ensure-build.js'), '--admin'], {
    niceness: 10,
  }),
);
console.log(`\n  Panel de administración listo: ${site.cmsUrl}/admin\n`);
