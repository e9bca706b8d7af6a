import type { Knex } from 'knex';

// The tables the game servers' data lives in, as they stood when they moved from "created at every start" to
// versioned migrations (issue 42). A database made by that older code already has them (and every column it added
// later): each table is made only when missing, and the one change of this version (the sessions' kind widened to
// 16 characters for 'non-steam', issue 41) is applied to both. A migration is a snapshot: names are written out,
// never imported from the code that uses the tables today.

type Build = (table: Knex.CreateTableBuilder) => void;

async function createMissing(knex: Knex, name: string, build: Build): Promise<void> {
  if (!(await knex.schema.hasTable(name))) await knex.schema.createTable(name, build);
}

const COUNT_COLUMNS = [
  'kills',
  'deaths',
  'headshots',
  'shots',
  'hits',
  'damage',
  'suicides',
  'team_kills',
  'rounds',
  'play_seconds',
];

export async function up(knex: Knex): Promise<void> {
  // Live status: one sample per server and poll slot.
  await createMissing(knex, 'server_status_samples', (table) => {
    table.increments('id');
    table.string('server_document_id', 64).notNullable();
    table.bigInteger('sampled_at').notNullable();
    table.boolean('online').notNullable();
    table.integer('players').notNullable();
    table.integer('max_players').notNullable();
    table.string('map', 64).nullable();
    table.bigInteger('poll_slot').nullable();
    table.index(['server_document_id', 'sampled_at'], 'server_status_samples_server_time_idx');
    table.index(['sampled_at'], 'server_status_samples_time_idx');
  });
  await knex.raw(
    'CREATE UNIQUE INDEX IF NOT EXISTS server_status_samples_server_slot_uq ON server_status_samples (server_document_id, poll_slot)',
  );

  // The game-log queue and the consumer's state.
  await createMissing(knex, 'game_log_lines', (table) => {
    table.increments('id');
    table.string('server_document_id', 64).notNullable();
    table.string('dedup_key', 64).notNullable().unique('game_log_lines_dedup_key_unique');
    table.text('line').notNullable();
    table.bigInteger('received_at').notNullable();
    table.boolean('applied').notNullable().defaultTo(false);
    table.index(['id'], 'game_log_lines_pending_idx', { predicate: knex.whereRaw('NOT applied') });
    table.index(['received_at'], 'game_log_lines_received_idx');
  });
  await createMissing(knex, 'game_log_servers', (table) => {
    table.string('server_document_id', 64).primary();
    table.string('map', 64).nullable();
    table.bigInteger('map_started_at').nullable();
    table.bigInteger('last_line_at').nullable();
    table.bigInteger('last_applied_at').nullable();
  });
  await createMissing(knex, 'game_log_sessions', (table) => {
    table.increments('id');
    table.string('server_document_id', 64).notNullable();
    table.integer('uid').notNullable();
    table.string('player_id', 40).notNullable();
    table.string('kind', 16).notNullable();
    table.string('steam_id', 32).nullable();
    table.string('name', 64).notNullable();
    table.string('team', 32).notNullable();
    table.bigInteger('connected_at').notNullable();
    table.bigInteger('counted_from').notNullable();
    table.bigInteger('last_seen_at').nullable();
    table.unique(['server_document_id', 'uid'], { indexName: 'game_log_sessions_server_uid_unique' });
    table.index(['steam_id'], 'game_log_sessions_steam_idx');
  });
  await knex.raw('ALTER TABLE game_log_sessions ALTER COLUMN kind TYPE varchar(16)');
  await createMissing(knex, 'game_log_rejects', (table) => {
    table.increments('id');
    table.string('server_document_id', 64).notNullable();
    table.text('line').notNullable();
    table.text('error').notNullable();
    table.bigInteger('received_at').notNullable();
    table.bigInteger('set_aside_at').notNullable();
  });
  await createMissing(knex, 'game_stats_locks', (table) => {
    table.string('name', 32).primary();
  });
  await knex('game_stats_locks').insert({ name: 'log-consumer' }).onConflict('name').ignore();

  // Statistics: per server, player and Argentine day; all-time totals; names seen.
  await createMissing(knex, 'game_player_days', (table) => {
    table.increments('id');
    table.string('server_document_id', 64).notNullable();
    table.string('steam_id', 32).notNullable();
    table.integer('day').notNullable();
    table.string('name', 64).notNullable();
    for (const column of COUNT_COLUMNS) table.bigInteger(column).notNullable().defaultTo(0);
    table.bigInteger('first_seen_at').notNullable();
    table.bigInteger('last_seen_at').notNullable();
    table.unique(['server_document_id', 'steam_id', 'day'], { indexName: 'game_player_days_key_unique' });
    table.index(['server_document_id', 'day'], 'game_player_days_server_day_idx');
    table.index(['steam_id', 'day'], 'game_player_days_steam_day_idx');
  });
  await createMissing(knex, 'game_player_totals', (table) => {
    table.increments('id');
    table.string('server_document_id', 64).notNullable();
    table.string('steam_id', 32).notNullable();
    table.string('name', 64).notNullable();
    for (const column of COUNT_COLUMNS) table.bigInteger(column).notNullable().defaultTo(0);
    table.bigInteger('first_seen_at').notNullable();
    table.bigInteger('last_seen_at').notNullable();
    table.unique(['server_document_id', 'steam_id'], { indexName: 'game_player_totals_key_unique' });
    table.index(['steam_id'], 'game_player_totals_steam_idx');
  });
  await createMissing(knex, 'game_player_names', (table) => {
    table.increments('id');
    table.string('server_document_id', 64).notNullable();
    table.string('steam_id', 32).notNullable();
    table.string('name', 64).notNullable();
    table.bigInteger('first_seen_at').notNullable();
    table.bigInteger('last_seen_at').notNullable();
    table.unique(['server_document_id', 'steam_id', 'name'], { indexName: 'game_player_names_key_unique' });
  });

  // The Steam link: codes (hashed) and failed attempts.
  await createMissing(knex, 'steam_link_codes', (table) => {
    table.increments('id');
    table.integer('user_id').notNullable();
    table.string('code_hash', 64).notNullable().unique('steam_link_codes_hash_unique');
    table.bigInteger('created_at').notNullable();
    table.bigInteger('expires_at').notNullable();
    table.bigInteger('used_at').nullable();
    table.index(['user_id'], 'steam_link_codes_user_idx');
  });
  await createMissing(knex, 'steam_link_failures', (table) => {
    table.increments('id');
    table.string('scope', 8).notNullable();
    table.string('subject', 64).notNullable();
    table.bigInteger('at').notNullable();
    table.index(['scope', 'subject', 'at'], 'steam_link_failures_subject_idx');
    table.index(['at'], 'steam_link_failures_at_idx');
  });

  // Bans: staff actions, rcon deliveries, a player's evidence and appeals.
  await createMissing(knex, 'ban_audit_log', (table) => {
    table.increments('id');
    table.string('ban_document_id', 64).notNullable();
    table.string('action', 16).notNullable();
    table.integer('staff_user_id').notNullable();
    table.string('staff_name', 64).notNullable();
    table.bigInteger('at').notNullable();
    table.text('before').nullable();
    table.text('after').nullable();
    table.index(['ban_document_id', 'id'], 'ban_audit_log_ban_idx');
  });
  await createMissing(knex, 'ban_deliveries', (table) => {
    table.increments('id');
    table.string('ban_document_id', 64).notNullable();
    table.string('server_document_id', 64).notNullable();
    table.string('command', 8).notNullable();
    table.string('state', 12).notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.string('last_error', 200).nullable();
    table.bigInteger('created_at').notNullable();
    table.bigInteger('updated_at').notNullable();
    table.index(['ban_document_id', 'command'], 'ban_deliveries_ban_idx');
  });
  await createMissing(knex, 'ban_evidence_lines', (table) => {
    table.increments('id');
    table.string('server_document_id', 64).notNullable();
    table.string('steam_id', 32).notNullable();
    table.bigInteger('at').notNullable();
    table.string('log_time', 24).nullable();
    table.string('kind', 16).notNullable();
    table.string('text', 255).notNullable();
    table.string('weapon', 32).nullable();
    table.boolean('headshot').notNullable().defaultTo(false);
    table.string('player_name', 64).notNullable();
    table.index(['steam_id', 'server_document_id', 'at'], 'ban_evidence_lines_player_idx');
    table.index(['at'], 'ban_evidence_lines_at_idx');
  });
  await createMissing(knex, 'ban_appeals', (table) => {
    table.increments('id');
    table.string('document_id', 32).notNullable().unique('ban_appeals_document_id_unique');
    table.string('ban_document_id', 64).notNullable().unique('ban_appeals_ban_unique');
    table.integer('user_id').notNullable();
    table.string('player_steam_id', 32).notNullable();
    table.text('text').notNullable();
    table.text('image_ids').notNullable();
    table.string('state', 16).notNullable();
    table.text('answer').nullable();
    table.bigInteger('answered_at').nullable();
    table.integer('answered_by_user_id').nullable();
    table.string('answered_by_name', 64).nullable();
    table.bigInteger('created_at').notNullable();
    table.index(['state', 'created_at'], 'ban_appeals_state_idx');
  });

  // Rate-limit counters every instance shares (rate-limiter-flexible's table, which it is told exists).
  await createMissing(knex, 'rate_limits', (table) => {
    table.string('key', 255).primary();
    table.integer('points').notNullable().defaultTo(0);
    table.bigInteger('expire').nullable();
  });
}

export async function down(): Promise<void> {
  throw new Error('The baseline of the game-server tables is not undone: restore a backup instead.');
}
