import type { Core, UID } from '@strapi/strapi';
import { publicMedia, type MediaRow } from '../../../http/public-media';
import { SLUG, type NewsListQuery } from '../../../news/news-query';
import { publicStaffMember, STAFF_USER_FIELDS, type StaffUserRow } from '../../../users/staff-members';

// What the public may read of Novedades: published posts whose publishDate has come (a post published for a
// later date stays out of the list, the post's own address and the feed until then). Every answer is built
// key by key, so nothing of the author's account but their public face comes out.

const POST_UID = 'api::news-post.news-post' as UID.ContentType;
const FEED_SIZE = 20;
// Tags offered as filters: those of the most recent posts (a tag nobody used in years is not offered).
const TAGS_FROM_LATEST = 500;

type TagRow = { slug: string; name: string };
type ServerRow = { documentId: string; name: string; gameMode?: string | null };
type PostRow = {
  documentId: string;
  slug: string;
  title: string;
  summary: string;
  body?: string;
  publishDate: string;
  pinned?: boolean | null;
  updatedAt: string;
  cover?: MediaRow | null;
  author?: StaffUserRow | null;
  tags?: TagRow[] | null;
  servers?: ServerRow[] | null;
};

const visibleAt = (now: Date) => ({ publishDate: { $lte: now.toISOString() } });

const tagOf = (tag: TagRow) => ({ slug: tag.slug, name: tag.name });
const byName = (a: TagRow, b: TagRow) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' });

const POPULATE = {
  cover: true,
  author: { fields: [...STAFF_USER_FIELDS], populate: { profilePicture: true } },
  tags: { fields: ['slug', 'name'] },
} as const;

function summaryOf(post: PostRow) {
  return {
    documentId: post.documentId,
    slug: post.slug,
    title: post.title,
    summary: post.summary,
    publishDate: new Date(post.publishDate).toISOString(),
    updatedAt: new Date(post.updatedAt).toISOString(),
    pinned: Boolean(post.pinned),
    cover: publicMedia(post.cover),
    author: publicStaffMember(post.author),
    tags: (post.tags ?? []).map(tagOf).sort(byName),
  };
}

export type NewsPostSummary = ReturnType<typeof summaryOf>;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  // Typed loosely on purpose: the document service's generated types do not follow dynamic filters.
  const posts = () =>
    strapi.documents(POST_UID) as unknown as {
      findMany: (params: Record<string, unknown>) => Promise<PostRow[]>;
      count: (params: Record<string, unknown>) => Promise<number>;
    };

  async function tagsInUse(now: Date): Promise<TagRow[]> {
    const rows = await posts().findMany({
      status: 'published',
      filters: visibleAt(now),
      fields: ['documentId'],
      populate: { tags: { fields: ['slug', 'name'] } },
      sort: [{ publishDate: 'desc' }],
      limit: TAGS_FROM_LATEST,
    });
    const tags = new Map<string, TagRow>();
    for (const row of rows) for (const tag of row.tags ?? []) tags.set(tag.slug, tagOf(tag));
    return [...tags.values()].sort(byName);
  }

  return {
    async list({ page, pageSize, tag }: NewsListQuery, now = new Date()) {
      const tags = await tagsInUse(now);
      const chosen = tag === null ? null : (tags.find((known) => known.slug === tag) ?? null);
      const pagination = (total: number) => ({ page, pageSize, pageCount: Math.ceil(total / pageSize), total });
      // A tag no visible post has (or one that does not exist at all) lists nothing: an empty page, not an error.
      if (tag !== null && !chosen) {
        return { data: [], meta: { pagination: pagination(0), tag: null, tags } };
      }
      const filters = chosen ? { ...visibleAt(now), tags: { slug: { $eq: chosen.slug } } } : visibleAt(now);
      const [rows, total] = await Promise.all([
        posts().findMany({
          status: 'published',
          filters,
          populate: POPULATE,
          sort: [{ pinned: 'desc' }, { publishDate: 'desc' }, { id: 'desc' }],
          start: (page - 1) * pageSize,
          limit: pageSize,
        }),
        posts().count({ status: 'published', filters }),
      ]);
      return { data: rows.map(summaryOf), meta: { pagination: pagination(total), tag: chosen, tags } };
    },

    async bySlug(slug: string, now = new Date()) {
      if (!SLUG.test(slug)) return null;
      const [post] = await posts().findMany({
        status: 'published',
        filters: { ...visibleAt(now), slug: { $eq: slug } },
        populate: { ...POPULATE, servers: { fields: ['documentId', 'name', 'gameMode'] } },
        limit: 1,
      });
      if (!post) return null;
      return {
        ...summaryOf(post),
        body: post.body ?? '',
        servers: (post.servers ?? []).map((server) => ({
          documentId: server.documentId,
          name: server.name,
          gameMode: server.gameMode ?? null,
        })),
      };
    },

    // The latest posts for the Atom feed: by date only (pinning is the list's affair).
    async latest(now = new Date()): Promise<NewsPostSummary[]> {
      const rows = await posts().findMany({
        status: 'published',
        filters: visibleAt(now),
        populate: POPULATE,
        sort: [{ publishDate: 'desc' }, { id: 'desc' }],
        limit: FEED_SIZE,
      });
      return rows.map(summaryOf);
    },
  };
};
