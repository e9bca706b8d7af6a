// The files the shell needs to start, fetched early and compiled off the page's main thread.
//
// Fetched early: without hints the start is a chain: index.html → main.js (Module Federation runtime) → the
// bootstrap chunk and the shared singletons (React, React DOM, the router, styled-components, @cs16ar/shared) →
// the runtime config → first render. The plugin writes `<link rel="preload">` tags for the second and third links
// of that chain into the shell's index.html, so they download in parallel with main.js.
//
// Compiled off the main thread: V8 compiles a function the first time it is called, on the main thread, inside
// the task that calls it. Nearly every function of these files runs as the page starts, so each of them (main.js
// too) begins with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`: the browser compiles the whole file
// on a background thread while it downloads (issue 27: the start's script time at 4x CPU 15-25 % lower, see
// docs/benchmarks.md). Files loaded later (other pages, the landing's sections) are left to lazy compilation.
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';

const PLUGIN = 'StartupFilesPlugin';
const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * The chunks of the named start imports (`webpackChunkName`) and of the shared singletons they consume. The
 * singletons are loaded through Module Federation's consume modules, whose fallback (the shell's own copy, the
 * one used when the shell loads first) lives in async chunks of their own; only those the start itself consumes.
 */
function startupChunks(compilation, names) {
  const groups = names.map((name) => {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`${PLUGIN}: no chunk named "${name}"`);
    return group;
  });
  const chunks = new Set(groups.flatMap((group) => group.chunks));
  const singletonChunks = [];
  for (const module of compilation.modules) {
    if (module.type !== 'consume-shared-module') continue;
    if (!compilation.chunkGraph.getModuleChunks(module).some((chunk) => chunks.has(chunk))) continue;
    for (const block of module.blocks)
      singletonChunks.push(...(compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []));
  }
  return [...new Set([...chunks, ...singletonChunks])];
}

export class StartupFilesPlugin {
  /**
   * @param {object} options
   * @param {string[]} options.startupChunks names given to the start's imports (`webpackChunkName`), in order
   * @param {string[]} [options.fetches]  same-origin URLs the start fetches (the runtime config)
   * @param {string} [options.pageStartScript] the script that starts the page's downloads (shell/src/page-start.ts,
   *   built on its own): named first, run as soon as it arrives (`async`, high priority), not after the parse
   */
  constructor({ startupChunks, fetches = [], pageStartScript }) {
    this.startupChunks = startupChunks;
    this.fetches = fetches;
    this.pageStartScript = pageStartScript;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // Worked out once per compilation, when the chunks are sealed. The chunks, not their files: the files are
      // renamed after the compile hint is added (their content hashes include it).
      let preloaded;
      const preloadedChunks = () => (preloaded ??= startupChunks(compilation, this.startupChunks));
      // After minification (which drops comments) and before the source maps are made (which follow the added line).
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const entryChunks = [...compilation.entrypoints.values()].flatMap((entrypoint) => entrypoint.chunks);
          const files = [...entryChunks, ...preloadedChunks()].flatMap((chunk) => [...chunk.files]);
          for (const file of new Set(files))
            if (file.endsWith('.js'))
              compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(compileHint, '\n', source));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const scripts = [...new Set(preloadedChunks().flatMap((chunk) => [...chunk.files]))].filter((file) =>
          file.endsWith('.js'),
        );
        const link = (attributes) => ({ tagName: 'link', voidTag: true, meta: { plugin: PLUGIN }, attributes });
        // The entry (main.js) first: nothing runs before it, and the browser asks for scripts of one priority in
        // the order it finds them, six at a time per origin over HTTP/1.1. Behind seven preloads main.js came
        // last and everything waited for it (Lighthouse's simulated trace of /servidores, issue 27).
        const pageStart = this.pageStartScript
          ? [
              {
                tagName: 'script',
                voidTag: false,
                meta: { plugin: PLUGIN },
                attributes: { src: this.pageStartScript, async: true, fetchpriority: 'high', 'data-page-start': true },
              },
            ]
          : [];
        const entryScripts = [...pageStart, ...data.headTags.filter((tag) => tag.tagName === 'script')];
        const otherTags = data.headTags.filter((tag) => tag.tagName !== 'script');
        data.headTags = [
          ...entryScripts,
          ...this.fetches.map((href) => link({ rel: 'preload', as: 'fetch', href, crossorigin: 'anonymous' })),
          // Low, as the deferred main.js is: the page is painted from its HTML without them (issue 27), so the
          // pictures that HTML shows get the bandwidth first, and nothing waits on a script to paint.
          ...scripts.map((file) =>
            link({ rel: 'preload', as: 'script', href: `${publicPath}${file}`, fetchpriority: 'low' }),
          ),
          ...otherTags,
        ];
        return data;
      });
    });
  }
}
