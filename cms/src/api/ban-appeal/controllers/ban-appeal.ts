import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Ban } from '@cs16ar/contracts';
import type { KoaContext } from '../../../http/content-api';
import { conflict, forbidden, unauthorized } from '../../../http/errors';
import { consumeOrRefuse } from '../../../http/rate-limits';
import { readAnswerReason, readAppealInput } from '../../../game-servers/ban-appeals/appeal-input';
import { MAX_APPEALS_PAGE } from '../../../game-servers/ban-appeals/appeal-store';
import { staffOf, type SignedIn } from '../../../game-servers/bans/staff-actor';
import { trustedSteamId } from '../../../users/trusted-steam-id';
import { gameServers } from '../../../game-servers';
import { DOCUMENT_ID } from '../../../community/document-id';

const BAN_NOT_FOUND = 'Baneo no encontrado.';
const SECOND_APPEAL = 'Ya presentaste un descargo para este baneo: el staff lo va a responder.';
const SOMEONE_ELSES_APPEAL = 'Ya hay un descargo para este baneo: el staff lo va a responder.';
const APPEAL_NOT_FOUND = 'Descargo no encontrado.';
const IN_FORCE = new Set<Ban['state']>(['activo', 'permanente']);

const idOf = (ctx: KoaContext, message: string) => {
  const documentId = String(ctx.params.documentId ?? '');
  if (!DOCUMENT_ID.test(documentId)) throw new errors.NotFoundError(message);
  return documentId;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const appeals = () => gameServers(strapi).appeals;
  const bans = () => gameServers(strapi).bans;

  // The signed-in player whose verified Steam ID is the ban's: 401, 404, 403 otherwise.
  async function bannedPlayerOf(ctx: KoaContext): Promise<{ user: SignedIn; ban: Ban; steamId: string }> {
    const user = ctx.state.user as SignedIn | undefined;
    if (!user) unauthorized();
    const documentId = idOf(ctx, BAN_NOT_FOUND);
    const ban = ((await bans().findOne(documentId)) as { data: Ban } | null)?.data;
    if (!ban) throw new errors.NotFoundError(BAN_NOT_FOUND);
    const steamId = trustedSteamId(user);
    if (!steamId) {
      forbidden('Tu Steam ID no está verificado. Vinculalo desde tu perfil para presentar un descargo.');
    }
    if (steamId !== ban.player.steamId)
      forbidden('Solo el jugador baneado puede presentar un descargo sobre este baneo.');
    return { user, ban, steamId };
  }

  return {
    // POST /api/bans/:documentId/appeal (multipart: text, images[]): the banned player's one appeal.
    async create(ctx: KoaContext) {
      const { user, ban, steamId } = await bannedPlayerOf(ctx);
      const existing = await appeals().findByBan(ban.documentId);
      if (existing) {
        conflict(ctx, existing.userId === user.id ? SECOND_APPEAL : SOMEONE_ELSES_APPEAL);
      }
      if (!IN_FORCE.has(ban.state)) {
        conflict(ctx, 'Este baneo ya no está vigente: no hace falta un descargo.');
      }
      await consumeOrRefuse(
        ctx,
        'upload',
        String(user.id),
        (wait) => `Subiste demasiadas imágenes seguidas. Esperá ${wait} y volvé a intentar.`,
      );
      const request = ctx.request as { body?: unknown; files?: unknown };
      const input = await readAppealInput(request.body, request.files);
      const created = await appeals().create({
        banDocumentId: ban.documentId,
        userId: user.id,
        playerSteamId: steamId,
        text: input.text,
        images: input.images,
      });
      if (!created) {
        conflict(ctx, SECOND_APPEAL);
      }
      ctx.status = 201;
      ctx.body = { data: created };
    },

    // GET /api/bans/:documentId/appeal: the signed-in player's own appeal on the ban. An appeal is its author's:
    // they read it even after their Steam ID moved to another account, and whoever holds that Steam ID now does
    // not (issue 41, item 3): the banned player who did not write it reads data null, anyone else a 403.
    async own(ctx: KoaContext) {
      const user = ctx.state.user as SignedIn | undefined;
      if (!user) unauthorized();
      const documentId = idOf(ctx, BAN_NOT_FOUND);
      const row = await appeals().findByBan(documentId);
      if (row && row.userId === user.id) {
        ctx.body = { data: await appeals().view(row) };
        return;
      }
      await bannedPlayerOf(ctx);
      ctx.body = { data: null };
    },

    // GET /api/ban-appeals (staff): pending first.
    async find(ctx: KoaContext) {
      staffOf(ctx);
      const raw = ctx.query.page;
      const page = raw === undefined ? '1' : raw;
      if (typeof page !== 'string' || !/^\d{1,4}$/.test(page) || Number(page) < 1 || Number(page) > MAX_APPEALS_PAGE) {
        throw new errors.ValidationError(`La página tiene que ser un número entre 1 y ${MAX_APPEALS_PAGE}.`);
      }
      ctx.body = await appeals().list(Number(page));
    },

    // GET /api/ban-appeals/:documentId (staff): the appeal with its ban and the evidence.
    async findOne(ctx: KoaContext) {
      staffOf(ctx);
      const found = await appeals().findForStaff(idOf(ctx, APPEAL_NOT_FOUND));
      if (!found) throw new errors.NotFoundError(APPEAL_NOT_FOUND);
      ctx.body = found;
    },

    // POST /api/ban-appeals/:documentId/accept (staff): lifts the ban.
    async accept(ctx: KoaContext) {
      await answer(ctx, 'aceptado');
    },

    // POST /api/ban-appeals/:documentId/reject (staff) { reason }.
    async reject(ctx: KoaContext) {
      await answer(ctx, 'rechazado');
    },
  };

  async function answer(ctx: KoaContext, verdict: 'aceptado' | 'rechazado') {
    const staff = staffOf(ctx);
    const documentId = idOf(ctx, APPEAL_NOT_FOUND);
    const reason = readAnswerReason(ctx.request.body ?? {}, verdict === 'rechazado');
    const outcome = await appeals().answer(staff, documentId, verdict, reason);
    if (outcome === null) throw new errors.NotFoundError(APPEAL_NOT_FOUND);
    if (outcome === 'not-pending') {
      conflict(ctx, 'Este descargo ya fue respondido.');
    }
    ctx.body = await appeals().findForStaff(documentId);
  }
};
