import type { Core } from '@strapi/strapi';
import type { KoaContext } from '../../../http/content-api';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: KoaContext) {
    ctx.body = await strapi.service('api::rule-set.rule-set').book();
  },
});
