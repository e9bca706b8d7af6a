import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { unauthorized } from '../../../http/errors';
import { contentApi } from '../../../http/content-api';
import { DOCUMENT_ID, SERVER_NOT_FOUND as NOT_FOUND } from '../document-id';

const SERVER_UID = 'api::server.server';
const PLAYER_FILTER_ONLY = 'Solo se puede filtrar por el id de un jugador: filters[users][id][$eq]=<id>.';

type Filters = Record<string, unknown>;

function mentionsUsers(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsUsers);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, nested]) => key === 'users' || mentionsUsers(nested));
  }
  return false;
}

function onlyKey(value: unknown, key: string): value is Record<string, unknown> {
  return (
    Boolean(value) && typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).join() === key
  );
}

// `filters[users][id][$eq]=<id>` is the one way to ask for a player's servers. It is taken out of the
// query before Strapi's own validation (which refuses it, since the users relation is not public) and
// applied here; any other filter on users (by email, by username...) is refused so it cannot be used
// to probe private user data.
function takeUsersFilter(query: Record<string, unknown>): number | null {
  const filters = query.filters;
  if (!filters || typeof filters !== 'object' || !('users' in filters)) {
    if (mentionsUsers(filters)) throw new errors.ValidationError(PLAYER_FILTER_ONLY);
    return null;
  }
  const { users, ...rest } = filters as Filters;
  const id = onlyKey(users, 'id') ? users.id : undefined;
  const value = onlyKey(id, '$eq') ? id.$eq : undefined;
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value) || mentionsUsers(rest)) {
    throw new errors.ValidationError(PLAYER_FILTER_ONLY);
  }
  if (Object.keys(rest).length > 0) query.filters = rest;
  else delete query.filters;
  return Number(value);
}

export default factories.createCoreController(SERVER_UID, ({ strapi }) => {
  const api = contentApi(strapi, SERVER_UID);

  return {
    async find(ctx) {
      const playerId = takeUsersFilter(ctx.query as Record<string, unknown>);
      if (playerId !== null && !ctx.state.user) {
        unauthorized();
      }
      const query = await api.query(ctx);
      if (playerId !== null) {
        const filters = query.filters as Filters | undefined;
        const byPlayer = { users: { id: { $eq: playerId } } };
        query.filters = filters && Object.keys(filters).length > 0 ? { $and: [filters, byPlayer] } : byPlayer;
      }
      const { results, pagination } = await strapi.service(SERVER_UID).find(query);
      ctx.body = { data: await api.output(results, ctx), meta: { pagination } };
    },

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
        ? await strapi.service('api::server.live-status').statistics(documentId)
        : null;
      if (!statistics) throw new errors.NotFoundError(NOT_FOUND);
      ctx.body = { data: statistics };
    },

    async live(ctx) {
      const documentId = String(ctx.params.documentId ?? '');
      const exists =
        DOCUMENT_ID.test(documentId) && (await strapi.service('api::server.live-status').ensureFresh(documentId));
      if (!exists) throw new errors.NotFoundError(NOT_FOUND);
      const server = await strapi
        .documents(SERVER_UID)
        .findOne({ documentId, populate: { photo: true, privilege: true } });
      if (!server) throw new errors.NotFoundError(NOT_FOUND);
      ctx.body = { data: await api.output(server, ctx), meta: {} };
    },
  };
});
