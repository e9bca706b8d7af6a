import type { Knex } from 'knex';

// The servers' own word on a member's flags (issue 44): the last `Login:` line AMX Mod X logged per server and Steam
// ID (table privilege_confirmations, migration 0005). Written by the log consumer, inside its batch's transaction, from
// secret-proven lines only; a server whose block no longer holds a Steam ID forgets it (forgetUngranted).

const TABLE = 'privilege_confirmations';

export type Confirmation = { serverDocumentId: string; steamId: string; access: string; at: number };

export async function recordConfirmations(
  trx: Knex.Transaction,
  confirmations: readonly Confirmation[],
): Promise<void> {
  // One row per server and Steam ID: the batch's last line wins (an upsert may not touch one row twice).
  const latest = new Map(confirmations.map((row) => [`${row.serverDocumentId} ${row.steamId}`, row]));
  if (latest.size === 0) return;
  await trx(TABLE)
    .insert(
      [...latest.values()].map((row) => ({
        server_document_id: row.serverDocumentId,
        steam_id: row.steamId,
        access: row.access,
        confirmed_at: row.at,
      })),
    )
    .onConflict(['server_document_id', 'steam_id'])
    .merge(['access', 'confirmed_at']);
}

/** What each server confirmed for the Steam ID. */
export async function confirmationsOf(knex: Knex, steamId: string): Promise<Confirmation[]> {
  const rows = (await knex(TABLE).where('steam_id', steamId).select()) as {
    server_document_id: string;
    steam_id: string;
    access: string;
    confirmed_at: string | number;
  }[];
  return rows.map((row) => ({
    serverDocumentId: row.server_document_id,
    steamId: row.steam_id,
    access: row.access,
    at: Number(row.confirmed_at),
  }));
}

/** The server applied a block holding only these Steam IDs: what it confirmed for anyone else is gone. */
export async function forgetUngranted(knex: Knex, serverDocumentId: string, granted: readonly string[]): Promise<void> {
  await knex(TABLE).where('server_document_id', serverDocumentId).whereNotIn('steam_id', granted).delete();
}
