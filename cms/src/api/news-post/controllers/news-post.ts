import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { KoaContext } from '../../../http/content-api';
import { siteUrl } from '../../../env/site-url';
import { atomFeed } from '../../../news/atom-feed';
import { parseNewsListQuery } from '../../../news/news-query';
import type { NewsPostSummary } from '../services/news-post';

const POST_NOT_FOUND = 'Novedad no encontrada.';

// Only reads: editors write posts in the admin panel (drafts, publishing, scheduled dates).
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const news = () => strapi.service('api::news-post.news-post');

  return {
    async find(ctx: KoaContext) {
      ctx.body = await news().list(parseNewsListQuery(ctx.query as Record<string, unknown>));
    },

    async findOne(ctx: KoaContext) {
      const post = await news().bySlug(String(ctx.params.slug ?? '').slice(0, 200));
      if (!post) throw new errors.NotFoundError(POST_NOT_FOUND);
      ctx.body = { data: post, meta: {} };
    },

    async feed(ctx: KoaContext) {
      const posts: NewsPostSummary[] = await news().latest();
      ctx.type = 'application/atom+xml; charset=utf-8';
      ctx.body = atomFeed(
        posts.map((post) => ({
          documentId: post.documentId,
          slug: post.slug,
          title: post.title,
          summary: post.summary,
          publishDate: post.publishDate,
          updatedAt: post.updatedAt,
          authorName: post.author ? (post.author.nickname ?? post.author.username) : null,
          tags: post.tags,
        })),
        { siteUrl: siteUrl(), now: new Date() },
      );
    },
  };
};
