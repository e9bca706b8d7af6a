import path from 'node:path';
import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { staffActionsOf } from '../../staff-audit/staff-audit-log';

// Migration 0004 on a database that already holds staff actions: a ban's audit entries and a membership's refund
// recorded before it (0003's `membership_staff_actions`) are all in the one staff audit log after it, and back where
// they were after its `down`. Real PostgreSQL (the run's DATABASE_URL), a schema of its own, the compiled migrations
// the CMS runs (knex is Strapi's query builder: the one the CMS migrates with).

const MIGRATIONS = {
  directory: path.join(__dirname, '../../../dist/src/migrations/versions'),
  loadExtensions: ['.js'],
};
const schema = `migration_0004_${randomBytes(4).toString('hex')}`;
let knex: Knex;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is set by scripts/test.js');
  knex = knexFactory({ client: 'pg', connection: url, searchPath: [schema], pool: { min: 1, max: 1 } });
  await knex.raw(`CREATE SCHEMA "${schema}"`);
  for (let step = 0; step < 3; step += 1) await knex.migrate.up(MIGRATIONS);
});

afterAll(async () => {
  await knex.raw(`DROP SCHEMA "${schema}" CASCADE`);
  await knex.destroy();
});

it('moves the memberships staff actions into the bans audit log, and back on down', async () => {
  await knex('ban_audit_log').insert({
    ban_document_id: 'ban1doc',
    action: 'create',
    staff_user_id: 7,
    staff_name: 'moderador',
    at: 1_000,
    before: null,
    after: JSON.stringify({ durationSeconds: 7200 }),
  });
  await knex('membership_subscriptions').insert({
    id: '11111111-1111-4111-8111-111111111111',
    user_id: 3,
    plan: 'premium',
    amount: 3000,
    currency: 'ARS',
    state: 'refunded',
    created_at: 1_000,
    updated_at: 2_000,
  });
  await knex('membership_staff_actions').insert({
    subscription_id: '11111111-1111-4111-8111-111111111111',
    action: 'refund',
    staff_user_id: 8,
    staff_name: 'El Admin',
    reason: 'Pagó dos veces',
    details: JSON.stringify({ paymentId: '901', amount: 3000 }),
    at: 2_000,
  });

  await knex.migrate.up(MIGRATIONS);

  expect(await knex.schema.hasTable('membership_staff_actions')).toBe(false);
  expect(await staffActionsOf(knex, { kind: 'ban', id: 'ban1doc' })).toEqual([
    {
      action: 'create',
      staff: { userId: 7, name: 'moderador' },
      reason: null,
      at: new Date(1_000).toISOString(),
      before: null,
      after: { durationSeconds: 7200 },
    },
  ]);
  expect(await staffActionsOf(knex, { kind: 'membership', id: '11111111-1111-4111-8111-111111111111' })).toEqual([
    {
      action: 'refund',
      staff: { userId: 8, name: 'El Admin' },
      reason: 'Pagó dos veces',
      at: new Date(2_000).toISOString(),
      before: null,
      after: { paymentId: '901', amount: 3000 },
    },
  ]);
  // The ban's entries are only the ban's.
  expect(await staffActionsOf(knex, { kind: 'membership', id: 'ban1doc' })).toEqual([]);

  await knex.migrate.down(MIGRATIONS);

  expect(await knex('ban_audit_log').select('ban_document_id', 'action')).toEqual([
    { ban_document_id: 'ban1doc', action: 'create' },
  ]);
  expect(await knex('membership_staff_actions').select('action', 'reason', 'details')).toEqual([
    { action: 'refund', reason: 'Pagó dos veces', details: JSON.stringify({ paymentId: '901', amount: 3000 }) },
  ]);
});
