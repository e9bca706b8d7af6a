// Text drawn into an image comes from outside (a server's name from staff, a map from the server's answer, a player's
// name from the game): line breaks and tabs become spaces, other control characters and the bidirectional controls that reorder what follows them (U+202A–E,
// U+2066–9) go, it is cut at `max` characters with "…" (whole graphemes, so a flag or an emoji sequence is never split), and
// written as XML text, so nothing in it can become markup.

// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });

export function fitText(value: string, max: number): string {
  const cleaned = value.replace(/\s+/g, ' ').replace(UNSAFE, '').trim();
  const characters = Array.from(graphemes.segment(cleaned), (part) => part.segment);
  return characters.length > max
    ? `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : characters.join('');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function xmlText(value: string): string {
  return value.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/** `fitText` then `xmlText`: what an SVG's <text> holds. */
export const svgText = (value: string, max: number) => xmlText(fitText(value, max));
