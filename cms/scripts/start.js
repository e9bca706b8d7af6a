'use strict';
// `npm start`: Strapi from the compiled build (no watcher), with the A2S simulator beside it unless
// GAME_SERVER_SIMULATOR=false. Secrets are generated on first start; seeding follows SEED_DATA.
const { fork } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { ensureEnv } = require('./ensure-env');
const { ensureBuild, APP_DIR } = require('./ensure-build');

process.chdir(APP_DIR);
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
ensureEnv(APP_DIR);
// Strapi's local upload provider refuses to start without the folder; a fresh PUBLIC_DIR (tests, new
// machines) has none yet.
fs.mkdirSync(path.resolve(APP_DIR, process.env.PUBLIC_DIR || 'public', 'uploads'), { recursive: true });
ensureBuild({ admin: process.env.SERVE_ADMIN_PANEL !== 'false' });

let simulator = null;
if (process.env.GAME_SERVER_SIMULATOR !== 'false') {
  simulator = fork(path.join(APP_DIR, 'dist', 'simulator', 'main.js'), [], { stdio: 'inherit' });
  simulator.on('exit', (code) => {
    simulator = null;
    if (code) console.warn(`[cms] the A2S simulator stopped (exit ${code}); Strapi keeps running without it`);
  });
}

const { createStrapi } = require('@strapi/strapi');

const app = createStrapi({ appDir: APP_DIR, distDir: path.join(APP_DIR, 'dist') });

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[cms] ${signal}: stopping`);
  if (simulator) simulator.kill('SIGTERM');
  try {
    await app.destroy();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

app
  .start()
  .then(() => {
    // The simulated servers start streaming their logs now that the log listener is up.
    if (simulator?.connected) simulator.send({ type: 'cms-ready' });
  })
  .catch((error) => {
    console.error('[cms] Strapi failed to start:', error);
    if (simulator) simulator.kill('SIGTERM');
    process.exit(1);
  });
