import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@cs16ar/shared/build/create-webpack-config.mjs';

export default createWebpackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'shell',
  port: 3000,
  title: 'CS 1.6 Argentina · La comunidad más grande de Counter-Strike 1.6',
  description:
    'La comunidad de Counter-Strike 1.6 más grande de Argentina desde 2012: 26 servidores, más de 130.000 jugadores registrados, eventos y torneos.',
  // Every page's HTML, rendered at build time (src/prerender.tsx). `siteUrl` is the public origin shared links
  // point at (`SITE_URL` overrides it when building for another domain).
  // Starts the page's downloads before the shell's code is here (src/page-start.ts).
  pageStart: './src/page-start.ts',
  prerender: {
    entry: './src/prerender.tsx',
    siteUrl: 'https://cs16.com.ar',
    image: {
      path: '/og-image.jpg',
      width: 1200,
      height: 630,
      alt: 'CS 1.6 Argentina: la comunidad de Counter-Strike 1.6 más grande de Argentina',
    },
  },
});
