import type { Core } from '@strapi/strapi';
import type { RconServer } from './goldsrc-rcon';

// Where and with which password a stored server is reached over rcon. The password is read only here, at
// sending time, straight from the database: it is a private field no API returns, and it is never logged.

const SERVER_UID = 'api::server.server';

export type RconTarget = { server: RconServer; password: string };

// Null when there is no such server or it has no rcon password (bans cannot reach it: the caller says so).
export async function rconTargetOf(strapi: Core.Strapi, documentId: string): Promise<RconTarget | null> {
  const row = (await strapi.db.query(SERVER_UID).findOne({
    where: { documentId },
    select: ['ipAddress', 'port', 'rconPassword'],
  })) as { ipAddress: string; port: number; rconPassword: string | null } | null;
  if (!row?.rconPassword) return null;
  return { server: { host: row.ipAddress, port: row.port }, password: row.rconPassword };
}
