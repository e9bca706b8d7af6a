import type { Knex } from 'knex';

// Every instance runs the poller's clock; the instance that claims a slot here polls it (issue 42: the one-poll-per
// cycle rule is the database's unique key, not an elected leader).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('live_status_cycles', (table) => {
    table.bigInteger('slot').primary();
    table.bigInteger('claimed_at').notNullable();
    // Who polled it (host and process), for operators.
    table.string('instance', 128).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('live_status_cycles');
}
