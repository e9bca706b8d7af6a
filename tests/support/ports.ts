/**
 * The browser tests run their own copy of the site on ports of their own, so they never collide with a
 * site started by `npm start` (3000-3004, 1337, UDP 27015+).
 */
export const testPorts = { webBase: 4000, cms: 4337, simulatorBase: 28015 };

export const shellUrl = process.env.E2E_BASE_URL ?? `http://localhost:${testPorts.webBase}`;
export const apiUrl = process.env.E2E_API_URL ?? `http://localhost:${testPorts.cms}/api`;

/** The browser flags this machine needs (DEVELOPERS.md): no sandbox as root, no background network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
