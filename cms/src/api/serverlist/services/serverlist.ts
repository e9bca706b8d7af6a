import { games } from 'gamedig';
import { errors } from '@strapi/utils';
import { CS16_GAME_TYPE } from '../../../game-servers/live-status/settings';

export type SupportedGame = { id: string; name: string; protocol: string };

export type QueryTarget = { type: string; host: string; port: number };

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOSTNAME_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

function isHostname(value: string): boolean {
  if (value.length > 253) return false;
  const labels = value.split('.');
  // A name made only of digits and dots is a malformed IPv4 address, not a hostname.
  if (labels.every((label) => /^\d+$/.test(label))) return false;
  return labels.every((label) => HOSTNAME_LABEL.test(label));
}

// The games POST /serverlist/query accepts: the one this community plays. Each other gamedig protocol
// would be more code parsing untrusted datagrams, for servers the site never shows.
const QUERYABLE_GAMES = [CS16_GAME_TYPE];

export function supportedGames(): SupportedGame[] {
  return QUERYABLE_GAMES.map((id) => ({ id, name: games[id].name, protocol: games[id].options.protocol }));
}

export function validateQueryTarget(body: unknown): QueryTarget {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new errors.ValidationError('Enviá un objeto JSON con type, host y port.');
  }
  const { type, host, port, ...rest } = body as Record<string, unknown>;
  const unknownKeys = Object.keys(rest);
  if (unknownKeys.length > 0) {
    throw new errors.ValidationError(`Campos no permitidos: ${unknownKeys.slice(0, 5).join(', ')}.`);
  }
  if (typeof type !== 'string' || !QUERYABLE_GAMES.includes(type)) {
    throw new errors.ValidationError(
      'El tipo de juego no es válido: solo se consultan servidores de Counter-Strike 1.6 ("counterstrike16").',
    );
  }
  if (typeof host !== 'string' || !(IPV4.test(host) || isHostname(host))) {
    throw new errors.ValidationError('El host tiene que ser una dirección IPv4 o un nombre de host válido.');
  }
  const portNumber = typeof port === 'string' && /^\d{1,5}$/.test(port) ? Number(port) : port;
  if (typeof portNumber !== 'number' || !Number.isInteger(portNumber) || portNumber < 1 || portNumber > 65535) {
    throw new errors.ValidationError('El puerto tiene que ser un número entero entre 1 y 65535.');
  }
  return { type, host, port: portNumber };
}

export default () => ({ supportedGames, validateQueryTarget });
