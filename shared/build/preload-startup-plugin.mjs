// Lets the browser fetch everything the shell needs to start while it is still downloading main.js.
//
// Without hints the start is a chain: index.html → main.js (Module Federation runtime) → the bootstrap chunk
// and the shared singletons (React, React DOM, the router, styled-components, @cs16ar/shared) → the runtime
// config → first render. The plugin writes `<link rel="preload">` tags for the second and third links of
// that chain into the shell's index.html, so they download in parallel with main.js.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const PLUGIN = 'PreloadStartupPlugin';

/** Files of the chunks a chunk group needs, in load order. */
function chunkGroupFiles(chunkGroup) {
  return chunkGroup ? chunkGroup.chunks.flatMap((chunk) => [...chunk.files]) : [];
}

export class PreloadStartupPlugin {
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
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const startupGroups = this.startupChunks.map((name) => {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`${PLUGIN}: no chunk named "${name}"`);
          return group;
        });

        // The shared singletons are loaded through Module Federation's consume modules, whose fallback (the
        // shell's own copy, the one used when the shell loads first) lives in async chunks of their own. Only
        // the singletons the start itself consumes are hinted: a preload that goes unused wastes bandwidth.
        const startupChunks = new Set(startupGroups.flatMap((group) => group.chunks));
        const singletonFiles = [];
        for (const module of compilation.modules) {
          if (module.type !== 'consume-shared-module') continue;
          const chunks = compilation.chunkGraph.getModuleChunks(module);
          if (!chunks.some((chunk) => startupChunks.has(chunk))) continue;
          for (const block of module.blocks)
            singletonFiles.push(...chunkGroupFiles(compilation.chunkGraph.getBlockChunkGroup(block)));
        }

        const scripts = [...new Set([...startupGroups.flatMap(chunkGroupFiles), ...singletonFiles])].filter((file) =>
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
