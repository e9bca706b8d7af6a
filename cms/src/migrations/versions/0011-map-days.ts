import type { Knex } from 'knex';

// Maps (issue 46): per server, Argentine day and map, the rounds played, each team's wins and how long the map ran
// (game_map_days); and each player's kills, deaths, rounds, rounds won and play time there (game_player_map_days),
// for a server's map table and a player's best maps. They fill from the first lines applied after this migration.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('game_map_days', (table) => {
    table.increments('id');
    table.string('server_document_id', 64).notNullable();
    table.integer('day').notNullable();
    table.string('map', 64).notNullable();
    for (const column of ['rounds', 'ct_wins', 't_wins', 'played_ms']) {
      table.bigInteger(column).notNullable().defaultTo(0);
    }
    table.unique(['server_document_id', 'day', 'map'], { indexName: 'game_map_days_key_unique' });
  });
  await knex.schema.createTable('game_player_map_days', (table) => {
    table.increments('id');
    table.string('server_document_id', 64).notNullable();
    table.string('steam_id', 32).notNullable();
    table.integer('day').notNullable();
    table.string('map', 64).notNullable();
    for (const column of ['kills', 'deaths', 'rounds', 'rounds_won', 'play_seconds']) {
      table.bigInteger(column).notNullable().defaultTo(0);
    }
    table.unique(['server_document_id', 'steam_id', 'day', 'map'], { indexName: 'game_player_map_days_key_unique' });
    table.index(['server_document_id', 'day'], 'game_player_map_days_server_day_idx');
    table.index(['steam_id', 'day'], 'game_player_map_days_steam_day_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('game_player_map_days');
  await knex.schema.dropTable('game_map_days');
}
