import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { unauthorized } from '../../../http/errors';
import { contentApi } from '../../../http/content-api';
import { DOCUMENT_ID } from '../../../community/document-id';
import { SERVER_NOT_FOUND as NOT_FOUND } from '../document-id';
import { gameServers } from '../../../game-servers';
import { answerImage } from '../../../http/image-answer';

const SERVER_UID = 'api::server.server';
const PLAYER_FILTER_ONLY = 'Solo se puede filtrar por el id de un jugador: filters[users][id][$eq]=<id>.';

type QueryObject = Record<string, unknown>;

const isObject = (value: unknown): value is QueryObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// `{ key: value }` and nothing else: returns value, or undefined for any other shape.
function onlyEntry(value: unknown, key: string): unknown {
  if (!isObject(value)) return undefined;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === key ? value[key] : undefined;
}

function mentionsUsers(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsUsers);
  if (isObject(value)) return Object.entries(value).some(([key, nested]) => key === 'users' || mentionsUsers(nested));
  return false;
}

// GET /api/servers takes Strapi's usual query (filters, sort, pagination, populate, fields), which Strapi
// validates, plus exactly one filter on the players of a server: `filters[users][id][$eq]=<id>` (a
// signed-in player's servers, for their profile). Strapi's validation refuses every filter on users (the
// relation is not public), so that one is taken out before validation and put back after it; any other
// mention of users (by email, by username, another operator, inside $or...) is refused, so the filter
// cannot be used to probe private user data.
type ServersQuery = { strapiQuery: QueryObject; playerId: number | null };

function readServersQuery(query: QueryObject): ServersQuery {
  const filters = query.filters;
  if (!isObject(filters) || !('users' in filters)) {
    if (mentionsUsers(filters)) throw new errors.ValidationError(PLAYER_FILTER_ONLY);
    return { strapiQuery: query, playerId: null };
  }
  const { users, ...otherFilters } = filters;
  const playerId = onlyEntry(onlyEntry(users, 'id'), '$eq');
  if (typeof playerId !== 'string' || !/^[1-9]\d{0,9}$/.test(playerId) || mentionsUsers(otherFilters)) {
    throw new errors.ValidationError(PLAYER_FILTER_ONLY);
  }
  const { filters: _all, ...rest } = query;
  const strapiQuery = Object.keys(otherFilters).length > 0 ? { ...rest, filters: otherFilters } : rest;
  return { strapiQuery, playerId: Number(playerId) };
}

export default factories.createCoreController(SERVER_UID, ({ strapi }) => {
  const api = contentApi(strapi, SERVER_UID);

  return {
    async find(ctx) {
      const { strapiQuery, playerId } = readServersQuery(ctx.query as QueryObject);
      if (playerId !== null && !ctx.state.user) unauthorized();
      const query = await api.query(ctx, strapiQuery);
      if (playerId !== null) {
        const byPlayer = { users: { id: { $eq: playerId } } };
        const filters = query.filters as QueryObject | undefined;
        query.filters = filters && Object.keys(filters).length > 0 ? { $and: [filters, byPlayer] } : byPlayer;
      }
      const { results, pagination } = await strapi.service(SERVER_UID).find(query);
      ctx.body = { data: await api.output(results, ctx), meta: { pagination } };
    },

    // GET /api/servers/:documentId: the server as stored (status from the latest poll).
    async findOne(ctx) {
      const documentId = String(ctx.params.id ?? '');
      const query = await api.query(ctx);
      const server = DOCUMENT_ID.test(documentId) ? await strapi.service(SERVER_UID).findOne(documentId, query) : null;
      if (!server) throw new errors.NotFoundError(NOT_FOUND);
      ctx.body = { data: await api.output(server, ctx), meta: {} };
    },

    async statistics(ctx) {
      const documentId = String(ctx.params.documentId ?? '');
      const statistics = DOCUMENT_ID.test(documentId)
        ? await gameServers(strapi).serverStatistics.statistics(documentId)
        : null;
      if (!statistics) throw new errors.NotFoundError(NOT_FOUND);
      ctx.body = { data: statistics };
    },

    async bannerSvg(ctx) {
      const documentId = String(ctx.params.documentId ?? '');
      const found = DOCUMENT_ID.test(documentId) ? await gameServers(strapi).banners.svg(documentId) : null;
      answerImage(ctx, 'image/svg+xml', found, NOT_FOUND);
    },

    async bannerPng(ctx) {
      const documentId = String(ctx.params.documentId ?? '');
      const found = DOCUMENT_ID.test(documentId) ? await gameServers(strapi).banners.png(documentId) : null;
      answerImage(ctx, 'image/png', found, NOT_FOUND);
    },

    // GET /api/servers/:documentId/live (and its older name /api/server/:documentId): the server with a
    // status at most LIVE_STATUS_MAX_AGE_MS old, queried again first when the stored one is older.
    async live(ctx) {
      const documentId = String(ctx.params.documentId ?? '');
      const exists = DOCUMENT_ID.test(documentId) && (await gameServers(strapi).liveQuery.ensureFresh(documentId));
      if (!exists) throw new errors.NotFoundError(NOT_FOUND);
      const server = await strapi
        .documents(SERVER_UID)
        .findOne({ documentId, populate: { photo: true, privilege: true } });
      if (!server) throw new errors.NotFoundError(NOT_FOUND);
      ctx.body = { data: await api.output(server, ctx), meta: {} };
    },
  };
});
