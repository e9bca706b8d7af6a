import { AsyncResource } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { discord } from '../discord';

const NEWS_UID = 'api::news-post.news-post';

type PublishedRow = { documentId?: unknown; publishedAt?: unknown };

// Runs its work with none of the caller's context. Strapi keeps the running transaction in an AsyncLocalStorage that
// every promise started inside it inherits: a read begun from a lifecycle of a publish would run in the publish's
// transaction, committed by then ("Transaction query already complete"), and the post was never told. Bound once,
// as the module loads, outside any transaction.
const outsideTransactions = AsyncResource.bind((work: () => Promise<void>) => work());

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
    // Once the publish has committed (the post is then readable), and outside its transaction.
    afterCreate: async (event) => {
      const row = (event as { result?: PublishedRow }).result ?? {};
      if (typeof row.documentId !== 'string' || !row.publishedAt) return;
      const later = () =>
        void outsideTransactions(() => tell(row)).catch((error: unknown) =>
          strapi.log.warn(`[news] could not tell Discord of a post: ${String(error)}`),
        );
      if (!strapi.db.inTransaction()) return later();
      await strapi.db.transaction(({ onCommit }) => {
        onCommit(later);
      });
    },
  });
}
