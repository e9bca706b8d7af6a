import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { KoaContext } from '../../../http/content-api';
import { readLiftInput, readShortenInput, readStaffBanInput } from '../../../game-servers/bans/staff-ban-input';
import { staffOf } from '../../../game-servers/bans/staff-actor';
import type { BanService } from '../../../game-servers/bans/ban-service';

import {
  BAN_DAYS,
  BAN_STATES,
  MAX_BAN_PAGE,
  MAX_BAN_SEARCH_LENGTH,
  type BanListQuery,
  type BanStateFilter,
} from '../../../game-servers/bans/ban-list';
import { gameServers } from '../../../game-servers';
import { DOCUMENT_ID } from '../../../community/document-id';

const BAN_NOT_FOUND = 'Baneo no encontrado.';

// One value per parameter: `?state=a&state=b` is a mistake, not a wish.
function single(value: unknown, name: string): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string') throw new errors.ValidationError(`El parámetro ${name} va una sola vez.`);
  return value;
}

// The parameters the list reads (any other is refused before this runs: src/http/public-reads.ts), each
// checked here with a message a person can act on.
export function readBanListQuery(raw: Record<string, unknown>): BanListQuery {
  const q = single(raw.q, 'q')?.trim() ?? '';
  if (q.length > MAX_BAN_SEARCH_LENGTH) {
    throw new errors.ValidationError(`La búsqueda puede tener hasta ${MAX_BAN_SEARCH_LENGTH} caracteres.`);
  }
  const state = single(raw.state, 'state');
  if (state !== null && !(BAN_STATES as readonly string[]).includes(state)) {
    throw new errors.ValidationError('El estado tiene que ser activos, expirados, permanentes o levantados.');
  }
  const server = single(raw.server, 'server');
  if (server !== null && !DOCUMENT_ID.test(server)) throw new errors.ValidationError('Ese servidor no existe.');
  const days = single(raw.days, 'days');
  if (days !== null && !BAN_DAYS.map(String).includes(days)) {
    throw new errors.ValidationError('El período tiene que ser 7 o 30 días.');
  }
  const page = single(raw.page, 'page') ?? '1';
  if (!/^\d{1,4}$/.test(page) || Number(page) < 1 || Number(page) > MAX_BAN_PAGE) {
    throw new errors.ValidationError(`La página tiene que ser un número entre 1 y ${MAX_BAN_PAGE}.`);
  }
  return {
    q: q || null,
    state: state as BanStateFilter | null,
    server,
    days: days === null ? null : (Number(days) as BanListQuery['days']),
    page: Number(page),
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const bans = () => gameServers(strapi).bans;
  const documentIdOf = (ctx: KoaContext) => {
    const documentId = String(ctx.params.documentId ?? '');
    if (!DOCUMENT_ID.test(documentId)) throw new errors.NotFoundError(BAN_NOT_FOUND);
    return documentId;
  };
  return {
    // POST /api/bans (staff): a ban set from the site.
    async create(ctx: KoaContext) {
      const staff = staffOf(ctx);
      const input = readStaffBanInput(ctx.request.body);
      if (input.serverDocumentId && !(await bans().serverExists(input.serverDocumentId))) {
        throw new errors.ValidationError('Ese servidor no existe.');
      }
      const documentId = await bans().createByStaff(staff, input);
      ctx.status = 201;
      ctx.body = await bans().findOne(documentId);
    },

    // POST /api/bans/:documentId/lift (staff).
    async lift(ctx: KoaContext) {
      const staff = staffOf(ctx);
      readLiftInput(ctx.request.body);
      const documentId = documentIdOf(ctx);
      if (!(await bans().liftByStaff(staff, documentId))) throw new errors.NotFoundError(BAN_NOT_FOUND);
      ctx.body = await bans().findOne(documentId);
    },

    // POST /api/bans/:documentId/shorten (staff): { minutes }, the new whole duration, shorter than the current.
    async shorten(ctx: KoaContext) {
      const staff = staffOf(ctx);
      const { minutes } = readShortenInput(ctx.request.body);
      const documentId = documentIdOf(ctx);
      const result: Awaited<ReturnType<BanService['shortenByStaff']>> = await bans().shortenByStaff(
        staff,
        documentId,
        minutes,
      );
      if (result === null) throw new errors.NotFoundError(BAN_NOT_FOUND);
      if (result !== 'shortened') {
        const refusals = {
          'not-in-force': 'Ese baneo ya no está vigente: no se puede acortar.',
          'not-shorter': `Para acortarlo, la duración nueva tiene que ser menor que la actual (${result.currentMinutes} minutos).`,
          'already-over': 'Con esa duración el baneo ya habría terminado: para terminarlo ahora, levantalo.',
        } as const;
        throw new errors.ValidationError(refusals[result.refused]);
      }
      ctx.body = await bans().findOne(documentId);
    },

    // POST /api/bans/:documentId/community-wide (staff): sent to every other server over rcon.
    async communityWide(ctx: KoaContext) {
      const staff = staffOf(ctx);
      readLiftInput(ctx.request.body);
      const documentId = documentIdOf(ctx);
      if (!(await bans().markCommunityWideByStaff(staff, documentId))) throw new errors.NotFoundError(BAN_NOT_FOUND);
      ctx.body = await bans().findOne(documentId);
    },

    // GET /api/bans/:documentId/audit (staff): every staff action on the ban, oldest first, and each server's
    // delivery of its latest rcon command (which applied it, which are still tried, which failed and why).
    async audit(ctx: KoaContext) {
      staffOf(ctx);
      const documentId = documentIdOf(ctx);
      if (!(await bans().findOne(documentId))) throw new errors.NotFoundError(BAN_NOT_FOUND);
      ctx.body = { data: await bans().audit(documentId), deliveries: await bans().deliveries(documentId) };
    },

    async find(ctx: KoaContext) {
      ctx.body = await bans().list(readBanListQuery(ctx.query as Record<string, unknown>));
    },

    async findOne(ctx: KoaContext) {
      const documentId = String(ctx.params.documentId ?? '');
      const body = DOCUMENT_ID.test(documentId) ? await bans().findOne(documentId) : null;
      if (!body) throw new errors.NotFoundError(BAN_NOT_FOUND);
      ctx.body = body;
    },
  };
};
