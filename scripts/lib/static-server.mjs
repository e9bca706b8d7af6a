// Serves a built app the way a CDN would (issue 8): content-hashed files cached for a year as immutable, entry points
// (index.html, main.js, page-start.js, remoteEntry.js, federation-runtime.js, mf-manifest.json, runtime-config.json)
// revalidated on every load, gzip or brotli for text, ETags, and for the shell's client-side routes the page the build
// rendered for that route (prerendered-routes.json: a route's own HTML, its pattern's, or the fallback).
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Content-hashed files are immutable; entry points (index.html, main.js, page-start.js, remoteEntry.js,
 * federation-runtime.js, mf-manifest.json, runtime-config.json) are revalidated on every load. The rule a CDN must
 * follow too.
 */
export function cacheControlFor(file) {
  return HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Which prerendered file answers a path, from the build's `prerendered-routes.json` ({ routes: [{ path, file }],
 * fallback }): a route's own path, then a pattern (`/servidores/:id` matches one segment per parameter), then
 * the fallback. The same rules a CDN's rewrites follow (README, "How a page's first HTML is made").
 */
export function prerenderedPageFor(table, pathname) {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = trimmed.split('/');
  const matches = (routePath) => {
    const pattern = routePath.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]))
    );
  };
  const exact = table.routes.find((route) => route.path === trimmed);
  const pattern = table.routes.find((route) => route.path.includes(':') && matches(route.path));
  return (exact ?? pattern)?.file ?? table.fallback;
}

function readPrerenderedRoutes(root) {
  const file = path.join(root, 'prerendered-routes.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function pickEncoding(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/**
 * @param {{ root: string, spaFallback?: boolean, overrides?: Record<string, string | Buffer>,
 *   headers?: Record<string, string> }} options
 *   overrides: URL path -> body served instead of the file (e.g. a test's own runtime-config.json)
 *   headers: sent with every answer (the shell's Content-Security-Policy)
 */
/** The path with its percent-escapes read, or null when one is malformed (not UTF-8, or cut short). */
function decodedPath(urlPath) {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return null;
  }
}

export function createStaticServer({ root, spaFallback = false, overrides = {}, headers: extraHeaders = {} }) {
  const compressedCache = new Map();
  // Read per request: a rebuild while the server runs (npm run dev, tests) brings new routes.
  const prerenderedRoutes = () => (spaFallback ? readPrerenderedRoutes(root) : null);

  async function compressed(file, mtimeMs, encoding) {
    const key = `${file}:${mtimeMs}:${encoding}`;
    let body = compressedCache.get(key);
    if (!body) {
      const raw = await readFile(file);
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
          : zlib.gzipSync(raw, { level: 9 });
      compressedCache.set(key, body);
    }
    return body;
  }

  /** `decoded`: the URL's path with its percent-escapes read (see `decodedPath`). */
  async function resolveFile(decoded) {
    const file = path.join(root, path.normalize(decoded).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(path.resolve(root))) return null;
    try {
      const info = await stat(file);
      if (info.isFile()) return { file, info };
      if (info.isDirectory()) {
        const index = path.join(file, 'index.html');
        const indexInfo = await stat(index);
        return { file: index, info: indexInfo };
      }
    } catch {
      // not found
    }
    return null;
  }

  return http.createServer(async (request, response) => {
    try {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('X-Content-Type-Options', 'nosniff');
      for (const [name, value] of Object.entries(extraHeaders)) response.setHeader(name, value);
      if (request.method === 'OPTIONS') {
        response.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' });
        return response.end();
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' });
        return response.end();
      }
      const url = new URL(request.url ?? '/', 'http://static.invalid');
      const override = overrides[url.pathname];
      if (override !== undefined) {
        response.writeHead(200, {
          'Content-Type': contentTypes[path.extname(url.pathname)] ?? 'application/octet-stream',
          'Cache-Control': 'no-cache',
        });
        return response.end(request.method === 'HEAD' ? undefined : override);
      }

      const decoded = decodedPath(url.pathname);
      if (decoded === null) {
        // A malformed percent-escape (`/%E0%A4%A`) is the client's mistake: a 400, nothing logged.
        response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        return response.end('Dirección no válida');
      }
      let found = null;
      // Client-side routes (no file extension) get their prerendered page, or the shell's; missing assets 404.
      const isRoute = spaFallback && !path.extname(decoded);
      const table = isRoute ? prerenderedRoutes() : null;
      if (table) found = await resolveFile(`/${prerenderedPageFor(table, decoded)}`);
      else found = await resolveFile(decoded);
      if (!found && isRoute) found = await resolveFile('/index.html');
      if (!found) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        return response.end('No encontrado');
      }

      const { file, info } = found;
      const extension = path.extname(file);
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      const headers = {
        'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
        'Cache-Control': cacheControlFor(file),
        ETag: etag,
        'Last-Modified': info.mtime.toUTCString(),
        Vary: 'Accept-Encoding',
      };
      if (request.headers['if-none-match'] === etag) {
        response.writeHead(304, headers);
        return response.end();
      }
      const encoding = compressible.has(extension) ? pickEncoding(request.headers['accept-encoding']) : null;
      if (encoding) {
        const body = await compressed(file, info.mtimeMs, encoding);
        response.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
        return response.end(request.method === 'HEAD' ? undefined : body);
      }
      response.writeHead(200, { ...headers, 'Content-Length': info.size });
      if (request.method === 'HEAD') return response.end();
      createReadStream(file).pipe(response);
    } catch (error) {
      console.error('[static-server]', error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    }
  });
}

export function listen(server, port, host = '0.0.0.0') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
