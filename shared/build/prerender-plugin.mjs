// Writes every page's HTML at build time (README, "How a page's first HTML is made"). Applied to the shell's
// prerender compilation (a Node bundle of `src/prerender.tsx`), which webpack runs after the client's: once that
// bundle is emitted, this plugin loads it, renders each route the shell declares, and writes the route's HTML
// into the client's `dist/`, made from the client's own index.html (its scripts and preloads) with the page's
// head, its style rules and its markup. It also writes `prerendered-routes.json`, the table a static server or a
// CDN's rewrite rules follow: which file answers which path or pattern, and the fallback for every other path.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const PLUGIN = 'PrerenderPlugin';

/** `/` → index.html, `/servidores` → servidores/index.html, `/servidores/:id` → servidores/_id/index.html. */
export function prerenderedFileFor(routePath) {
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `_${segment.slice(1)}` : segment));
  if (segments.some((segment) => !/^[\w.-]+$/.test(segment) || segment.startsWith('..')))
    throw new Error(`${PLUGIN}: cannot write a file for the route "${routePath}"`);
  return path.posix.join(...segments, 'index.html');
}

/** Replaces the one match of `pattern` in the template, or fails the build (the template changed). */
function replaceOnce(html, pattern, replacement) {
  const matches = html.match(new RegExp(pattern.source, 'g')) ?? [];
  if (matches.length !== 1) throw new Error(`${PLUGIN}: index.html must contain ${pattern} exactly once`);
  return html.replace(pattern, () => replacement);
}

// Where the page goes in the client's index.html, minified or not.
const TEMPLATE_HEAD = /<title>[^<]*<\/title><meta name="?description"? content="[^"]*">/;
const TEMPLATE_HEAD_END = /<\/head>/;
const TEMPLATE_ROOT = /<div id="?root"?><\/div>/;

export class PrerenderPlugin {
  /**
   * @param {object} options
   * @param {string} options.clientDist  the client build's output folder (its index.html is the template)
   * @param {string} options.siteUrl     the site's public origin (absolute URLs of shared links)
   * @param {{ path: string, width: number, height: number, alt: string }} options.image  the shared links' picture
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap(PLUGIN, (compilation) => {
      if (compilation.errors.length > 0) return;
      const bundle = path.join(compilation.outputOptions.path, 'prerender.cjs');
      const require = createRequire(import.meta.url);
      delete require.cache[require.resolve(bundle)];
      const prerender = require(bundle);
      const { clientDist, siteUrl, image } = this.options;
      const templateFile = path.join(clientDist, 'index.html');
      const template = readFileSync(templateFile, 'utf8');
      for (const pattern of [TEMPLATE_HEAD, TEMPLATE_ROOT]) replaceOnce(template, pattern, '');

      // A path no page answers (a redirect, an unknown address) gets the shell with an empty root.
      const fallback = 'fallback.html';
      writeFileSync(path.join(clientDist, fallback), template);
      const routes = [];
      for (const route of prerender.prerenderedRoutes()) {
        const { html, styleTags } = prerender.renderPage(route.path);
        let page = replaceOnce(template, TEMPLATE_HEAD, prerender.renderHead(route, { siteUrl, image }));
        page = replaceOnce(page, TEMPLATE_HEAD_END, `${styleTags}</head>`);
        page = replaceOnce(page, TEMPLATE_ROOT, `<div id="root">${html}</div>`);
        const file = prerenderedFileFor(route.path);
        mkdirSync(path.dirname(path.join(clientDist, file)), { recursive: true });
        writeFileSync(path.join(clientDist, file), page);
        routes.push({ path: route.path, file });
      }
      writeFileSync(
        path.join(clientDist, 'prerendered-routes.json'),
        `${JSON.stringify({ routes, fallback }, null, 2)}\n`,
      );
      // The bundle served its purpose: nothing of it is deployed.
      rmSync(compilation.outputOptions.path, { recursive: true, force: true });
    });
  }
}
