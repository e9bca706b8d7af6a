import { randomBytes } from 'node:crypto';
import type { AppealState } from '@cs16ar/contracts';
import type { Knex } from 'knex';
import { toNumber } from '../statistics/stats-store';

// Ban appeals (descargos) in a plain table beside the bans' audit log: one per ban (a unique index, so two
// requests at once still make one), read by their author and by staff only (not by whoever holds the banned
// Steam ID later, issue 41, item 3). The images are files of the upload plugin; the row keeps their ids.

export const APPEALS_TABLE = 'ban_appeals';
export const APPEAL_STATES = ['pendiente', 'aceptado', 'rechazado'] as const satisfies readonly AppealState[];
export type { AppealState };
export const APPEALS_PAGE_SIZE = 20;
export const MAX_APPEALS_PAGE = 500;

export type AppealRow = {
  documentId: string;
  banDocumentId: string;
  userId: number;
  playerSteamId: string;
  text: string;
  imageIds: number[];
  state: AppealState;
  answer: string | null;
  answeredAt: number | null;
  answeredByUserId: number | null;
  answeredByName: string | null;
  createdAt: number;
};

const newDocumentId = () => randomBytes(12).toString('hex');

function rowOf(raw: Record<string, unknown>): AppealRow {
  const parsedIds: unknown = JSON.parse(String(raw.image_ids));
  return {
    documentId: String(raw.document_id),
    banDocumentId: String(raw.ban_document_id),
    userId: toNumber(raw.user_id),
    playerSteamId: String(raw.player_steam_id),
    text: String(raw.text),
    imageIds: Array.isArray(parsedIds) ? parsedIds.map(Number).filter(Number.isInteger) : [],
    // Written only from APPEAL_STATES.
    state: String(raw.state) as AppealState,
    answer: typeof raw.answer === 'string' ? raw.answer : null,
    answeredAt: raw.answered_at === null || raw.answered_at === undefined ? null : toNumber(raw.answered_at),
    answeredByUserId:
      raw.answered_by_user_id === null || raw.answered_by_user_id === undefined
        ? null
        : toNumber(raw.answered_by_user_id),
    answeredByName: typeof raw.answered_by_name === 'string' ? raw.answered_by_name : null,
    createdAt: toNumber(raw.created_at),
  };
}

const isUniqueViolation = (error: unknown) => {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return code === '23505';
};

// The new appeal, or null when the ban already has one (the unique index decides, also between two requests).
export async function insertAppeal(
  knex: Knex,
  appeal: { banDocumentId: string; userId: number; playerSteamId: string; text: string; imageIds: number[] },
  now: number,
): Promise<AppealRow | null> {
  const documentId = newDocumentId();
  try {
    await knex(APPEALS_TABLE).insert({
      document_id: documentId,
      ban_document_id: appeal.banDocumentId,
      user_id: appeal.userId,
      player_steam_id: appeal.playerSteamId,
      text: appeal.text,
      image_ids: JSON.stringify(appeal.imageIds),
      state: 'pendiente',
      created_at: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return findAppeal(knex, { documentId });
}

export async function findAppeal(
  knex: Knex,
  by: { documentId: string } | { banDocumentId: string },
): Promise<AppealRow | null> {
  const where = 'documentId' in by ? { document_id: by.documentId } : { ban_document_id: by.banDocumentId };
  const raw = (await knex(APPEALS_TABLE).where(where).first()) as Record<string, unknown> | undefined;
  return raw ? rowOf(raw) : null;
}

// An account's own appeals, newest first (its data export).
export async function appealsOf(knex: Knex, userId: number): Promise<AppealRow[]> {
  const raw = (await knex(APPEALS_TABLE).where('user_id', userId).orderBy('id', 'desc')) as Record<string, unknown>[];
  return raw.map(rowOf);
}

// Deletes an account's appeals; answers the image ids they held, for their files to go too.
export async function deleteAppealsOf(knex: Knex, userId: number): Promise<number[]> {
  const rows = await appealsOf(knex, userId);
  await knex(APPEALS_TABLE).where('user_id', userId).del();
  return rows.flatMap((row) => row.imageIds);
}

// Pending first (oldest first: they have waited longest), then the answered ones, newest answer first.
export async function listAppeals(knex: Knex, page: number): Promise<{ rows: AppealRow[]; total: number }> {
  const [{ total }] = (await knex(APPEALS_TABLE).count({ total: '*' })) as { total: unknown }[];
  const raw = (await knex(APPEALS_TABLE)
    .orderByRaw("CASE WHEN state = 'pendiente' THEN 0 ELSE 1 END")
    .orderByRaw("CASE WHEN state = 'pendiente' THEN created_at ELSE -answered_at END")
    .orderBy('id', 'desc')
    .limit(APPEALS_PAGE_SIZE)
    .offset((page - 1) * APPEALS_PAGE_SIZE)) as Record<string, unknown>[];
  return { rows: raw.map(rowOf), total: toNumber(total) };
}

// Answers a pending appeal; null when it is not pending any more (answered meanwhile by someone else).
export async function answerAppeal(
  trx: Knex.Transaction,
  documentId: string,
  answer: { state: 'aceptado' | 'rechazado'; answer: string | null; staffUserId: number; staffName: string },
  now: number,
): Promise<{ before: AppealRow; after: AppealRow } | null> {
  const before = await findAppeal(trx, { documentId });
  if (!before || before.state !== 'pendiente') return null;
  const changed = await trx(APPEALS_TABLE)
    .where({ document_id: documentId, state: 'pendiente' })
    .update({
      state: answer.state,
      answer: answer.answer,
      answered_at: now,
      answered_by_user_id: answer.staffUserId,
      answered_by_name: answer.staffName.slice(0, 64),
    });
  if (changed !== 1) return null;
  const after = await findAppeal(trx, { documentId });
  return after ? { before, after } : null;
}
