import type { Knex } from 'knex';

// What the game servers themselves said about the privileges (issue 44): AMX Mod X logs
// `Login: "Name<uid><STEAM_…><>" became an admin (access "bt")` when it reads a player's flags, and the log consumer
// keeps the last one per server and Steam ID here (no address: it is never read). A server that reports a block
// without the Steam ID loses its row, so a row always means "this server applied these flags".
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('privilege_confirmations', (table) => {
    table.string('server_document_id', 64).notNullable();
    table.string('steam_id', 40).notNullable();
    table.string('access', 32).notNullable();
    table.bigInteger('confirmed_at').notNullable();
    table.primary(['server_document_id', 'steam_id']);
    table.index(['steam_id'], 'privilege_confirmations_steam_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('privilege_confirmations');
}
