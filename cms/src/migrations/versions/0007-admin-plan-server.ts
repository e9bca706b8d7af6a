import type { Knex } from 'knex';

// The Admin plan's one server (issue 44): the player chooses, when buying or later on /tu-membresia, the server on
// which their membership also gives AMX Mod X's admin flags, and may change it once per paid period (when they
// last chose it is kept for that).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('membership_subscriptions', (table) => {
    table.string('admin_server_document_id', 64).nullable();
    table.bigInteger('admin_server_chosen_at').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('membership_subscriptions', (table) => {
    table.dropColumn('admin_server_document_id');
    table.dropColumn('admin_server_chosen_at');
  });
}
