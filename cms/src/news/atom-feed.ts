// The Atom feed of Novedades (RFC 4287), built as text from the posts the public may see. Every piece of
// text comes from editors, so everything is escaped, and characters XML 1.0 cannot carry (control
// characters, lone surrogates) are dropped: one bad title must not make the whole feed unreadable.

export type FeedEntry = {
  documentId: string;
  slug: string;
  title: string;
  summary: string;
  publishDate: string;
  updatedAt: string;
  authorName: string | null;
  tags: readonly { slug: string; name: string }[];
};

export type FeedOptions = { siteUrl: string; now: Date };

export const FEED_TITLE = 'Novedades · CS 1.6 Argentina';
const FEED_SUBTITLE = 'Noticias y anuncios de la comunidad de Counter-Strike 1.6 más grande de Argentina.';
const COMMUNITY_NAME = 'CS 1.6 Argentina';
export const NEWS_PATH = '/comunidad/novedades';

const NOT_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(value: string): string {
  return value.replace(NOT_IN_XML, '').replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);
const iso = (value: string) => new Date(value).toISOString();

// A tag URI (RFC 4151) per post: stays the same if the editors change the title or the slug.
function entryId(host: string, documentId: string): string {
  return `tag:${host},2012-03:novedades/${documentId}`;
}

function entry(post: FeedEntry, siteUrl: string, host: string): string {
  const link = `${siteUrl}${NEWS_PATH}/${encodeURIComponent(post.slug)}`;
  const lines = [
    '  <entry>',
    `    <id>${escapeXml(entryId(host, post.documentId))}</id>`,
    `    <title type="text">${escapeXml(post.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
    `    <published>${iso(post.publishDate)}</published>`,
    `    <updated>${iso(later(post.publishDate, post.updatedAt))}</updated>`,
    ...(post.authorName ? [`    <author><name>${escapeXml(post.authorName)}</name></author>`] : []),
    ...post.tags.map((tag) => `    <category term="${escapeXml(tag.slug)}" label="${escapeXml(tag.name)}"/>`),
    `    <summary type="text">${escapeXml(post.summary)}</summary>`,
    '  </entry>',
  ];
  return lines.join('\n');
}

export function atomFeed(posts: readonly FeedEntry[], { siteUrl, now }: FeedOptions): string {
  const host = new URL(siteUrl).hostname;
  const updated = posts.reduce((latest, post) => later(latest, later(post.publishDate, post.updatedAt)), '');
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es-AR">',
    `  <title>${escapeXml(FEED_TITLE)}</title>`,
    `  <subtitle>${escapeXml(FEED_SUBTITLE)}</subtitle>`,
    `  <id>${escapeXml(`${siteUrl}${NEWS_PATH}`)}</id>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${siteUrl}${NEWS_PATH}`)}"/>`,
    `  <updated>${updated ? iso(updated) : now.toISOString()}</updated>`,
    `  <author><name>${COMMUNITY_NAME}</name></author>`,
    ...posts.map((post) => entry(post, siteUrl, host)),
    '</feed>',
    '',
  ].join('\n');
}
