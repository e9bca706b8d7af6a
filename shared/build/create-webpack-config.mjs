// The one webpack + Module Federation setup every app builds with; each app's webpack.config.mjs only says
// its name, port and what it exposes. Kept in `shared` because every app needs it (CONTRIBUTING.md).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { StartupFilesPlugin } from './startup-files-plugin.mjs';
import { PrerenderPlugin } from './prerender-plugin.mjs';
import { standaloneRuntimeConfig } from './standalone.mjs';

const buildDir = path.dirname(fileURLToPath(import.meta.url));

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Singletons shared by the shell and all remotes: one React, one styled-components, one session store and
 * router (React Router is bundled inside `@cs16ar/shared`, tree-shaken to what the site uses: see
 * shared/src/router) and one data layer (QueryClient) per page, whoever loads first. A remote accepts any version within the major it was built
 * with, so a remote built against an older minor of `@cs16ar/shared` still runs in a newer shell; a remote
 * needing another major fails to load (the shell then shows that area's error) instead of running with a
 * copy that breaks hooks and context.
 */
export function sharedSingletons(appDir, appPackage) {
  const deps = appPackage.dependencies ?? {};
  const majorRange = (version) =>
    `^${
      String(version)
        .replace(/^[^\d]*/, '')
        .split('.')[0]
    }.0.0`;
  const singleton = (version) => ({ singleton: true, strictVersion: true, requiredVersion: majorRange(version) });
  // The copy of the shared package this app is built with (a workspace link, or an older copy of its own).
  const sharedPackage = readJson(
    createRequire(path.join(appDir, 'package.json')).resolve('@cs16ar/shared/package.json'),
  );
  const ownPackage = {
    singleton: true,
    strictVersion: true,
    requiredVersion: deps['@cs16ar/shared'],
    version: sharedPackage.version,
  };
  return {
    react: singleton(deps.react),
    'react/': singleton(deps.react),
    'react-dom': singleton(deps['react-dom']),
    'react-dom/': singleton(deps['react-dom']),
    'styled-components': singleton(deps['styled-components']),
    '@cs16ar/shared': ownPackage,
    // The data layer (TanStack Query inside) is a singleton of its own, loaded by the first page that fetches.
    '@cs16ar/shared/data': ownPackage,
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir        the app's folder
 * @param {string} options.federationName Module Federation name (`shell`, `mfe_servers`, ...)
 * @param {number} options.port          dev-server port (`PORT` in the environment overrides it)
 * @param {Record<string,string>} [options.exposes] pages a remote exposes (see shared/src/remotes)
 * @param {string} options.title         document title of the app's own page
 * @param {string} [options.description] the page's meta description (the shell: the site's own page)
 * @param {{ entry: string, siteUrl: string, image: { path: string, width: number, height: number, alt: string } }}
 *   [options.prerender] the shell's build-time render of every page (`src/prerender.tsx`, shared/build/prerender-plugin.mjs):
 *   production builds only; `SITE_URL` in the environment overrides `siteUrl`
 * @param {string} [options.pageStart] the shell's page start (`src/page-start.ts`): a small script of its own,
 *   built without Module Federation (whose runtime, 27 KB, webpack would put in every entry of the client's
 *   build), that the HTML names first (`async`); it starts the page's downloads early. Production builds only:
 *   the site works the same without it, a little later.
 */
export function createWebpackConfig({
  appDir,
  federationName,
  port,
  exposes,
  title,
  description,
  prerender,
  pageStart,
}) {
  const appPackage = readJson(path.join(appDir, 'package.json'));
  const isRemote = Boolean(exposes);

  return (_env, argv) => {
    const isProduction = argv.mode === 'production';
    const hashed = isProduction ? '.[contenthash:10]' : '';
    const publicDir = path.join(appDir, 'public');
    const typescriptRule = {
      test: /\.tsx?$/,
      loader: 'ts-loader',
      // Types are checked by `npm run typecheck`; the build only transpiles.
      options: { transpileOnly: true, configFile: path.join(appDir, 'tsconfig.json') },
    };
    const assetFilename = `assets/[name]${hashed}[ext]`;
    // React Router's package names only its development build (every export condition points there): dev
    // warnings built on every render of <Routes>. Production builds take the production build it ships beside it
    // (the same code with the warnings off), the client and the prerender alike so their markup matches.
    const reactRouterDir = path.dirname(
      createRequire(path.join(appDir, 'package.json')).resolve('react-router/package.json'),
    );
    const resolve = {
      extensions: ['.tsx', '.ts', '.js'],
      ...(isProduction && {
        alias: {
          'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs'),
          'react-router/dom$': path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
        },
      }),
    };
    // The moment the pages' HTML is rendered, the same in the prerender and in the client that hydrates it
    // (shell/src/lib/use-hydrated.ts), so dates in that HTML hydrate without a mismatch.
    const prerenderedAt = new webpack.DefinePlugin({
      'process.env.SITE_PRERENDERED_AT': JSON.stringify(new Date().toISOString()),
    });

    const client = {
      name: 'client',
      context: appDir,
      entry: './src/index.ts',
      target: 'web',
      devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // Entry files (main.js, remoteEntry.js) keep fixed names and are served `no-cache`: with webpack 5.111
        // the federation runtime cannot resolve a [contenthash] in the entry's own name
        // (module-federation/core#5077). Everything they load is content-hashed and cached for good.
        filename: '[name].js',
        chunkFilename: `[name]${hashed}.js`,
        assetModuleFilename: assetFilename,
        // Remotes work out where they are served from (CONTRIBUTING.md); the shell is always at the root.
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: federationName,
        clean: true,
        // Write every file on every build, even one whose content did not change, so each file's time is this
        // build's: the static server's ETag and compressed copies are keyed by it (scripts/lib/static-server.mjs).
        // Whether an app needs building is a hash of its inputs (scripts/lib/app-builds.mjs), not a file's age.
        compareBeforeEmit: false,
      },
      resolve,
      module: {
        rules: [typescriptRule, { test: /\.(png|jpe?g|webp|gif|svg|avif)$/i, type: 'asset/resource' }],
      },
      plugins: [
        ...(isRemote ? [] : [prerenderedAt]),
        new ModuleFederationPlugin({
          name: federationName,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
          shared: sharedSingletons(appDir, appPackage),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // One copy of the federation runtime on the site, the shell's: a production remote's remoteEntry.js
          // uses it instead of its own (56 KB less in each, and less to run when a page or a prefetch loads one);
          // its standalone frame gets it from federation-runtime.js. The dev servers keep a copy each.
          ...(isRemote
            ? { experiments: { externalRuntime: isProduction } }
            : { runtimePlugins: [path.join(buildDir, 'provide-federation-runtime.mjs')] }),
        }),
        // One page template for every app: the shell's page is the site, a remote's the standalone frame (for
        // developers: not indexed).
        new HtmlWebpackPlugin({
          template: path.join(buildDir, 'index.html'),
          title,
          description,
          standalone: isRemote,
          federationRuntime: isRemote && isProduction ? '/federation-runtime.js' : null,
          // The shell's pages show without JavaScript (prerendered); what needs it says so where it would be.
          noscript: isRemote ? 'Este módulo necesita JavaScript.' : null,
          chunks: ['main'],
          // Served at the root: a deep link (/ayuda/un-articulo) must still load /main.js, not /ayuda/main.js.
          ...(isRemote ? { publicPath: '/' } : {}),
          scriptLoading: 'defer',
          minify: isProduction,
        }),
        // The shell's start is on every visitor's critical path: fetch its pieces in parallel.
        ...(isRemote
          ? []
          : [
              new StartupFilesPlugin({
                startupChunks: ['site-start', 'app', 'bootstrap'],
                fetches: ['/runtime-config.json'],
                ...(pageStart && isProduction ? { pageStartScript: '/page-start.js' } : {}),
              }),
            ]),
        ...(existsSync(publicDir)
          ? [
              new CopyWebpackPlugin({
                patterns: [{ from: publicDir, noErrorOnMissing: true }],
              }),
            ]
          : []),
      ],
      optimization: {
        // MF's runtime needs one runtime per container; keep webpack's default chunk splitting.
        moduleIds: 'deterministic',
      },
      performance: { hints: false },
      devServer: {
        // Tests and a second copy of the site run dev servers on ports of their own.
        port: Number(process.env.PORT) || port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        // The standalone frame asks its own server where the CMS is (`API_URL`, else the default local one).
        ...(isRemote
          ? {
              setupMiddlewares: (middlewares, devServer) => {
                devServer.app.get('/runtime-config.json', (_request, response) => {
                  response.set('Cache-Control', 'no-cache').json(standaloneRuntimeConfig());
                });
                return middlewares;
              },
            }
          : {}),
      },
      stats: isProduction ? 'errors-warnings' : 'minimal',
    };
    if (!isProduction) return client;

    // The page's start, bundled on its own into the client's dist/ (after the client's build, which cleans it).
    const pageStartBuild = pageStart && {
      name: 'page-start',
      dependencies: ['client'],
      context: appDir,
      entry: { 'page-start': pageStart },
      target: 'web',
      devtool: 'source-map',
      output: {
        path: client.output.path,
        // A fixed name served `no-cache`, like main.js: the client's HTML names it before this build has run.
        filename: '[name].js',
        publicPath: '/',
        compareBeforeEmit: false,
      },
      resolve: { extensions: ['.ts', '.js'] },
      module: { rules: [typescriptRule] },
      optimization: { moduleIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
    // A remote's own page runs without the shell, so without the shell's federation runtime: this build gives it
    // one (provide-federation-runtime.mjs, as federation-runtime.js), named by its HTML before main.js.
    const federationRuntimeBuild = isRemote && {
      name: 'federation-runtime',
      dependencies: ['client'],
      context: appDir,
      entry: { 'federation-runtime': path.join(buildDir, 'provide-federation-runtime.mjs') },
      target: 'web',
      devtool: 'source-map',
      output: { path: client.output.path, filename: '[name].js', publicPath: '/', compareBeforeEmit: false },
      optimization: { moduleIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
    if (federationRuntimeBuild) return [client, federationRuntimeBuild];
    if (!prerender) return pageStartBuild ? [client, pageStartBuild] : client;

    // The same app, bundled for Node with react-dom/server, run after the client's build by PrerenderPlugin.
    // No Module Federation: the prerender renders the shell's own pages and each remote page's skeleton.
    const prerenderOutput = path.join(appDir, 'node_modules', '.cache', 'prerender');
    const server = {
      name: 'prerender',
      dependencies: ['client'],
      context: appDir,
      entry: prerender.entry,
      target: 'node',
      devtool: false,
      output: {
        path: prerenderOutput,
        filename: 'prerender.cjs',
        library: { type: 'commonjs2' },
        // Pictures get the client's URLs (same names, same content hashes); the client build ships them.
        publicPath: '/',
        assetModuleFilename: assetFilename,
        clean: true,
      },
      resolve,
      module: {
        rules: [
          typescriptRule,
          { test: /\.(png|jpe?g|webp|gif|svg|avif)$/i, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      plugins: [
        prerenderedAt,
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        new PrerenderPlugin({
          clientDist: client.output.path,
          siteUrl: process.env.SITE_URL || prerender.siteUrl,
          image: prerender.image,
        }),
      ],
      optimization: { minimize: false, moduleIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
    return pageStartBuild ? [client, pageStartBuild, server] : [client, server];
  };
}
