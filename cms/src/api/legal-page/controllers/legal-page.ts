import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { KoaContext } from '../../../http/content-api';
import { isLegalPageName } from '../../../legal/legal-pages';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: KoaContext) {
    const page = (ctx.params as { page?: unknown }).page;
    if (!isLegalPageName(page)) throw new errors.NotFoundError('Esa página no existe: están /terminos y /privacidad.');
    const legal = await strapi.service('api::legal-page.legal-page').published(page);
    if (!legal) throw new errors.NotFoundError('Todavía no publicamos esta página.');
    ctx.body = { data: legal, meta: {} };
  },
});
