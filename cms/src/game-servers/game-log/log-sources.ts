import { isIPv4 } from 'node:net';
import type { LogSource } from './log-intake';

// Which addresses the log listener accepts datagrams from, made from the registered servers. Hostnames are
// resolved on every reload; when a lookup fails the addresses it last gave are kept, so a DNS hiccup does
// not cut a server's statistics until the next reload (issue 23).

export type RegisteredServer = { documentId: string; ipAddress: string; port: number; logSecret: string | null };

// Resolves a hostname to its IPv4 addresses; throws (or answers none) when it cannot.
export type ResolveHost = (host: string) => Promise<string[]>;

// What a server write must change for the listener to reload its sources.
export const SOURCE_FIELDS = ['ipAddress', 'port', 'logSecret'] as const;

export function createLogSources(resolve: ResolveHost) {
  const lastResolved = new Map<string, string[]>();

  async function addressesOf(host: string): Promise<string[]> {
    if (isIPv4(host)) return [host];
    try {
      const addresses = await resolve(host);
      if (addresses.length > 0) {
        lastResolved.set(host, addresses);
        return addresses;
      }
    } catch {
      // Kept from the last lookup that answered, below.
    }
    return lastResolved.get(host) ?? [];
  }

  return {
    async sourcesOf(servers: readonly RegisteredServer[]): Promise<LogSource[]> {
      const resolved = await Promise.all(
        servers.map(async (server) =>
          (await addressesOf(server.ipAddress)).map((address) => ({
            address,
            port: server.port,
            serverDocumentId: server.documentId,
            secret: server.logSecret || null,
          })),
        ),
      );
      // Hosts no server names any more are forgotten.
      const hosts = new Set(servers.map((server) => server.ipAddress));
      for (const host of lastResolved.keys()) if (!hosts.has(host)) lastResolved.delete(host);
      return resolved.flat();
    },
  };
}

const sourceKey = (source: LogSource) =>
  `${source.address}\n${source.port}\n${source.serverDocumentId}\n${source.secret ?? ''}`;

export function sameSources(a: readonly LogSource[] | null, b: readonly LogSource[]): boolean {
  if (!a || a.length !== b.length) return false;
  const keys = new Set(a.map(sourceKey));
  return b.every((source) => keys.has(sourceKey(source)));
}

// A lifecycle event of a server write: does it change where logs come from or how they are proven? The
// poller's writes (status, players, map) do not; creating or deleting a server always does.
export function writeTouchesSources(data: unknown): boolean {
  if (!data || typeof data !== 'object') return true;
  return SOURCE_FIELDS.some((field) => field in data);
}
