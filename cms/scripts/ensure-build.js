'use strict';
// `npm start`, `npm run simulator` and `npm test` run the compiled code in dist/. This rebuilds it when
// it is missing or older than the sources, so a fresh clone or a pull never runs stale code. The admin panel
// (dist/build, `strapi build`) records a hash of what it was built from and is rebuilt when that changes.
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const APP_DIR = path.resolve(__dirname, '..');
const SOURCE_DIRS = ['config', 'src', 'simulator', 'mercadopago-sandbox', 'discord-sandbox', 'types'];
const SERVER_STAMP = path.join(APP_DIR, 'dist', 'src', 'index.js');
const ADMIN_DIR = path.join(APP_DIR, 'dist', 'build');
const ADMIN_STAMP = path.join(ADMIN_DIR, '.build-inputs');
// What the admin bundle is made of: the Strapi and plugin versions (the lockfile), the configuration (admin
// path, plugins, features), admin customisations, and the STRAPI_ADMIN_* variables Strapi bakes into it.
const ADMIN_INPUTS = ['package-lock.json', 'config', path.join('src', 'admin')];

function newestSource(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '__tests__' || entry.name === 'admin') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (/\.(ts|json)$/.test(entry.name)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function mtime(file) {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

function bin(name) {
  return path.join(APP_DIR, 'node_modules', '.bin', name);
}

// tsc never deletes what it compiled from a source that is gone, and Strapi loads every file under
// dist/src/api: a renamed service would otherwise live on as a stale copy.
function removeOrphanedOutputs(dir = path.join(APP_DIR, 'dist')) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const relative = path.relative(path.join(APP_DIR, 'dist'), full);
    if (!SOURCE_DIRS.includes(relative.split(path.sep)[0])) continue;
    if (entry.isDirectory()) removeOrphanedOutputs(full);
    else if (entry.name.endsWith('.js') && !fs.existsSync(path.join(APP_DIR, relative.replace(/\.js$/, '.ts')))) {
      fs.rmSync(full);
    }
  }
}

function filesUnder(target) {
  if (!fs.existsSync(target)) return [];
  if (!fs.statSync(target).isDirectory()) return [target];
  return fs
    .readdirSync(target)
    .sort()
    .flatMap((entry) => filesUnder(path.join(target, entry)));
}

function adminInputsHash() {
  const hash = createHash('sha256');
  for (const file of ADMIN_INPUTS.flatMap((input) => filesUnder(path.join(APP_DIR, input)))) {
    hash.update(path.relative(APP_DIR, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  for (const name of Object.keys(process.env)
    .filter((key) => key.startsWith('STRAPI_ADMIN_'))
    .sort()) {
    hash.update(`${name}=${process.env[name]}\0`);
  }
  return hash.digest('hex');
}

/** True when dist/build holds an admin panel built from the inputs checked out now. */
function adminBuildIsCurrent() {
  return fs.existsSync(ADMIN_STAMP) && fs.readFileSync(ADMIN_STAMP, 'utf8').trim() === adminInputsHash();
}

/** `strapi build` (server code and admin panel), then the record of what the panel was built from. */
function buildAdmin() {
  const inputs = adminInputsHash();
  // `strapi build` loads config/ (database.ts refuses to go on without DATABASE_URL) but never connects: outside
  // `npm start`, which names its local PostgreSQL, the build gets an address it will not use.
  const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL || 'postgres://build@127.0.0.1:1/unused' };
  execFileSync(bin('strapi'), ['build'], { cwd: APP_DIR, stdio: 'inherit', env });
  fs.writeFileSync(ADMIN_STAMP, `${inputs}\n`);
}

/**
 * When the admin panel is built after the CMS has started (the root `npm start` builds it last): Strapi picks
 * the folder it serves the panel from when it starts, and only serves a panel built there later if the folder
 * existed by then. This page fills it meanwhile (a stale panel is removed); `strapi build` empties the folder
 * as it starts (so /admin answers 404 while it builds) and writes the panel there.
 */
function writeAdminPlaceholder() {
  fs.rmSync(ADMIN_DIR, { recursive: true, force: true });
  fs.mkdirSync(ADMIN_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(ADMIN_DIR, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="es"><head><meta charset="utf-8"><meta http-equiv="refresh" content="15">',
      '<title>Panel de administración</title></head>',
      '<body style="font-family: sans-serif; max-width: 40rem; margin: 4rem auto">',
      '<h1>El panel de administración se está compilando</h1>',
      '<p>La primera vez tarda un par de minutos. Esta página se recarga sola; la terminal de <code>npm start</code>',
      'avisa cuando está listo.</p></body></html>',
      '',
    ].join('\n'),
  );
}

function ensureBuild({ admin }) {
  removeOrphanedOutputs();
  const sources = Math.max(...SOURCE_DIRS.map((dir) => newestSource(path.join(APP_DIR, dir))));
  if (admin && !adminBuildIsCurrent()) {
    console.log('[cms] the admin panel is missing or was built from other sources: `strapi build` (a minute or two)');
    buildAdmin();
    return;
  }
  if (mtime(SERVER_STAMP) < sources) {
    console.log('[cms] compiling the server code (tsc)');
    execFileSync(bin('tsc'), ['-p', 'tsconfig.json'], { cwd: APP_DIR, stdio: 'inherit' });
    // tsc leaves unchanged outputs alone: touch the stamp so the next start does not compile again.
    const now = new Date();
    fs.utimesSync(SERVER_STAMP, now, now);
  }
}

module.exports = { ensureBuild, adminBuildIsCurrent, buildAdmin, writeAdminPlaceholder, APP_DIR };

if (require.main === module) ensureBuild({ admin: process.argv.includes('--admin') });
