import type { Core } from '@strapi/strapi';
import type { Log } from './event-bus';
import { eventBus } from './event-bus';

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
// that the event bus and the leadership keep.
function postgresSettings(strapi: Core.Strapi) {
  const database = strapi.config.get('database.connection') as DatabaseConfig;
  const { connectionString, schema, ssl } = database.connection ?? {};
  return { connection: { connectionString, ssl: ssl || false }, schema: schema ?? 'public' };
}

// The bus also listens on a connection of its own.
export async function connectEventBus(strapi: Core.Strapi): Promise<void> {
  eventBus.useLog(strapiLog(strapi));
  await eventBus.connectPostgres(postgresSettings(strapi));
}

// The job queue's connection (src/jobs/job-queue.ts): Strapi's database, its schema, and the log.
export function jobQueueSettings(strapi: Core.Strapi) {
  const { connection, schema } = postgresSettings(strapi);
  return { connectionString: connection.connectionString ?? '', schema, ssl: connection.ssl, log: strapiLog(strapi) };
}
