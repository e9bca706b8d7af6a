import { randomBytes } from 'node:crypto';
import { discord } from '../../discord';
import type { Core } from '@strapi/strapi';
import type { AppealImage, AppealListItem, Ban, BanAppeal, StaffAppeal } from '@cs16ar/contracts';
import { recordBanAction } from '../bans/ban-audit';
import {
  answerAppeal,
  appealsOf,
  deleteAppealsOf,
  findAppeal,
  insertAppeal,
  listAppeals,
  APPEALS_PAGE_SIZE,
  type AppealRow,
} from './appeal-store';
import type { CheckedImage } from './appeal-input';
import { appealAnswerEmail } from './appeal-answer-email';
import { evidenceBefore, EVIDENCE_WINDOW_MS } from '../ban-evidence/evidence-store';
import { siteUrl } from '../../env/site-url';
import { USER_UID } from '../../users/user-fields';
import type { StaffActor } from '../bans/staff-actor';

const FILE_UID = 'plugin::upload.file';

// What appeals need of the ban list (bans/ban-service.ts).
type BanService = {
  findOne: (documentId: string) => Promise<{ data: Ban } | null>;
  liftByStaff: (staff: StaffActor, documentId: string) => Promise<boolean>;
};

// Ban appeals (src/ban-appeals, docs/product.md "Baneos"): a banned player's one appeal per ban, with up to
// three images kept by the upload plugin; staff read it with the evidence (the player's own game-log lines on
// the ban's server in the ten minutes before it, src/game-servers/ban-evidence) and answer it. Accepting lifts the ban
// through the ban service's own lift (audit-logged; a community-wide ban's removeid goes over rcon); every
// answer is in the ban's audit log and, when the account has an email, in the player's inbox.
export function createAppealService({ strapi, bans: banService }: { strapi: Core.Strapi; bans: BanService }) {
  const knex = () => strapi.db.connection;
  const bans = () => banService;

  async function imagesOf(ids: readonly number[]): Promise<AppealImage[]> {
    if (ids.length === 0) return [];
    const files = (await strapi.db.query(FILE_UID).findMany({
      where: { id: { $in: [...ids] } },
      select: ['id', 'url', 'width', 'height', 'mime'],
    })) as { id: number; url: string; width: number | null; height: number | null; mime: string }[];
    return ids.flatMap((id) => {
      const file = files.find((candidate) => candidate.id === id);
      return file ? [{ url: file.url, width: file.width, height: file.height, mime: file.mime }] : [];
    });
  }

  // What the player (and staff) read of an appeal.
  async function view(row: AppealRow): Promise<BanAppeal> {
    return {
      documentId: row.documentId,
      banDocumentId: row.banDocumentId,
      text: row.text,
      images: await imagesOf(row.imageIds),
      state: row.state,
      answer: row.answer,
      createdAt: new Date(row.createdAt).toISOString(),
      answeredAt: row.answeredAt === null ? null : new Date(row.answeredAt).toISOString(),
    };
  }

  async function removeFiles(ids: readonly number[]): Promise<void> {
    for (const id of ids) {
      const file = await strapi.db.query(FILE_UID).findOne({ where: { id } });
      if (file) await strapi.plugin('upload').service('upload').remove(file);
    }
  }

  // Stored as what the bytes are, under the server's name. The files are public uploads (the upload provider serves
  // them, on a CDN in production), so their names carry 128 random bits: an address nobody can guess, given only to
  // the appeal's author and staff (issue 41, item 3). The upload plugin adds 40 bits of its own.
  async function storeImages(images: readonly CheckedImage[]): Promise<number[]> {
    if (images.length === 0) return [];
    const files = images.map(({ file, mime, ext }) => {
      const name = `descargo-${randomBytes(16).toString('hex')}.${ext}`;
      return Object.assign(file, { mimetype: mime, detectedMimeType: mime, originalFilename: name });
    });
    const uploaded = (await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: files.map((file) => ({ name: file.originalFilename })) },
        files,
      })) as { id: number }[];
    return uploaded.map((file) => file.id);
  }

  async function sendAnswerEmail(row: AppealRow, accepted: boolean): Promise<void> {
    const user = (await strapi.db.query(USER_UID).findOne({
      where: { id: row.userId },
      select: ['id', 'username', 'email', 'blocked'],
    })) as { username: string; email: string | null; blocked: boolean | null } | null;
    if (!user?.email || user.blocked) return;
    const link = `${siteUrl()}/baneos/${encodeURIComponent(row.banDocumentId)}`;
    await strapi
      .plugin('email')
      .service('email')
      .send({ to: user.email, ...appealAnswerEmail({ username: user.username, accepted, reason: row.answer, link }) });
    strapi.log.info(`[bans] appeal answer sent to user ${row.userId}`);
  }

  return {
    findByBan(banDocumentId: string) {
      return findAppeal(knex(), { banDocumentId });
    },

    // Every appeal the account wrote, as its author reads them ("Descargar mis datos").
    async ofAuthor(userId: number): Promise<BanAppeal[]> {
      return Promise.all((await appealsOf(knex(), userId)).map(view));
    },

    // "Eliminar mi cuenta": the account's appeals go, with their images.
    async deleteAllOf(userId: number): Promise<void> {
      await removeFiles(await deleteAppealsOf(knex(), userId));
    },

    view,

    // The new appeal's view, or null when the ban already had one (nothing is kept then).
    async create(input: {
      banDocumentId: string;
      userId: number;
      playerSteamId: string;
      text: string;
      images: CheckedImage[];
    }) {
      const imageIds = await storeImages(input.images);
      let row: AppealRow | null = null;
      try {
        row = await insertAppeal(knex(), { ...input, imageIds }, Date.now());
      } finally {
        // No appeal kept (a second one, or the database refused it): its images go too.
        if (!row) await removeFiles(imageIds);
      }
      if (!row) return null;
      strapi.log.info(`[bans] appeal ${row.documentId} on ban ${row.banDocumentId}`);
      // The staff channel of the community's Discord is told (the player's name only, never the appeal's text).
      const ban = (await bans().findOne(row.banDocumentId))?.data ?? null;
      await discord(strapi).announce(`appeal:${row.documentId}`, {
        kind: 'appeal',
        appeal: { documentId: row.documentId, banDocumentId: row.banDocumentId, playerName: ban?.player.name ?? null },
      });
      return view(row);
    },

    async list(page: number) {
      const { rows, total } = await listAppeals(knex(), page);
      const data = await Promise.all(
        rows.map(async (row): Promise<AppealListItem> => {
          const ban = (await bans().findOne(row.banDocumentId))?.data ?? null;
          return {
            documentId: row.documentId,
            state: row.state,
            createdAt: new Date(row.createdAt).toISOString(),
            answeredAt: row.answeredAt === null ? null : new Date(row.answeredAt).toISOString(),
            excerpt: Array.from(row.text).slice(0, 140).join(''),
            ban: ban && {
              documentId: ban.documentId,
              player: ban.player,
              server: ban.server,
              reason: ban.reason,
              state: ban.state,
            },
          };
        }),
      );
      return {
        data,
        meta: {
          pagination: { page, pageSize: APPEALS_PAGE_SIZE, total, pageCount: Math.ceil(total / APPEALS_PAGE_SIZE) },
        },
      };
    },

    // Staff: the appeal, who answered it, its ban and the evidence.
    async findForStaff(documentId: string): Promise<{ data: StaffAppeal } | null> {
      const row = await findAppeal(knex(), { documentId });
      if (!row) return null;
      const ban = (await bans().findOne(row.banDocumentId))?.data ?? null;
      const bannedAt = ban ? Date.parse(ban.bannedAt) : null;
      const serverDocumentId = ban?.server?.documentId ?? null;
      const lines =
        ban && serverDocumentId && bannedAt !== null
          ? await evidenceBefore(knex(), { serverDocumentId, steamId: row.playerSteamId, bannedAt })
          : [];
      return {
        data: {
          ...(await view(row)),
          answeredBy: row.answeredByName,
          ban,
          evidence: {
            server: ban?.server ?? null,
            from: bannedAt === null ? null : new Date(bannedAt - EVIDENCE_WINDOW_MS).toISOString(),
            to: ban?.bannedAt ?? null,
            lines,
          },
        },
      };
    },

    // 'answered': the appeal was not pending any more; null: no such appeal.
    async answer(
      staff: StaffActor,
      documentId: string,
      verdict: 'aceptado' | 'rechazado',
      reason: string | null,
    ): Promise<'answered' | 'not-pending' | null> {
      const now = Date.now();
      const after = await knex().transaction(async (trx) => {
        const change = await answerAppeal(
          trx,
          documentId,
          { state: verdict, answer: reason, staffUserId: staff.userId, staffName: staff.name },
          now,
        );
        if (!change) return null;
        const audited = (row: AppealRow) => ({
          appeal: row.documentId,
          state: row.state,
          answer: row.answer,
          answeredAt: row.answeredAt === null ? null : new Date(row.answeredAt).toISOString(),
        });
        await recordBanAction(trx, {
          banDocumentId: change.after.banDocumentId,
          action: verdict === 'aceptado' ? 'appeal-accept' : 'appeal-reject',
          staffUserId: staff.userId,
          staffName: staff.name,
          at: now,
          before: audited(change.before),
          after: audited(change.after),
        });
        return change.after;
      });
      if (!after) return (await findAppeal(knex(), { documentId })) ? 'not-pending' : null;
      if (verdict === 'aceptado') await bans().liftByStaff(staff, after.banDocumentId);
      setImmediate(() => {
        sendAnswerEmail(after, verdict === 'aceptado').catch((error: unknown) =>
          strapi.log.error(
            `[bans] could not send the appeal answer: ${error instanceof Error ? error.message : error}`,
          ),
        );
      });
      return 'answered';
    },
  };
}

export type AppealService = ReturnType<typeof createAppealService>;
