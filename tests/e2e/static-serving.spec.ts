import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createStaticServer, listen } from '../../scripts/lib/static-server.mjs';
import { shellUrl } from '../support/ports';
import { repoRoot } from '../support/remote-variant';

/**
 * Issue 8: the builds are served as a CDN would serve them. Content-hashed files are cached for a year;
 * the files that name them (index.html, main.js, runtime-config.json, a remote's mf-manifest.json and
 * remoteEntry.js) are revalidated on every load, so a new deploy is never hidden behind a stale cache.
 */
// HTTP checks with no page, the same at every viewport: tagged @desktop-only, they run once.
const desktopOnly = { tag: '@desktop-only' };

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function membershipOrigin(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get(`${shellUrl}/runtime-config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  return new URL(config.remotes.mfe_membership!).origin;
}

async function hashedScriptOfShell(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(`${shellUrl}/`)).text();
  const hashed = html.match(/href=["']?(\/[\w-]+\.[0-9a-f]{8,}\.js)/);
  expect(hashed, 'index.html names a content-hashed script').not.toBeNull();
  return hashed![1]!;
}

test(
  'entry points are revalidated on every load; content-hashed files are cached for a year',
  desktopOnly,
  async ({ request }) => {
    const remote = await membershipOrigin(request);
    for (const url of [
      `${shellUrl}/`,
      `${shellUrl}/main.js`,
      `${shellUrl}/runtime-config.json`,
      `${remote}/mf-manifest.json`,
      `${remote}/remoteEntry.js`,
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('no-cache');
    }

    const script = await hashedScriptOfShell(request);
    const response = await request.get(`${shellUrl}${script}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(IMMUTABLE);
    expect(response.headers()['content-type']).toContain('text/javascript');

    // A revalidation with the ETag costs no body.
    const entry = await request.get(`${shellUrl}/main.js`);
    const etag = entry.headers()['etag'];
    expect(etag).toBeTruthy();
    const revalidated = await request.get(`${shellUrl}/main.js`, { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status()).toBe(304);
  },
);

test('text is sent compressed: brotli when the browser takes it, else gzip', desktopOnly, async ({ request }) => {
  const script = await hashedScriptOfShell(request);
  const brotli = await request.get(`${shellUrl}${script}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['vary']).toBe('Accept-Encoding');
  const gzip = await request.get(`${shellUrl}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  // Same script either way, once decoded.
  expect(await brotli.text()).toBe(await gzip.text());
});

test(
  "client-side routes get the shell's index.html; a missing file is a 404, not the page",
  desktopOnly,
  async ({ request }) => {
    for (const route of ['/servidores/abc123', '/ayuda/como-conectarse', '/una/ruta/cualquiera']) {
      const response = await request.get(`${shellUrl}${route}`);
      expect(response.status(), route).toBe(200);
      expect(response.headers()['content-type'], route).toContain('text/html');
      expect(response.headers()['cache-control'], route).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<html lang=es-AR>');
      expect(html).toMatch(/id="?root"?/);
    }
    const missing = await request.get(`${shellUrl}/no-existe.0123456789.js`);
    expect(missing.status()).toBe(404);
  },
);

test(
  "each path gets the HTML the build rendered for it: its own, its pattern's, or the site's fallback",
  desktopOnly,
  async ({ request }) => {
    const titleOf = async (path: string) => {
      const response = await request.get(`${shellUrl}${path}`);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      return (await response.text()).match(/<title>([^<]*)<\/title>/)?.[1];
    };
    expect(await titleOf('/servidores')).toBe('Servidores · CS 1.6 Argentina');
    expect(await titleOf('/servidores/')).toBe('Servidores · CS 1.6 Argentina');
    // A dynamic route's pattern: one HTML for every server.
    expect(await titleOf('/servidores/cualquier-servidor')).toBe('Servidor · CS 1.6 Argentina');
    expect(await titleOf('/ayuda/un-articulo')).toBe('Centro de Ayuda · CS 1.6 Argentina');
    // No page: the shell with an empty root, which redirects in the browser.
    for (const path of ['/ventas', '/servers/viejo', '/no-existe', '/servidores/uno/dos']) {
      const response = await request.get(`${shellUrl}${path}`);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toMatch(/<div id="?root"?><\/div>/);
    }
    expect((await request.get(`${shellUrl}/falta.js`)).status()).toBe(404);
  },
);

// Issue 23: a malformed percent-escape was a 500 with a stack trace in the log.
test('a malformed percent-escape is a 400, and nothing is logged as an error', desktopOnly, async ({ request }) => {
  const malformed = ['/%E0%A4%A', '/%', '/ayuda/%ZZ', '/%C0%AF', '/servidores/%FF'];
  for (const address of malformed) {
    const response = await request.get(`${shellUrl}${address}`);
    expect(response.status(), address).toBe(400);
    expect(await response.text(), address).toBe('Dirección no válida');
  }

  // The same server in this process, to see what it logs.
  const server = createStaticServer({ root: path.join(repoRoot, 'shell', 'dist'), spaFallback: true });
  await listen(server, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  const logged: unknown[][] = [];
  const { error, warn } = console;
  console.error = (...args: unknown[]) => void logged.push(args);
  console.warn = (...args: unknown[]) => void logged.push(args);
  try {
    for (const address of malformed) expect((await fetch(`http://127.0.0.1:${port}${address}`)).status).toBe(400);
    // A well-formed escape still finds its page.
    expect((await fetch(`http://127.0.0.1:${port}/ayuda/c%C3%B3mo`)).status).toBe(200);
  } finally {
    console.error = error;
    console.warn = warn;
    await new Promise((resolve) => server.close(resolve));
  }
  expect(logged).toEqual([]);
});
