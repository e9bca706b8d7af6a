import type { Knex } from 'knex';

// The map's objectives each player took part in (issue 46): bombs planted and defused, hostages rescued and killed,
// VIPs assassinated, per day and in total beside the other counters. Rows from before count none.
const COLUMNS = ['bombs_planted', 'bombs_defused', 'hostages_rescued', 'hostages_killed', 'vips_assassinated'];
const TABLES = ['game_player_days', 'game_player_totals'];

export async function up(knex: Knex): Promise<void> {
  for (const name of TABLES) {
    await knex.schema.alterTable(name, (table) => {
      for (const column of COLUMNS) table.bigInteger(column).notNullable().defaultTo(0);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const name of TABLES) {
    await knex.schema.alterTable(name, (table) => {
      for (const column of COLUMNS) table.dropColumn(column);
    });
  }
}
