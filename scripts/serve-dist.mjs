// `npm run serve -w <app>`: one app's production build (`npm run build -w <app>` first), served alone the way
// `npm start` serves it. A remote's page is its standalone frame, against the CMS at `API_URL` (default
// http://localhost:1337/api); the shell's is the site, with its own runtime-config.json. `PORT` moves it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { standaloneRuntimeConfig } from '../shared/build/standalone.mjs';
import { apps, repoRoot, sitePorts } from './lib/site.mjs';
import { createStaticServer, listen } from './lib/static-server.mjs';

const app = apps.find((candidate) => candidate.dir === process.argv[2]);
if (!app) {
  console.error(`Uso: node scripts/serve-dist.mjs <${apps.map((candidate) => candidate.dir).join('|')}>`);
  process.exit(2);
}
const root = path.join(repoRoot, app.dir, 'dist');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No hay compilación de ${app.dir}: corré antes npm run build -w ${app.dir}`);
  process.exit(1);
}

const isShell = app.dir === 'shell';
const server = createStaticServer({
  root,
  spaFallback: true,
  overrides: isShell ? {} : { '/runtime-config.json': JSON.stringify(standaloneRuntimeConfig()) },
});
const port = Number(process.env.PORT) || sitePorts().webBase + app.portOffset;
await listen(server, port);
console.log(`  ${app.dir} (compilación de producción): http://localhost:${port}${app.mainRoute}`);
