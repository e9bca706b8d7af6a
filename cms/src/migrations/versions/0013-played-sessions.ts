import type { Knex } from 'knex';

// Sessions (issue 46): each validated player's visits to a server once they ended (from, to, the kills in them), for
// the profile; and the kills of a session still open, kept with it (game_log_sessions) so a visit that spans
// batches and restarts counts them all.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('game_log_sessions', (table) => {
    table.integer('kills').notNullable().defaultTo(0);
  });
  await knex.schema.createTable('game_player_sessions', (table) => {
    table.increments('id');
    table.string('server_document_id', 64).notNullable();
    table.string('steam_id', 32).notNullable();
    table.string('name', 64).notNullable();
    table.bigInteger('started_at').notNullable();
    table.bigInteger('ended_at').notNullable();
    table.integer('kills').notNullable().defaultTo(0);
    table.index(['steam_id', 'ended_at'], 'game_player_sessions_steam_ended_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('game_player_sessions');
  await knex.schema.alterTable('game_log_sessions', (table) => {
    table.dropColumn('kills');
  });
}
