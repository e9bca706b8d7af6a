// What the composed site is made of and where each part runs; used by start, dev, test and bench.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cmsDir = path.join(repoRoot, 'cms');

/** The shell and the remotes, with the federation name the runtime config uses and their first page. */
export const apps = [
  { dir: 'shell', federationName: 'shell', portOffset: 0, mainRoute: '/' },
  { dir: 'mfe-servers', federationName: 'mfe_servers', portOffset: 1, mainRoute: '/servidores' },
  { dir: 'mfe-account', federationName: 'mfe_account', portOffset: 2, mainRoute: '/iniciar-sesion' },
  { dir: 'mfe-help', federationName: 'mfe_help', portOffset: 3, mainRoute: '/ayuda' },
  { dir: 'mfe-membership', federationName: 'mfe_membership', portOffset: 4, mainRoute: '/membresia' },
  { dir: 'mfe-community', federationName: 'mfe_community', portOffset: 5, mainRoute: '/comunidad/novedades' },
];

export const remotes = apps.filter((app) => app.dir !== 'shell');

/**
 * Ports of one running copy of the site: `npm start` uses the defaults, tests and bench their own. The CMS's
 * game-log listener (UDP) sits 30 above the simulator's first server, inside the range that copy already
 * owns, so two copies never share it; the mail catcher's web page and SMTP server sit just above the CMS
 * (1338 and 1339 for the CMS on 1337), its PostgreSQL at + 3, the MercadoPago stand-in at + 4 (1341) and the
 * Discord stand-in, when asked for (DISCORD_SANDBOX=true, cms/scripts/start.js), at + 5.
 */
export function sitePorts({ webBase = 3000, cms = 1337, simulatorBase = 27015, log = simulatorBase + 30 } = {}) {
  return {
    webBase,
    cms,
    simulatorBase,
    log,
    mailWeb: cms + 1,
    mailSmtp: cms + 2,
    mercadopago: cms + 4,
    discord: cms + 5,
  };
}

export function apiUrlFor(ports) {
  return `http://localhost:${ports.cms}/api`;
}

export function appUrl(app, ports) {
  return `http://localhost:${ports.webBase + app.portOffset}`;
}

/** The runtime config for a site whose parts run on these ports (same shape as shell/public/runtime-config.json). */
export function runtimeConfigFor(ports, base) {
  const manifests = Object.fromEntries(
    remotes.map((app) => [app.federationName, `${appUrl(app, ports)}/mf-manifest.json`]),
  );
  return { ...base, apiUrl: apiUrlFor(ports), remotes: manifests };
}

export function webOrigins(ports) {
  return apps.map((app) => appUrl(app, ports)).join(',');
}
