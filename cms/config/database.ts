import path from 'path';
import type { Core } from '@strapi/strapi';

// Not annotated with Core.Config.Database: its postgres type insists on host/user/password even when a
// connection string is given, which knex accepts.
const config = ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    const schema = env('DATABASE_SCHEMA', 'public');
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL'),
          schema,
          ssl: env.bool('DATABASE_SSL', false)
            ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
            : false,
          // While PostgreSQL is away (restarting, network cut) a request fails after this long at most and
          // is answered 503 (src/middlewares/database-unavailable.ts), instead of waiting for a connection.
          connectionTimeoutMillis: env.int('DATABASE_CONNECT_TIMEOUT_MS', 5000),
          // Finds pooled connections that died without a word.
          keepAlive: true,
        },
        // Plain knex queries (the status history table) must land in the same schema as Strapi's tables.
        searchPath: [schema],
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 15000),
      },
    };
  }

  if (client !== 'sqlite') {
    throw new Error(`DATABASE_CLIENT must be "sqlite" or "postgres", got "${client}"`);
  }

  // SQLite holds one instance only, on one machine's disk: production runs on PostgreSQL unless whoever
  // deploys says, in so many words, that one instance on SQLite is what they want.
  if (process.env.NODE_ENV === 'production' && !env.bool('ALLOW_SQLITE_IN_PRODUCTION', false)) {
    throw new Error(
      'NODE_ENV=production needs PostgreSQL: set DATABASE_CLIENT=postgres and DATABASE_URL (see ' +
        'docs/production.md). To run a single instance on SQLite anyway, set ALLOW_SQLITE_IN_PRODUCTION=true.',
    );
  }

  // npm scripts run with the cms folder as working directory; an absolute DATABASE_FILENAME is kept as is.
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(process.cwd(), env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};

export default config;
