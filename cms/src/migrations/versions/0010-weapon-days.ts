import type { Knex } from 'knex';

// Each player's figures per weapon (issue 46), per server and Argentine day like game_player_days: kills, headshot
// kills and deaths from the kill lines, shots, hits and damage from AMX Mod X's weaponstats. A server's weapon table
// reads a range of days by server, a profile's by Steam ID. Lines applied before this migration are not counted again:
// the table fills from the first lines applied after it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('game_player_weapon_days', (table) => {
    table.increments('id');
    table.string('server_document_id', 64).notNullable();
    table.string('steam_id', 32).notNullable();
    table.integer('day').notNullable();
    table.string('weapon', 32).notNullable();
    for (const column of ['kills', 'headshot_kills', 'deaths', 'shots', 'hits', 'damage']) {
      table.bigInteger(column).notNullable().defaultTo(0);
    }
    table.unique(['server_document_id', 'steam_id', 'day', 'weapon'], {
      indexName: 'game_player_weapon_days_key_unique',
    });
    table.index(['server_document_id', 'day'], 'game_player_weapon_days_server_day_idx');
    table.index(['steam_id', 'day'], 'game_player_weapon_days_steam_day_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('game_player_weapon_days');
}
