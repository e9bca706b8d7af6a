import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { helpCategories, isHelpCategory } from '@cs16ar/contracts';
import { contentApi } from '../../../http/content-api';

const ARTICLE_UID = 'api::help-article.help-article';

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
          `La categoría "${String(category).slice(0, 40)}" no existe. Usá una de: ${helpCategories.join(', ')}.`,
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
