import type { Knex } from 'knex';

// Rank history (issue 46): each server's all-time ranking as it stood at the end of each finished Argentine day, kept
// for the players of the 30 days before it (how many were ranked that day beside it), for the profile's chart.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('game_rank_history_days', (table) => {
    table.string('server_document_id', 64).notNullable();
    table.integer('day').notNullable();
    table.integer('ranked_players').notNullable();
    table.primary(['server_document_id', 'day']);
  });
  await knex.schema.createTable('game_player_rank_days', (table) => {
    table.string('steam_id', 32).notNullable();
    table.string('server_document_id', 64).notNullable();
    table.integer('day').notNullable();
    table.integer('rank').notNullable();
    table.primary(['steam_id', 'server_document_id', 'day']);
    table.index(['day'], 'game_player_rank_days_day_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('game_player_rank_days');
  await knex.schema.dropTable('game_rank_history_days');
}
