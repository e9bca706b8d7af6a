import type { AppealEvidenceLine } from '@cs16ar/contracts';
import type { Knex } from 'knex';
import { toNumber } from '../statistics/stats-store';
import type { EvidenceKind, EvidenceLine } from './evidence-lines';

// A ban appeal's evidence (src/game-servers/README.md): the players' own game-log lines, in a plain table like the
// statistics', written by the log consumer with each batch, read only by staff through an appeal, and
// dropped after EVIDENCE_RETENTION_MS by a purge the leader runs once a day.

export const EVIDENCE_TABLE = 'ban_evidence_lines';
export const EVIDENCE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
// The window an appeal shows: the ten minutes before the ban.
export const EVIDENCE_WINDOW_MS = 10 * 60 * 1000;
// A flood of lines in those ten minutes is cut to the last ones, so one appeal's read stays bounded.
export const MAX_EVIDENCE_LINES = 500;
const INSERT_CHUNK = 200;

export async function insertEvidence(trx: Knex.Transaction, lines: readonly EvidenceLine[]): Promise<void> {
  const rows = lines.map((line) => ({
    server_document_id: line.serverDocumentId,
    steam_id: line.steamId,
    at: line.at,
    log_time: line.logTime,
    kind: line.kind,
    text: line.text,
    weapon: line.weapon,
    headshot: line.headshot,
    player_name: line.playerName,
  }));
  for (let from = 0; from < rows.length; from += INSERT_CHUNK) {
    await trx(EVIDENCE_TABLE).insert(rows.slice(from, from + INSERT_CHUNK));
  }
}

// The player's own lines on the server in the ten minutes up to the ban, oldest first.
export async function evidenceBefore(
  knex: Knex,
  query: { serverDocumentId: string; steamId: string; bannedAt: number },
): Promise<AppealEvidenceLine[]> {
  const rows = (await knex(EVIDENCE_TABLE)
    .where({ steam_id: query.steamId, server_document_id: query.serverDocumentId })
    .whereBetween('at', [query.bannedAt - EVIDENCE_WINDOW_MS, query.bannedAt])
    .orderBy([
      { column: 'at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(MAX_EVIDENCE_LINES)) as Record<string, unknown>[];
  return rows.reverse().map((entry) => ({
    at: new Date(toNumber(entry.at)).toISOString(),
    logTime: typeof entry.log_time === 'string' ? entry.log_time : null,
    // Written only by insertEvidence, from EVIDENCE_KINDS.
    kind: String(entry.kind) as EvidenceKind,
    text: String(entry.text),
    weapon: typeof entry.weapon === 'string' ? entry.weapon : null,
    headshot: Boolean(entry.headshot),
    playerName: String(entry.player_name),
  }));
}

// Lines older than the retention go; the number dropped.
export async function purgeEvidence(knex: Knex, now: number): Promise<number> {
  return knex(EVIDENCE_TABLE)
    .where('at', '<', now - EVIDENCE_RETENTION_MS)
    .delete();
}
