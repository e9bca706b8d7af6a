import type { Core } from '@strapi/strapi';
import type { KoaContext } from '../../../http/content-api';
import { refuseQueryParameters } from '../../../http/refuse-query';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: KoaContext) {
    refuseQueryParameters(ctx);
    ctx.body = { data: await strapi.service('api::staff.staff').list(), meta: {} };
  },
});
