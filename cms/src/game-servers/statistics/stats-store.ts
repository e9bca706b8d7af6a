import type { Knex } from 'knex';
import {
  addSession,
  newServerLogState,
  STAT_FIELDS,
  type PlayerDay,
  type ServerLogState,
  type Session,
  type StatsBatch,
} from './apply-log-events';
import {
  COUNT_COLUMNS,
  DAYS_TABLE,
  NAMES_TABLE,
  SERVERS_TABLE,
  SESSIONS_TABLE,
  TOTALS_TABLE,
  MAP_COUNT_COLUMNS,
  MAP_DAYS_TABLE,
  PLAYER_MAP_COUNT_COLUMNS,
  PLAYED_SESSIONS_TABLE,
  PLAYER_MAP_DAYS_TABLE,
  WEAPON_COUNT_COLUMNS,
  WEAPON_DAYS_TABLE,
} from './tables';

// Reads and writes of the consumer's state and of the statistics.

// Rows per INSERT: PostgreSQL takes at most 65,535 bound values in one statement.
const ROWS_PER_STATEMENT = 400;

export function toNumber(value: unknown): number {
  // node-postgres returns bigint columns and aggregates as strings.
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
}

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) await write(rows.slice(i, i + ROWS_PER_STATEMENT));
}

type SessionRow = {
  server_document_id: string;
  uid: number;
  player_id: string;
  kind: string;
  steam_id: string | null;
  name: string;
  team: string;
  connected_at: number | string;
  counted_from: number | string;
  // Null in rows written before the column existed.
  last_seen_at: number | string | null;
  kills: number | string;
};

type ServerRow = {
  server_document_id: string;
  map: string | null;
  map_started_at: number | string | null;
  last_line_at: number | string | null;
};

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : toNumber(value));

// The sessions of each loaded state as they were read, so saving writes only the ones that changed.
const storedSessions = new WeakMap<ServerLogState, Map<number, string>>();

function sessionRow(serverDocumentId: string, session: Session): SessionRow {
  return {
    server_document_id: serverDocumentId,
    uid: session.uid,
    player_id: session.id,
    kind: session.kind,
    steam_id: session.steamId,
    name: session.name,
    team: session.team,
    connected_at: session.connectedAt,
    counted_from: session.countedFrom,
    last_seen_at: session.lastSeenAt,
    kills: session.kills,
  };
}

const sessionText = (row: SessionRow) => JSON.stringify(row);

export async function loadServerStates(knex: Knex, serverDocumentIds: string[]): Promise<Map<string, ServerLogState>> {
  const states = new Map<string, ServerLogState>();
  for (const id of serverDocumentIds) {
    const state = newServerLogState(id);
    states.set(id, state);
    storedSessions.set(state, new Map());
  }
  if (serverDocumentIds.length === 0) return states;
  const servers = (await knex(SERVERS_TABLE).whereIn('server_document_id', serverDocumentIds)) as ServerRow[];
  for (const row of servers) {
    const state = states.get(row.server_document_id);
    if (!state) continue;
    state.map = row.map;
    state.mapStartedAt = nullableNumber(row.map_started_at);
    state.lastLineAt = nullableNumber(row.last_line_at);
  }
  const sessions = (await knex(SESSIONS_TABLE).whereIn('server_document_id', serverDocumentIds)) as SessionRow[];
  for (const row of sessions) {
    const state = states.get(row.server_document_id);
    if (!state) continue;
    const connectedAt = toNumber(row.connected_at);
    const session: Session = {
      uid: toNumber(row.uid),
      id: row.player_id,
      kind: row.kind === 'steam' || row.kind === 'non-steam' ? row.kind : 'pending',
      steamId: row.steam_id,
      name: row.name,
      team: row.team,
      connectedAt,
      countedFrom: toNumber(row.counted_from),
      lastSeenAt: nullableNumber(row.last_seen_at) ?? connectedAt,
      kills: toNumber(row.kills),
    };
    addSession(state, session);
    storedSessions.get(state)?.set(session.uid, sessionText(sessionRow(state.serverDocumentId, session)));
  }
  return states;
}

// Only the sessions a batch opened, changed or ended are written: a busy server's batch touches a few
// rows, not all of its players'. appliedAt says when new lines were applied (the TOP 15's "updated");
// closing sessions of a silent server passes none.
export async function saveServerStates(knex: Knex, states: ServerLogState[], appliedAt: number | null): Promise<void> {
  if (states.length === 0) return;
  const changed: SessionRow[] = [];
  const ended: { server: string; uid: number }[] = [];
  for (const state of states) {
    const stored = storedSessions.get(state);
    if (!stored) throw new Error('saveServerStates: a state that loadServerStates did not read');
    const now = new Map<number, string>();
    for (const session of state.sessions.values()) {
      const row = sessionRow(state.serverDocumentId, session);
      const text = sessionText(row);
      now.set(session.uid, text);
      if (stored.get(session.uid) !== text) changed.push(row);
    }
    for (const uid of stored.keys()) if (!now.has(uid)) ended.push({ server: state.serverDocumentId, uid });
    storedSessions.set(state, now);
  }
  const endedByServer = new Map<string, number[]>();
  for (const { server, uid } of ended) endedByServer.set(server, [...(endedByServer.get(server) ?? []), uid]);
  for (const [server, uids] of endedByServer) {
    await inChunks(uids, (chunk) =>
      knex(SESSIONS_TABLE).where('server_document_id', server).whereIn('uid', chunk).del(),
    );
  }
  await inChunks(changed, (chunk) =>
    knex(SESSIONS_TABLE).insert(chunk).onConflict(['server_document_id', 'uid']).merge(),
  );
  const updated = ['map', 'map_started_at', 'last_line_at', ...(appliedAt === null ? [] : ['last_applied_at'])];
  const serverRows = states.map((state) => ({
    server_document_id: state.serverDocumentId,
    map: state.map,
    map_started_at: state.mapStartedAt,
    last_line_at: state.lastLineAt,
    last_applied_at: appliedAt,
  }));
  await inChunks(serverRows, (chunk) =>
    knex(SERVERS_TABLE).insert(chunk).onConflict('server_document_id').merge(updated),
  );
}

function countValues(counts: PlayerDay['counts']): Record<string, number> {
  return Object.fromEntries(STAT_FIELDS.map((field) => [COUNT_COLUMNS[field], counts[field]]));
}

// ON CONFLICT updates that add the batch's counts to what is stored and keep the latest name.
function mergeCounts(knex: Knex, table: string): Record<string, Knex.Raw> {
  const merged: Record<string, Knex.Raw> = {};
  for (const column of Object.values(COUNT_COLUMNS)) {
    merged[column] = knex.raw('?? + excluded.??', [`${table}.${column}`, column]);
  }
  merged.name = knex.raw('CASE WHEN excluded.last_seen_at >= ?? THEN excluded.name ELSE ?? END', [
    `${table}.last_seen_at`,
    `${table}.name`,
  ]);
  merged.first_seen_at = knex.raw('LEAST(??, excluded.first_seen_at)', [`${table}.first_seen_at`]);
  merged.last_seen_at = knex.raw('GREATEST(??, excluded.last_seen_at)', [`${table}.last_seen_at`]);
  return merged;
}

function totalsOf(days: Iterable<PlayerDay>): PlayerDay[] {
  const totals = new Map<string, PlayerDay>();
  for (const day of days) {
    const key = `${day.serverDocumentId}\n${day.steamId}`;
    const total = totals.get(key);
    if (!total) {
      totals.set(key, { ...day, counts: { ...day.counts } });
      continue;
    }
    for (const field of STAT_FIELDS) total.counts[field] += day.counts[field];
    if (day.lastSeenAt >= total.lastSeenAt) total.name = day.name;
    total.firstSeenAt = Math.min(total.firstSeenAt, day.firstSeenAt);
    total.lastSeenAt = Math.max(total.lastSeenAt, day.lastSeenAt);
  }
  return [...totals.values()];
}

export async function saveStatsBatch(knex: Knex, batch: StatsBatch): Promise<void> {
  const days = [...batch.days.values()];
  const common = (row: PlayerDay) => ({
    server_document_id: row.serverDocumentId,
    steam_id: row.steamId,
    name: row.name,
    ...countValues(row.counts),
    first_seen_at: row.firstSeenAt,
    last_seen_at: row.lastSeenAt,
  });
  await inChunks(days, (chunk) =>
    knex(DAYS_TABLE)
      .insert(chunk.map((row) => ({ ...common(row), day: row.day })))
      .onConflict(['server_document_id', 'steam_id', 'day'])
      .merge(mergeCounts(knex, DAYS_TABLE)),
  );
  await inChunks(totalsOf(days), (chunk) =>
    knex(TOTALS_TABLE)
      .insert(chunk.map(common))
      .onConflict(['server_document_id', 'steam_id'])
      .merge(mergeCounts(knex, TOTALS_TABLE)),
  );
  await inChunks([...batch.names.values()], (chunk) =>
    knex(NAMES_TABLE)
      .insert(
        chunk.map((row) => ({
          server_document_id: row.serverDocumentId,
          steam_id: row.steamId,
          name: row.name,
          first_seen_at: row.firstSeenAt,
          last_seen_at: row.lastSeenAt,
        })),
      )
      .onConflict(['server_document_id', 'steam_id', 'name'])
      .merge({
        last_seen_at: knex.raw('GREATEST(??, excluded.last_seen_at)', [`${NAMES_TABLE}.last_seen_at`]),
      }),
  );
  await inChunks(batch.sessions, (chunk) =>
    knex(PLAYED_SESSIONS_TABLE).insert(
      chunk.map((row) => ({
        server_document_id: row.serverDocumentId,
        steam_id: row.steamId,
        name: row.name,
        started_at: row.startedAt,
        ended_at: row.endedAt,
        kills: row.kills,
      })),
    ),
  );
  await addCounters(knex, {
    table: WEAPON_DAYS_TABLE,
    key: ['server_document_id', 'steam_id', 'day', 'weapon'],
    columns: WEAPON_COUNT_COLUMNS,
    rows: [...batch.weapons.values()].map((row) => ({
      key: { server_document_id: row.serverDocumentId, steam_id: row.steamId, day: row.day, weapon: row.weapon },
      counts: row.counts,
    })),
  });
  await addCounters(knex, {
    table: MAP_DAYS_TABLE,
    key: ['server_document_id', 'day', 'map'],
    columns: MAP_COUNT_COLUMNS,
    rows: [...batch.maps.values()].map((row) => ({
      key: { server_document_id: row.serverDocumentId, day: row.day, map: row.map },
      counts: row.counts,
    })),
  });
  await addCounters(knex, {
    table: PLAYER_MAP_DAYS_TABLE,
    key: ['server_document_id', 'steam_id', 'day', 'map'],
    columns: PLAYER_MAP_COUNT_COLUMNS,
    rows: [...batch.playerMaps.values()].map((row) => ({
      key: { server_document_id: row.serverDocumentId, steam_id: row.steamId, day: row.day, map: row.map },
      counts: row.counts,
    })),
  });
}

type Counters<F extends string> = {
  table: string;
  // The row's unique key, as columns.
  key: string[];
  // Each counter's column.
  columns: Record<F, string>;
  rows: { key: Record<string, string | number>; counts: Record<F, number> }[];
};

// Rows of counters keyed by `key`: inserted, or added to what is stored (the weapons' and the maps' tables).
async function addCounters<F extends string>(knex: Knex, { table, key, columns, rows }: Counters<F>): Promise<void> {
  const fields = Object.keys(columns) as F[];
  const added = Object.fromEntries(
    fields.map((field) => [
      columns[field],
      knex.raw('?? + excluded.??', [`${table}.${columns[field]}`, columns[field]]),
    ]),
  );
  await inChunks(rows, (chunk) =>
    knex(table)
      .insert(
        chunk.map((row) => ({
          ...row.key,
          ...Object.fromEntries(fields.map((field) => [columns[field], row.counts[field]])),
        })),
      )
      .onConflict(key)
      .merge(added),
  );
}

// Visits are listed for a while only (the profile shows the last ten): older than SESSIONS_KEPT_MS they go, with the
// hourly pruning of old names (src/game-servers/game-log/log-consumer.ts).
export const SESSIONS_KEPT_MS = 90 * 24 * 60 * 60 * 1000;

export async function pruneOldSessions(knex: Knex, before: number): Promise<number> {
  return knex(PLAYED_SESSIONS_TABLE).where('ended_at', '<', before).del();
}
