import type { Core } from '@strapi/strapi';
import { eventBus } from './event-bus';

type DatabaseConfig = {
  client?: string;
  connection?: { connectionString?: string; schema?: string; ssl?: false | Record<string, unknown> };
};

// On PostgreSQL the bus also listens on a connection of its own, with the settings Strapi uses
// (config/database.ts). On SQLite there is one instance per database file: in-process delivery is all.
export async function connectEventBus(strapi: Core.Strapi): Promise<void> {
  eventBus.useLog({
    info: (text) => strapi.log.info(text),
    warn: (text) => strapi.log.warn(text),
    error: (text) => strapi.log.error(text),
  });
  const database = strapi.config.get('database.connection') as DatabaseConfig;
  if (database.client !== 'postgres' || !database.connection) return;
  const { connectionString, schema, ssl } = database.connection;
  await eventBus.connectPostgres({
    connection: { connectionString, ssl: ssl || false },
    schema: schema ?? 'public',
  });
}
