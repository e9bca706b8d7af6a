// A remote served alone (its dev server, or its production build with scripts/serve-dist.mjs): the page it
// shows is the standalone frame (shared/src/standalone), which needs an HTML page with #root and a runtime
// config saying where the CMS is.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The remotes' own page; the shell has its own (shell/public/index.html). */
export const standaloneTemplate = path.join(path.dirname(fileURLToPath(import.meta.url)), 'standalone-index.html');

const DEFAULT_API_URL = 'http://localhost:1337/api';

/** The frame's runtime config: only where the CMS is, from `API_URL` (default: the CMS `npm start` runs). */
export function standaloneRuntimeConfig(env = process.env) {
  return { apiUrl: env.API_URL || DEFAULT_API_URL };
}
