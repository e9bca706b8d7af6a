import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { contentApi } from '../../../http/content-api';

const ARTICLE_UID = 'api::help-article.help-article';
export const HELP_CATEGORIES = ['general', 'account', 'servers', 'membership', 'payments', 'technical'] as const;
type HelpCategory = (typeof HELP_CATEGORIES)[number];

function isHelpCategory(value: unknown): value is HelpCategory {
  return typeof value === 'string' && (HELP_CATEGORIES as readonly string[]).includes(value);
}

export default factories.createCoreController(ARTICLE_UID, ({ strapi }) => {
  const api = contentApi(strapi, ARTICLE_UID);

  return {
    async findOne(ctx) {
      const query = await api.query(ctx);
      const article = await strapi.service(ARTICLE_UID).findOne(String(ctx.params.id ?? ''), query);
      if (!article) throw new errors.NotFoundError('Artículo no encontrado.');
      ctx.body = { data: await api.output(article, ctx), meta: {} };
    },

    async findByCategory(ctx) {
      const { category } = ctx.params;
      if (!isHelpCategory(category)) {
        throw new errors.ValidationError(
          `La categoría "${String(category).slice(0, 40)}" no existe. Usá una de: ${HELP_CATEGORIES.join(', ')}.`,
        );
      }
      const query = await api.query(ctx);
      const filters = query.filters as Record<string, unknown> | undefined;
      const byCategory = { category: { $eq: category } };
      const { results } = await strapi.service(ARTICLE_UID).find({
        ...query,
        filters: filters && Object.keys(filters).length > 0 ? { $and: [filters, byCategory] } : byCategory,
        sort: query.sort ?? [{ featured: 'desc' }, { title: 'asc' }],
        pagination: { pageSize: 100 },
      });
      ctx.body = { data: await api.output(results, ctx) };
    },
  };
});
