'use strict';
// `npm start`: Strapi from the compiled build (no watcher), with the A2S simulator beside it unless
// GAME_SERVER_SIMULATOR=false, and the MercadoPago stand-in unless MERCADOPAGO_API_URL names a MercadoPago.
// Secrets are generated on the demo's first start (never in production);
// seeding follows SEED_DATA, demo accounts DEMO_USERS. Without DATABASE_URL (outside production) it runs a
// PostgreSQL of its own (scripts/lib/local-postgres.js): data in LOCAL_DATABASE_DIR (.tmp/postgres), on
// 127.0.0.1:LOCAL_DATABASE_PORT (the CMS's port + 3).
const { fork } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { ensureEnv } = require('./ensure-env');
const { ensureBuild, adminBuildIsCurrent, writeAdminPlaceholder, APP_DIR } = require('./ensure-build');
const { startLocalPostgres } = require('./lib/local-postgres');

process.chdir(APP_DIR);
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
ensureEnv(APP_DIR);
// Strapi's local upload provider refuses to start without the folder; a fresh PUBLIC_DIR (tests, new
// machines) has none yet.
fs.mkdirSync(path.resolve(APP_DIR, process.env.PUBLIC_DIR || 'public', 'uploads'), { recursive: true });
// ADMIN_PANEL_BUILD=later (the root `npm start`): the site does not wait for the admin panel; a placeholder
// answers /admin until whoever started this runs `node scripts/ensure-build.js --admin`.
const servesAdmin = process.env.SERVE_ADMIN_PANEL !== 'false';
const adminLater = servesAdmin && process.env.ADMIN_PANEL_BUILD === 'later' && !adminBuildIsCurrent();
ensureBuild({ admin: servesAdmin && !adminLater });
if (adminLater) writeAdminPlaceholder();

// A production start with a demo switch on (demo accounts, demo purchase, the simulator) is refused before
// anything starts (src/env/demo.ts; Strapi's register checks it again for its other entry points).
try {
  require(path.join(APP_DIR, 'dist', 'src', 'env', 'demo.js')).assertDemoSettingsAllowed();
} catch (error) {
  console.error(`[cms] cannot start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

async function ensureDatabase() {
  if (process.env.DATABASE_URL || process.env.NODE_ENV === 'production') return;
  const dir = path.resolve(APP_DIR, process.env.LOCAL_DATABASE_DIR || '.tmp/postgres');
  const port = Number(process.env.LOCAL_DATABASE_PORT || Number(process.env.PORT || 1337) + 3);
  const started = Date.now();
  const local = await startLocalPostgres({ dir, port });
  process.env.DATABASE_URL = local.url;
  console.log(
    `[cms] PostgreSQL on 127.0.0.1:${port}, data in ${path.relative(APP_DIR, dir) || dir} (${Date.now() - started} ms)`,
  );
}

let simulator = null;
// The local stand-ins of MercadoPago and Discord it forked.
const standIns = new Set();
let app;

async function main() {
  try {
    await ensureDatabase();
  } catch (error) {
    console.error(`[cms] cannot start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  startSimulator();
  await startMercadoPagoSandbox();
  startDiscordSandbox();
  startStrapi();
}

// Outside production, without MERCADOPAGO_API_URL, MercadoPago is the local stand-in (cms/mercadopago-sandbox) on
// MERCADOPAGO_SANDBOX_PORT (the CMS's port + 4), which sends its notifications to this CMS's webhook.
async function startMercadoPagoSandbox() {
  if (process.env.NODE_ENV === 'production' || process.env.MERCADOPAGO_API_URL) return;
  if (process.env.MERCADOPAGO_SANDBOX === 'false') return;
  const cmsPort = Number(process.env.PORT || 1337);
  const port = Number(process.env.MERCADOPAGO_SANDBOX_PORT || cmsPort + 4);
  const sandbox = fork(path.join(APP_DIR, 'dist', 'mercadopago-sandbox', 'main.js'), [], {
    stdio: 'inherit',
    env: {
      ...process.env,
      MERCADOPAGO_SANDBOX_PORT: String(port),
      MERCADOPAGO_WEBHOOK_URL: `http://127.0.0.1:${cmsPort}/api/membership/webhook`,
      MERCADOPAGO_SANDBOX_STATE: path.resolve(
        APP_DIR,
        process.env.LOCAL_DATABASE_DIR || '.tmp/postgres',
        '..',
        'mercadopago-sandbox.json',
      ),
    },
  });
  standIns.add(sandbox);
  sandbox.on('exit', (code) => {
    standIns.delete(sandbox);
    if (code) console.warn(`[cms] the MercadoPago stand-in stopped (exit ${code}); memberships cannot be paid`);
  });
  process.env.MERCADOPAGO_API_URL = `http://127.0.0.1:${port}`;
  process.env.MERCADOPAGO_SANDBOX = 'true';
}

// Discord is not part of a local start (the site runs without it, /ajustes says so). DISCORD_SANDBOX=true (the
// browser tests) forks the stand-in (cms/discord-sandbox) on DISCORD_SANDBOX_PORT (the CMS's port + 5) and gives the
// CMS an application, a bot, a guild and roles of its own there, and the invite /discord shows.
function startDiscordSandbox() {
  if (process.env.NODE_ENV === 'production' || process.env.DISCORD_SANDBOX !== 'true') return;
  const { randomBytes } = require('node:crypto');
  const cmsPort = Number(process.env.PORT || 1337);
  const port = Number(process.env.DISCORD_SANDBOX_PORT || cmsPort + 5);
  // Discord's ids are snowflakes: 17 to 20 digits.
  const snowflake = () => `1${String(randomBytes(6).readUIntBE(0, 6)).padStart(17, '0')}`;
  const settings = {
    DISCORD_URL: `http://127.0.0.1:${port}`,
    DISCORD_CLIENT_ID: snowflake(),
    DISCORD_CLIENT_SECRET: randomBytes(16).toString('hex'),
    DISCORD_REDIRECT_URI: `http://localhost:${cmsPort}/api/discord/callback`,
    DISCORD_BOT_TOKEN: randomBytes(24).toString('base64url'),
    DISCORD_GUILD_ID: snowflake(),
    DISCORD_PREMIUM_ROLE_ID: snowflake(),
    DISCORD_ADMIN_ROLE_ID: snowflake(),
    DISCORD_STAFF_ROLE_ID: snowflake(),
    DISCORD_INVITE_URL: process.env.DISCORD_INVITE_URL || 'https://discord.gg/cs16argentina',
  };
  Object.assign(process.env, settings);
  const discord = fork(path.join(APP_DIR, 'dist', 'discord-sandbox', 'main.js'), [], {
    stdio: 'inherit',
    env: { ...process.env, DISCORD_SANDBOX_PORT: String(port) },
  });
  standIns.add(discord);
  discord.on('exit', (code) => {
    standIns.delete(discord);
    if (code) console.warn(`[cms] the Discord stand-in stopped (exit ${code}); linking Discord fails`);
  });
}

function startSimulator() {
  if (process.env.GAME_SERVER_SIMULATOR === 'false') return;
  // Its game hosts run game-server/sync-users-ini.sh against this CMS, into AMX Mod X configs beside the database.
  simulator = fork(path.join(APP_DIR, 'dist', 'simulator', 'main.js'), [], {
    stdio: 'inherit',
    env: {
      ...process.env,
      SIMULATOR_CMS_API_URL: process.env.SIMULATOR_CMS_API_URL || `http://127.0.0.1:${process.env.PORT || 1337}/api`,
      SIMULATOR_AMX_CONFIGS_DIR:
        process.env.SIMULATOR_AMX_CONFIGS_DIR ||
        path.resolve(APP_DIR, process.env.LOCAL_DATABASE_DIR || '.tmp/postgres', '..', 'amx-configs'),
    },
  });
  simulator.on('exit', (code) => {
    simulator = null;
    if (code) console.warn(`[cms] the A2S simulator stopped (exit ${code}); Strapi keeps running without it`);
  });
}

function startStrapi() {
  const { createStrapi } = require('@strapi/strapi');
  try {
    app = createStrapi({ appDir: APP_DIR, distDir: path.join(APP_DIR, 'dist') });
  } catch (error) {
    // A configuration the CMS refuses (missing secrets in production...): its message, without a stack.
    console.error(`[cms] cannot start: ${error instanceof Error ? error.message : error}`);
    if (simulator) simulator.kill('SIGTERM');
    for (const standIn of standIns) standIn.kill('SIGTERM');
    process.exit(1);
  }
  app
    .start()
    .then(() => {
      // The simulated servers start streaming their logs now that the log listener is up.
      if (simulator?.connected) simulator.send({ type: 'cms-ready' });
    })
    .catch((error) => {
      console.error('[cms] Strapi failed to start:', error);
      if (simulator) simulator.kill('SIGTERM');
      for (const standIn of standIns) standIn.kill('SIGTERM');
      process.exit(1);
    });
}

// createStrapi already destroys Strapi on SIGTERM/SIGINT (the bootstrap's destroy: open event streams
// ended, the poll cycle finished) and then exits. Destroying it a second time from here threw ("Destroy
// ... has already been called") and exited at once, cutting that shutdown short. Here only the simulator
// is stopped, with a deadline in case the shutdown hangs.
const SHUTDOWN_DEADLINE_MS = 15000;
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[cms] ${signal}: stopping`);
  if (simulator) simulator.kill('SIGTERM');
  for (const standIn of standIns) standIn.kill('SIGTERM');
  setTimeout(() => {
    console.error(`[cms] shutdown took over ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

void main();
