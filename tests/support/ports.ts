import { sitePorts } from '../../scripts/lib/site.mjs';

/**
 * The browser tests run their own copy of the site on ports of their own, so they never collide with a
 * site started by `npm start` (3000-3005, 1337, UDP 27015+). E2E_WEB_PORT, E2E_CMS_PORT and
 * E2E_SIMULATOR_PORT move them, so two copies of the tests can run on one machine.
 */
export const testPorts = sitePorts({
  webBase: Number(process.env.E2E_WEB_PORT ?? 4000),
  cms: Number(process.env.E2E_CMS_PORT ?? 4337),
  simulatorBase: Number(process.env.E2E_SIMULATOR_PORT ?? 28015),
});

/**
 * The tests' mail catcher (maildev, started with the site: cms/README.md "Accounts and email"), whose API a test reads the
 * CMS's email from. Null against a site that is already running.
 */
export const mailCatcherUrl = process.env.E2E_BASE_URL ? null : `http://127.0.0.1:${testPorts.mailWeb}`;

/**
 * A remote served alone (standalone.spec.ts) listens on the web base + 50 + 1…6 (4051-4056 by default: one per
 * remote's dev server, one for a production build served alone), beside the composed site (4000-4005), so the
 * CMS of the tests accepts those origins too. Not + 40: Chromium refuses to open port 4045 (lockd, one of its
 * "unsafe" ports).
 */
export const standaloneOffset = 50;
export const standalonePorts = [1, 2, 3, 4, 5, 6].map((offset) => testPorts.webBase + standaloneOffset + offset);

/**
 * The simulator's test-only HTTP control (cms/simulator/control-server.ts, 127.0.0.1), which the tests' own site
 * turns on to take a game server down. Null against a site that is already running (E2E_BASE_URL).
 */
export const simulatorControlUrl = process.env.E2E_BASE_URL
  ? null
  : `http://127.0.0.1:${Number(process.env.E2E_SIMULATOR_CONTROL_PORT ?? testPorts.simulatorBase + 99)}`;

/** The Discord stand-in the tests' CMS runs (cms/discord-sandbox), its controls under /_sandbox. */
export const discordStandInUrl = process.env.E2E_BASE_URL ? null : `http://127.0.0.1:${testPorts.discord}`;

export const shellUrl = process.env.E2E_BASE_URL ?? `http://localhost:${testPorts.webBase}`;
export const apiUrl = process.env.E2E_API_URL ?? `http://localhost:${testPorts.cms}/api`;

/**
 * The site's web ports, which Chromium must open whatever E2E_WEB_PORT says: it refuses some ports outright
 * ("unsafe": 6000 is X11's, so E2E_WEB_PORT=6000 failed with ERR_UNSAFE_PORT) unless told they are allowed.
 */
const webPorts = [0, 1, 2, 3, 4].map((offset) => testPorts.webBase + offset).concat(standalonePorts);

/** The browser flags this machine needs (CONTRIBUTING.md): no sandbox as root, no background network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--explicitly-allowed-ports=${webPorts.join(',')}`,
];

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
