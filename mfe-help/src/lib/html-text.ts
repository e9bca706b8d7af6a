const BLOCKS = 'p, h1, h2, h3, h4, h5, h6, li, div, br, tr, td, th, blockquote, pre';

/**
 * The readable text of an article's HTML, for excerpts and the meta description. An inert document
 * (DOMParser) runs no scripts and loads no images, and the result is rendered as text, never as HTML.
 */
export function htmlToText(html: string, maxLength = 160): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('script, style, template, noscript').forEach((node) => node.remove());
  // Blocks written without whitespace between them ("<h2>Uno</h2><p>dos</p>") still read as two words.
  body.querySelectorAll(BLOCKS).forEach((node) => node.append(' '));
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}
