import type { Knex } from 'knex';

// Staff suspending a member's privileges in the game without touching the payment (issue 44): one row per player
// while suspended (a renewal or a new membership stays suspended until staff restore it), who did it and why. The
// record of both actions is the staff audit log; this table is only what holds now.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('privilege_suspensions', (table) => {
    table.integer('user_id').primary();
    table.string('reason', 300).notNullable();
    table.integer('staff_user_id').notNullable();
    table.string('staff_name', 64).notNullable();
    table.bigInteger('suspended_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('privilege_suspensions');
}
