import type { Knex } from 'knex';

// Game statistics live in plain tables, like the status history: they are written in batches by the
// log consumer, read by aggregate queries that need their own indexes, and are no content an editor
// manages. Strapi leaves tables it did not create alone.
export const LINES_TABLE = 'game_log_lines';
export const SERVERS_TABLE = 'game_log_servers';
export const SESSIONS_TABLE = 'game_log_sessions';
export const DAYS_TABLE = 'game_player_days';
export const TOTALS_TABLE = 'game_player_totals';
export const NAMES_TABLE = 'game_player_names';
export const LOCKS_TABLE = 'game_stats_locks';
export const REJECTS_TABLE = 'game_log_rejects';
export const CONSUMER_LOCK = 'log-consumer';

// Column names of the counters, in the order of StatCounts.
export const COUNT_COLUMNS = {
  kills: 'kills',
  deaths: 'deaths',
  headshots: 'headshots',
  shots: 'shots',
  hits: 'hits',
  damage: 'damage',
  suicides: 'suicides',
  teamKills: 'team_kills',
  rounds: 'rounds',
  playSeconds: 'play_seconds',
} as const;

function countColumns(table: Knex.CreateTableBuilder): void {
  for (const column of Object.values(COUNT_COLUMNS)) table.bigInteger(column).notNullable().defaultTo(0);
}

// Two instances starting at once may both try to create a table: the loser finds it there.
export async function createTable(knex: Knex, name: string, build: (table: Knex.CreateTableBuilder) => void) {
  if (await knex.schema.hasTable(name)) return;
  try {
    await knex.schema.createTable(name, build);
  } catch (error) {
    if (!(await knex.schema.hasTable(name))) throw error;
  }
}

// A column added after the table first shipped: existing databases get it on their next start.
async function ensureColumn(knex: Knex, table: string, column: string, add: (table: Knex.AlterTableBuilder) => void) {
  if (await knex.schema.hasColumn(table, column)) return;
  try {
    await knex.schema.alterTable(table, add);
  } catch (error) {
    if (!(await knex.schema.hasColumn(table, column))) throw error;
  }
}

export async function ensureGameStatsTables(knex: Knex): Promise<void> {
  // The queue every instance's listener writes to. dedup_key identifies a line of a server's stream
  // (its text, timestamp included, and its occurrence in that second), so the same datagram received
  // by two instances is stored once. Applied lines stay a short while so late copies still collide.
  await createTable(knex, LINES_TABLE, (table) => {
    table.increments('id');
    table.string('server_document_id', 64).notNullable();
    table.string('dedup_key', 64).notNullable().unique('game_log_lines_dedup_key_unique');
    table.text('line').notNullable();
    table.bigInteger('received_at').notNullable();
    table.boolean('applied').notNullable().defaultTo(false);
    table.index(['id'], 'game_log_lines_pending_idx', { predicate: knex.whereRaw('NOT applied') });
    table.index(['received_at'], 'game_log_lines_received_idx');
  });
  await createTable(knex, SERVERS_TABLE, (table) => {
    table.string('server_document_id', 64).primary();
    table.string('map', 64).nullable();
    table.bigInteger('map_started_at').nullable();
    table.bigInteger('last_line_at').nullable();
    table.bigInteger('last_applied_at').nullable();
  });
  // Who is connected where, so any instance's consumer can carry on where another stopped.
  await createTable(knex, SESSIONS_TABLE, (table) => {
    table.increments('id');
    table.string('server_document_id', 64).notNullable();
    table.integer('uid').notNullable();
    table.string('player_id', 40).notNullable();
    // 'steam', 'non-steam' or 'pending' (src/game-stats/apply-log-events.ts).
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
  await ensureColumn(knex, SESSIONS_TABLE, 'last_seen_at', (table) => {
    table.bigInteger('last_seen_at').nullable();
  });
  // Tables made before non-Steam ids had a kind of their own held 8 characters ('non-steam' is 9).
  await knex.raw('ALTER TABLE ?? ALTER COLUMN kind TYPE varchar(16)', [SESSIONS_TABLE]);
  // Lines the database refused to apply (one bad line must never stop the others): kept with the error
  // for an operator, counted in GET /_health, pruned to the most recent MAX_SET_ASIDE_LINES.
  await createTable(knex, REJECTS_TABLE, (table) => {
    table.increments('id');
    table.string('server_document_id', 64).notNullable();
    table.text('line').notNullable();
    table.text('error').notNullable();
    table.bigInteger('received_at').notNullable();
    table.bigInteger('set_aside_at').notNullable();
  });
  // One row per server, player and Argentine day: the 30-day ranking and the monthly season add these.
  await createTable(knex, DAYS_TABLE, (table) => {
    table.increments('id');
    table.string('server_document_id', 64).notNullable();
    table.string('steam_id', 32).notNullable();
    table.integer('day').notNullable();
    table.string('name', 64).notNullable();
    countColumns(table);
    table.bigInteger('first_seen_at').notNullable();
    table.bigInteger('last_seen_at').notNullable();
    table.unique(['server_document_id', 'steam_id', 'day'], { indexName: 'game_player_days_key_unique' });
    table.index(['server_document_id', 'day'], 'game_player_days_server_day_idx');
    table.index(['steam_id', 'day'], 'game_player_days_steam_day_idx');
  });
  // All-time totals per server and player, kept beside the days so all-time reads add nothing up.
  await createTable(knex, TOTALS_TABLE, (table) => {
    table.increments('id');
    table.string('server_document_id', 64).notNullable();
    table.string('steam_id', 32).notNullable();
    table.string('name', 64).notNullable();
    countColumns(table);
    table.bigInteger('first_seen_at').notNullable();
    table.bigInteger('last_seen_at').notNullable();
    table.unique(['server_document_id', 'steam_id'], { indexName: 'game_player_totals_key_unique' });
    table.index(['steam_id'], 'game_player_totals_steam_idx');
  });
  await createTable(knex, NAMES_TABLE, (table) => {
    table.increments('id');
    table.string('server_document_id', 64).notNullable();
    table.string('steam_id', 32).notNullable();
    table.string('name', 64).notNullable();
    table.bigInteger('first_seen_at').notNullable();
    table.bigInteger('last_seen_at').notNullable();
    table.unique(['server_document_id', 'steam_id', 'name'], { indexName: 'game_player_names_key_unique' });
  });
  // A row the consumer locks for the length of a batch, so two consumers never apply lines at once.
  await createTable(knex, LOCKS_TABLE, (table) => {
    table.string('name', 32).primary();
  });
  await knex(LOCKS_TABLE).insert({ name: CONSUMER_LOCK }).onConflict('name').ignore();
}
