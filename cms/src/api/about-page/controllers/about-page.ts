import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { KoaContext } from '../../../http/content-api';
import { refuseQueryParameters } from '../../../http/refuse-query';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: KoaContext) {
    refuseQueryParameters(ctx);
    const about = await strapi.service('api::about-page.about-page').published();
    if (!about) throw new errors.NotFoundError('Todavía no publicamos la historia de la comunidad.');
    ctx.body = { data: about, meta: {} };
  },
});
