import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { KoaContext } from '../../../http/content-api';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: KoaContext) {
    const about = await strapi.service('api::about-page.about-page').published();
    if (!about) throw new errors.NotFoundError('Todavía no publicamos la historia de la comunidad.');
    ctx.body = { data: about, meta: {} };
  },
});
