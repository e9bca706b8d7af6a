import type { Knex } from 'knex';

// Discord wired to the site (issue 45): each account's linked Discord user, the OAuth2 authorizations in flight
// (state and PKCE verifier, single use), the guild roles the bot gave (only those are ever taken away: a role a
// moderator gave by hand is theirs), the events told to the channels, and the servers down long enough to tell.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('discord_links', (table) => {
    table.integer('user_id').primary();
    // Null once the Discord account was linked to another site account (moved_at says when): the newest link wins.
    table.string('discord_user_id', 20).nullable().unique();
    table.string('discord_name', 64).nullable();
    table.bigInteger('linked_at').notNullable();
    table.bigInteger('moved_at').nullable();
    // Why the bot could not give a role it should ('not-in-guild', 'refused'), until it can.
    table.string('role_problem', 32).nullable();
  });
  await knex.schema.createTable('discord_authorizations', (table) => {
    table.string('state_hash', 64).primary();
    table.integer('user_id').notNullable();
    table.string('verifier', 128).notNullable();
    table.bigInteger('expires_at').notNullable().index();
  });
  await knex.schema.createTable('discord_role_grants', (table) => {
    table.string('discord_user_id', 20).notNullable();
    table.string('role_id', 20).notNullable();
    table.bigInteger('given_at').notNullable();
    table.primary(['discord_user_id', 'role_id']);
  });
  // Each event told to a channel once (its key), with when it was posted or why the webhook refused it.
  await knex.schema.createTable('discord_announcements', (table) => {
    table.string('event_key', 200).primary();
    table.string('kind', 40).notNullable();
    table.bigInteger('created_at').notNullable();
    table.bigInteger('sent_at').nullable();
    table.string('failure', 100).nullable();
  });
  // A game server not answering the poller since `down_since`; `announced_at` once the servers channel was told.
  await knex.schema.createTable('discord_server_outages', (table) => {
    table.string('server_document_id', 64).primary();
    table.bigInteger('down_since').notNullable();
    table.bigInteger('announced_at').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('discord_server_outages');
  await knex.schema.dropTable('discord_announcements');
  await knex.schema.dropTable('discord_role_grants');
  await knex.schema.dropTable('discord_authorizations');
  await knex.schema.dropTable('discord_links');
}
