import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { HISTORY_RANGES, isHistoryRange, serverHistory } from '../../../game-servers/live-status/history-graph';
import { isDocumentId } from '../../../community/document-id';
import { SERVER_NOT_FOUND } from '../document-id';

const SERVER_UID = 'api::server.server';
const RANGES = Object.keys(HISTORY_RANGES).join(', ');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  // GET /servers/:documentId/history?range=24h|7d|30d (24h when absent).
  async find(ctx: Context) {
    const range = ctx.query.range ?? '24h';
    if (!isHistoryRange(range)) {
      const shown = typeof range === 'string' ? `"${range.slice(0, 20)}"` : 'pedido';
      throw new errors.ValidationError(`El rango ${shown} no existe. Usá uno de: ${RANGES}.`);
    }
    const documentId = ctx.params.documentId;
    const server = isDocumentId(documentId)
      ? await strapi.db.query(SERVER_UID).findOne({ select: ['id'], where: { documentId } })
      : null;
    if (!server) throw new errors.NotFoundError(SERVER_NOT_FOUND);
    ctx.body = { data: { documentId, ...(await serverHistory(strapi.db.connection, documentId, range, Date.now())) } };
  },
});
