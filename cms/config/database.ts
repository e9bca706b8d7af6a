import type { Core } from '@strapi/strapi';

// PostgreSQL, the only database (issue 42). `npm start` and the tests run one of their own from npm
// (scripts/local-postgres.mjs) and set DATABASE_URL to it; production names its own.
// Not annotated with Core.Config.Database: its postgres type insists on host/user/password even when a
// connection string is given, which knex accepts.
const config = ({ env }: Core.Config.Shared.ConfigParams) => {
  const url = env('DATABASE_URL', '');
  if (!url) {
    throw new Error(
      'DATABASE_URL is not set: the CMS runs on PostgreSQL (`npm start` starts one of its own; in production set ' +
        'DATABASE_URL=postgres://user:password@host:5432/database, see docs/production.md)',
    );
  }
  const schema = env('DATABASE_SCHEMA', 'public');
  return {
    connection: {
      client: 'postgres',
      connection: {
        connectionString: url,
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
      // Plain knex queries (the domain's tables) must land in the same schema as Strapi's tables.
      searchPath: [schema],
      pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 15000),
    },
  };
};

export default config;
