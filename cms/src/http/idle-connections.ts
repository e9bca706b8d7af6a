import type { Core } from '@strapi/strapi';

// How long an idle keep-alive connection stays open. Node closes one after 5 s; a client that reuses it at that very
// moment (Playwright's API requests, an HTTP library's pool, a load balancer) gets "socket hang up" on a request that
// never arrived (found by a browser test under CI load). Longer than the 60 s idle timeout of the usual load
// balancers, so the CMS is never the side that closes first; headers may take that long plus a second.
export const IDLE_CONNECTION_MS = 65_000;

export function keepIdleConnectionsOpen(strapi: Core.Strapi): void {
  const server = strapi.server.httpServer;
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1000;
}
