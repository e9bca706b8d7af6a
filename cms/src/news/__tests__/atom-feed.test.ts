import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { atomFeed, escapeXml, type FeedEntry } from '../atom-feed';

// The feed is text built from what editors typed: whatever they typed, it must stay well-formed XML that
// says exactly what they wrote, and never markup of their making.

const post = (changes: Partial<FeedEntry> = {}): FeedEntry => ({
  documentId: 'abc123',
  slug: 'torneo-5v5',
  title: 'Torneo 5v5',
  summary: 'Anotate antes del viernes.',
  publishDate: '2026-11-20T21:00:00.000Z',
  updatedAt: '2026-11-19T10:00:00.000Z',
  authorName: 'El Admin',
  tags: [{ slug: 'torneo', name: 'Torneo' }],
  ...changes,
});

const options = { siteUrl: 'https://cs16.com.ar', now: new Date('2026-11-25T12:00:00.000Z') };
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', textNodeName: '#text' });

describe('the Atom feed of Novedades', () => {
  it('lists each post with its link on the site, dates, author, tags and summary', () => {
    const xml = atomFeed([post()], options);

    expect(XMLValidator.validate(xml)).toBe(true);
    const { feed } = parser.parse(xml);
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe('https://cs16.com.ar/comunidad/novedades');
    expect(feed.updated).toBe('2026-11-20T21:00:00.000Z');
    expect(feed.entry).toMatchObject({
      id: 'tag:cs16.com.ar,2012-03:novedades/abc123',
      title: { '#text': 'Torneo 5v5', '@type': 'text' },
      link: { '@href': 'https://cs16.com.ar/comunidad/novedades/torneo-5v5', '@rel': 'alternate' },
      published: '2026-11-20T21:00:00.000Z',
      // Written before its date: updated is when it came out, never earlier than published.
      updated: '2026-11-20T21:00:00.000Z',
      author: { name: 'El Admin' },
      category: { '@term': 'torneo', '@label': 'Torneo' },
      summary: { '#text': 'Anotate antes del viernes.', '@type': 'text' },
    });
  });

  it('keeps a hostile title, summary and tag as text: still well-formed, no markup of theirs', () => {
    const hostile = '</title><script>alert("x")</script> & Cía <![CDATA[ ]]> \u0001\u0008\uFFFE fin';
    const xml = atomFeed(
      [
        post({
          title: hostile,
          summary: `${hostile} "comillas" 'simples'`,
          authorName: '<b>Admin</b>',
          tags: [{ slug: 'x"><y', name: '"/><script>' }],
        }),
      ],
      options,
    );

    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toMatch(/<script|<b>|<!\[CDATA/);
    for (const character of ['\u0001', '\u0008', '\uFFFE']) expect(xml).not.toContain(character);
    const { feed } = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      textNodeName: '#text',
      processEntities: true,
      htmlEntities: true,
    }).parse(xml);
    expect(feed.entry.title['#text']).toBe('</title><script>alert("x")</script> & Cía <![CDATA[ ]]>  fin');
    expect(feed.entry.author.name).toBe('<b>Admin</b>');
    expect(feed.entry.category['@label']).toBe('"/><script>');
  });

  it('is a valid empty feed when nothing is published yet', () => {
    const xml = atomFeed([], options);

    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parser.parse(xml).feed.updated).toBe('2026-11-25T12:00:00.000Z');
  });

  it('escapes the five XML characters and drops what XML 1.0 cannot carry', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(escapeXml('a\u0000b\u001Fc\uD800d\tñ😀')).toBe('abcd\tñ😀');
  });
});
