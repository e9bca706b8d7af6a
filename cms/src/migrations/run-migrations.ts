import path from 'node:path';
import type { Knex } from 'knex';

// The one way the domain's tables change shape (issue 42): versioned migrations in ./versions, run by knex's own
// migrator (knex is Strapi's query builder, so no other dependency) at every start, after Strapi has synced its
// content types (a migration may read them), each migration once, in its own transaction, recorded in
// `cms_migrations`. Two instances starting together take turns on a PostgreSQL advisory lock held while the
// migrations run, so the second finds them applied. Strapi's own `database/migrations` (experimental, before its
// schema sync, no lock) is not used.

export const MIGRATIONS_TABLE = 'cms_migrations';
// pg_advisory_xact_lock's key: any fixed number, the same on every instance.
const MIGRATION_LOCK = 4_242_016;

export async function runMigrations(knex: Knex): Promise<string[]> {
  return knex.transaction(async (lock) => {
    await lock.raw('SELECT pg_advisory_xact_lock(?)', [MIGRATION_LOCK]);
    const [, applied] = (await knex.migrate.latest({
      directory: path.join(__dirname, 'versions'),
      loadExtensions: ['.js'],
      tableName: MIGRATIONS_TABLE,
    })) as [number, string[]];
    return applied;
  });
}
