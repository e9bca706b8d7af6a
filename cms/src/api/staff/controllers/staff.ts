import type { Core } from '@strapi/strapi';
import type { KoaContext } from '../../../http/content-api';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: KoaContext) {
    ctx.body = { data: await strapi.service('api::staff.staff').list(), meta: {} };
  },
});
