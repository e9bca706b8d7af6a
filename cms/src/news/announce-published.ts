import type { Core } from '@strapi/strapi';
import { discord } from '../discord';

const NEWS_UID = 'api::news-post.news-post';

type PublishedRow = { documentId?: unknown; publishedAt?: unknown };

// A news post told to the community's Discord (issue 45) when an editor publishes it: once per post (editing and
// publishing again tells nobody), at its publishDate when that is still to come. Strapi 5 publishes by writing the
// published row anew, so the watch is on created rows that carry a publishedAt.
export function announcePublishedNews(strapi: Core.Strapi): void {
  const tell = async (row: PublishedRow) => {
    if (typeof row.documentId !== 'string' || !row.publishedAt) return;
    const post = (await strapi.documents(NEWS_UID).findOne({
      documentId: row.documentId,
      status: 'published',
      fields: ['slug', 'title', 'publishDate'],
      populate: { cover: { fields: ['url'] } },
    })) as { slug: string; title: string; publishDate: string; cover?: { url?: string } | null } | null;
    if (!post) return;
    const coverUrl = post.cover?.url && /^https?:\/\//.test(post.cover.url) ? post.cover.url : null;
    const publishAt = Date.parse(post.publishDate);
    await discord(strapi).announce(
      `news:${row.documentId}`,
      { kind: 'news', post: { slug: post.slug, title: post.title, coverUrl } },
      { startAfter: publishAt > Date.now() ? new Date(publishAt) : undefined },
    );
  };
  strapi.db.lifecycles.subscribe({
    models: [NEWS_UID],
    afterCreate: (event) => {
      void tell((event as { result?: PublishedRow }).result ?? {}).catch((error: unknown) =>
        strapi.log.warn(`[news] could not tell Discord of a post: ${String(error)}`),
      );
    },
  });
}
