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

/** Replaces exactly one occurrence of `target` in the template, or fails the build (the template changed). */
function replaceOnce(html, target, replacement) {
  const at = html.indexOf(target);
  if (at < 0 || html.indexOf(target, at + target.length) >= 0)
    throw new Error(`${PLUGIN}: index.html must contain ${String(target)} exactly once`);
  return html.slice(0, at) + replacement + html.slice(at + target.length);
}

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
      const root = '<div id="root"></div>';
      // The template's own title and description are replaced by each page's head.
      const headStart = template.indexOf('<title>');
      const headEnd = template.indexOf('>', template.indexOf('<meta name="description"')) + 1;
      if (headStart < 0 || headEnd <= headStart) throw new Error(`${PLUGIN}: index.html has no title and description`);
      const ownHead = template.slice(headStart, headEnd);

      // A path no page answers (a redirect, an unknown address) gets the shell with an empty root.
      const fallback = 'fallback.html';
      writeFileSync(path.join(clientDist, fallback), replaceOnce(template, ownHead, ownHead));
      const routes = [];
      for (const route of prerender.prerenderedRoutes()) {
        const { html, styleTags } = prerender.renderPage(route.path);
        let page = replaceOnce(template, ownHead, prerender.renderHead(route, { siteUrl, image }));
        page = replaceOnce(page, '</head>', `${styleTags}</head>`);
        page = replaceOnce(page, root, `<div id="root">${html}</div>`);
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
