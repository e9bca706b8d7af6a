'use strict';
// `npm start`, `npm run simulator` and `npm test` run the compiled code in dist/. This rebuilds it when
// it is missing or older than the sources, so a fresh clone or a pull never runs stale code.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const APP_DIR = path.resolve(__dirname, '..');
const SOURCE_DIRS = ['config', 'src', 'simulator', 'types'];
const SERVER_STAMP = path.join(APP_DIR, 'dist', 'src', 'index.js');
const ADMIN_STAMP = path.join(APP_DIR, 'dist', 'build', 'index.html');

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

function ensureBuild({ admin }) {
  removeOrphanedOutputs();
  const sources = Math.max(...SOURCE_DIRS.map((dir) => newestSource(path.join(APP_DIR, dir))));
  if (admin && !fs.existsSync(ADMIN_STAMP)) {
    console.log('[cms] no admin build yet: running `strapi build` (takes a minute or two)');
    execFileSync(bin('strapi'), ['build'], { cwd: APP_DIR, stdio: 'inherit' });
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

module.exports = { ensureBuild, APP_DIR };

if (require.main === module) ensureBuild({ admin: process.argv.includes('--admin') });
