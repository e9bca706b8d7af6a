// `npm start`: installs what is missing, builds what is stale, then runs the whole site.
import { ensureBuilt, ensureInstalled } from './lib/install.mjs';
import { stopChildrenOnExit } from './lib/processes.mjs';
import { runSite } from './lib/run-site.mjs';
import { sitePorts } from './lib/site.mjs';

stopChildrenOnExit();
ensureInstalled();
ensureBuilt({ force: process.argv.includes('--rebuild') });

const ports = sitePorts();
const simulator = process.env.GAME_SERVER_SIMULATOR !== 'false';
const site = await runSite({ ports, simulator });

console.log(`
  Sitio de la comunidad listo:

    Sitio (shell)            ${site.urls.shell}
    mfe-servers              ${site.urls['mfe-servers']}
    mfe-account              ${site.urls['mfe-account']}
    mfe-help                 ${site.urls['mfe-help']}
    mfe-membership           ${site.urls['mfe-membership']}
    CMS (API)                ${site.cmsUrl}/api
    CMS (admin)              ${site.cmsUrl}/admin
    Simulador A2S (UDP)      ${simulator ? `127.0.0.1:${ports.simulatorBase}-${ports.simulatorBase + 25}` : 'apagado'}

  Ctrl+C para detener todo.
`);
