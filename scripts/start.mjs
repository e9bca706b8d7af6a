// `npm start`: installs what is missing, builds what is stale, then runs the whole site.
// Another copy beside it: `npm start -- --web-port 5000 --cms-port 5337 --simulator-port 29015 --fresh`
// (--fresh: a new, freshly seeded SQLite database in a temporary folder; --log-port: the CMS's game-log
// listener, by default the simulator port + 30).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, ensureInstalled } from './lib/install.mjs';
import { stopChildrenOnExit } from './lib/processes.mjs';
import { mailCatcherUrl } from './lib/mail-catcher.mjs';
import { runSite } from './lib/run-site.mjs';
import { sitePorts } from './lib/site.mjs';

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
ensureInstalled();
ensureBuilt({ force: options.rebuild });

const ports = sitePorts({
  webBase: options['web-port'] ? Number(options['web-port']) : undefined,
  cms: options['cms-port'] ? Number(options['cms-port']) : undefined,
  simulatorBase: options['simulator-port'] ? Number(options['simulator-port']) : undefined,
  log: options['log-port'] ? Number(options['log-port']) : undefined,
});
const simulator = process.env.GAME_SERVER_SIMULATOR !== 'false';
const cmsEnv = options.fresh
  ? { DATABASE_FILENAME: path.join(mkdtempSync(path.join(tmpdir(), 'cs16-site-')), 'data.db'), SEED_DATA: 'true' }
  : {};
const site = await runSite({ ports, simulator, cmsEnv });

console.log(`
  Sitio de la comunidad listo:

    Sitio (shell)            ${site.urls.shell}
    mfe-servers              ${site.urls['mfe-servers']}
    mfe-account              ${site.urls['mfe-account']}
    mfe-help                 ${site.urls['mfe-help']}
    mfe-membership           ${site.urls['mfe-membership']}
    mfe-community            ${site.urls['mfe-community']}
    CMS (API)                ${site.cmsUrl}/api
    CMS (admin)              ${site.cmsUrl}/admin
    Correo (lo que envía)    ${mailCatcherUrl(ports)}
    Simulador A2S (UDP)      ${simulator ? `127.0.0.1:${ports.simulatorBase}-${ports.simulatorBase + 25}` : 'apagado'}
    Logs de juego (UDP)      0.0.0.0:${ports.log} (logaddress_add de cada servidor)

  Ctrl+C para detener todo.
`);
