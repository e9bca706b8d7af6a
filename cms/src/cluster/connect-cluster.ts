import type { Core } from '@strapi/strapi';
import type { Log } from './event-bus';
import { eventBus } from './event-bus';
import { leadership } from './leadership';

type DatabaseConfig = {
  client?: string;
  connection?: { connectionString?: string; schema?: string; ssl?: false | Record<string, unknown> };
};

function strapiLog(strapi: Core.Strapi): Log {
  return {
    info: (text) => strapi.log.info(text),
    warn: (text) => strapi.log.warn(text),
    error: (text) => strapi.log.error(text),
  };
}

// The PostgreSQL connection settings Strapi uses (config/database.ts), for the connections of their own
// that the event bus and the leadership keep; null on SQLite (one instance per database file).
function postgresSettings(strapi: Core.Strapi) {
  const database = strapi.config.get('database.connection') as DatabaseConfig;
  if (database.client !== 'postgres' || !database.connection) return null;
  const { connectionString, schema, ssl } = database.connection;
  return { connection: { connectionString, ssl: ssl || false }, schema: schema ?? 'public' };
}

// On PostgreSQL the bus also listens on a connection of its own; on SQLite in-process delivery is all.
export async function connectEventBus(strapi: Core.Strapi): Promise<void> {
  eventBus.useLog(strapiLog(strapi));
  const settings = postgresSettings(strapi);
  if (settings) await eventBus.connectPostgres(settings);
}

// On PostgreSQL one instance leads at a time (src/cluster/leadership.ts); on SQLite this one always does.
export async function connectLeadership(strapi: Core.Strapi, checkIntervalMs: number): Promise<void> {
  leadership.useLog(strapiLog(strapi));
  const settings = postgresSettings(strapi);
  if (settings) await leadership.connectPostgres({ ...settings, checkIntervalMs });
}
