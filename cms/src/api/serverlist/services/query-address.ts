import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { errors } from '@strapi/utils';
import { isProduction } from '../../../env/secrets';

export type LookupAll = (host: string) => Promise<string[]>;

// IPv4 only: gamedig queries over udp4.
const lookupIpv4: LookupAll = async (host) =>
  (await lookup(host, { all: true, family: 4 })).map((entry) => entry.address);

// A public unicast address, once any IPv4-mapped IPv6 form is unwrapped: not loopback, private,
// link-local, carrier-grade NAT, multicast, broadcast, unspecified, documentation or otherwise reserved
// (ipaddr.js's range table, the one Express's proxy-addr relies on).
export function isPublicUnicast(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
  return parsed.range() === 'unicast';
}

export function simulatorHost(): string {
  return process.env.SIMULATOR_HOST?.trim() || '127.0.0.1';
}

async function resolve(host: string, lookupAll: LookupAll): Promise<string[]> {
  try {
    const addresses = await lookupAll(host);
    if (addresses.length > 0) return addresses;
  } catch {
    // Unknown name: same answer as no address.
  }
  throw new errors.ValidationError(`No encontramos la dirección de "${host.slice(0, 60)}".`);
}

// Where POST /api/serverlist/query may send UDP. The name is resolved once, here, and the address found
// is what gets queried, so a name cannot resolve to a public address for this check and to a private one
// for the query. In production only public addresses; anywhere else (the demo) only the simulator's host.
export async function queryAddress(host: string, lookupAll: LookupAll = lookupIpv4): Promise<string> {
  const addresses = await resolve(host, lookupAll);
  if (isProduction()) {
    if (!addresses.every(isPublicUnicast)) {
      throw new errors.ValidationError(
        'Solo se pueden consultar servidores en direcciones públicas de Internet, no en redes privadas ni locales.',
      );
    }
    return addresses[0];
  }
  const allowed = await resolve(simulatorHost(), lookupAll);
  if (!addresses.every((address) => allowed.includes(address))) {
    throw new errors.ValidationError(
      `En el sitio de demostración solo se puede consultar el simulador de servidores (${simulatorHost()}).`,
    );
  }
  return addresses[0];
}
