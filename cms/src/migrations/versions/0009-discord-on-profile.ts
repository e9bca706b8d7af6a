import type { Knex } from 'knex';

// The Discord name on the public profile (issue 45), only when the player chooses to show it: off by default.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('discord_links', (table) => {
    table.boolean('shown_on_profile').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('discord_links', (table) => {
    table.dropColumn('shown_on_profile');
  });
}
