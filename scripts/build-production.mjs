// `npm run build:production`: every production artifact, and what to do with each.
//   - the shell and the five remotes (webpack, production mode): <app>/dist/, for any static host or CDN;
//   - the CMS: server code and admin panel (`strapi build`): cms/dist/, run with `npm run start:production`.
// Then it prints, per app, which files may be cached for a year and which must be revalidated on every
// load (the rule scripts/lib/static-server.mjs applies), and the Content-Security-Policy the shell's pages
// need for the runtime config given (`--runtime-config <file>`; by default the one in shell/dist).
// `npm test` builds the apps through the same function (buildApps), only those whose sources changed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentSecurityPolicy } from './lib/content-security-policy.mjs';
import { ensureBuilt, ensureInstalled } from './lib/install.mjs';
import { run } from './lib/processes.mjs';
import { apps, cmsDir, repoRoot } from './lib/site.mjs';
import { cacheControlFor } from './lib/static-server.mjs';

/** The six apps' production builds: every one (`force`), or only those older than their sources. */
export function buildApps({ force }) {
  ensureBuilt({ force });
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

function describeApp(app) {
  const dist = path.join(repoRoot, app.dir, 'dist');
  const files = filesUnder(dist);
  // Source maps and licence notes sit beside the hashed files and are never requested by a page.
  const revalidated = files.filter(
    (file) => cacheControlFor(file) === 'no-cache' && !/\.(map|LICENSE\.txt)$/.test(file),
  );
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  return (
    `  ${app.dir.padEnd(15)} ${path.relative(repoRoot, dist)}/  ${files.length} files, ${(bytes / 1024).toFixed(0)} KiB; ` +
    `revalidate (Cache-Control: no-cache): ${revalidated.map((file) => path.relative(dist, file)).join(', ')}; ` +
    'every other file: public, max-age=31536000, immutable'
  );
}

function main() {
  const args = process.argv.slice(2);
  const configArg = args.indexOf('--runtime-config');
  const runtimeConfig =
    configArg >= 0
      ? path.resolve(args[configArg + 1] ?? '')
      : path.join(repoRoot, 'shell', 'dist', 'runtime-config.json');
  ensureInstalled();
  console.log('› The shell and the five remotes (webpack, production)...');
  buildApps({ force: true });
  console.log('› The CMS: server code and admin panel (strapi build)...');
  run('npm', ['--prefix', cmsDir, 'run', 'build']);
  if (!existsSync(runtimeConfig)) throw new Error(`No runtime config at ${runtimeConfig}`);
  const csp = contentSecurityPolicy(JSON.parse(readFileSync(runtimeConfig, 'utf8')));
  console.log(
    [
      '',
      'Production artifacts (docs/production.md):',
      ...apps.map(describeApp),
      `  ${'cms'.padEnd(15)} cms/dist/  run with "npm run start:production" (sets NODE_ENV=production; settings in docs/production.md)`,
      '',
      `The shell's pages (index.html and every client-side route) with the runtime config ${path.relative(repoRoot, runtimeConfig)}:`,
      `  Content-Security-Policy: ${csp}`,
    ].join('\n'),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
