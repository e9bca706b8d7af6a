// A remote served alone (its dev server, or its production build with scripts/serve-dist.mjs): the page it
// shows is the standalone frame (shared/src/standalone), which reads where the CMS is from its runtime config.

const DEFAULT_API_URL = 'http://localhost:1337/api';

/** The frame's runtime config: only where the CMS is, from `API_URL` (default: the CMS `npm start` runs). */
export function standaloneRuntimeConfig(env = process.env) {
  return { apiUrl: env.API_URL || DEFAULT_API_URL };
}
