// Every email the CMS sends, in one layout: Spanish, a plain-text part (what many mail clients and filters read
// first) and an HTML one, greeting, paragraphs, at most one button with its link, the signature. Every value is
// escaped in the HTML; a paragraph may lead with a bold label ("Respuesta del staff:").

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

export type EmailParagraph = string | { label: string; text: string };

export type EmailContent = {
  subject: string;
  username: string;
  // Before the button.
  paragraphs: EmailParagraph[];
  action?: { label: string; url: string; lead: string; showUrl?: boolean };
  // After the button.
  closing?: EmailParagraph[];
};

const BUTTON =
  'display:inline-block;padding:10px 18px;background:#ff8a1f;color:#1b1f24;font-weight:bold;text-decoration:none;' +
  'border-radius:6px';

const plain = (paragraph: EmailParagraph) =>
  typeof paragraph === 'string' ? paragraph : `${paragraph.label} ${paragraph.text}`;
const html = (paragraph: EmailParagraph) =>
  typeof paragraph === 'string'
    ? `<p>${escapeHtml(paragraph)}</p>`
    : `<p><strong>${escapeHtml(paragraph.label)}</strong> ${escapeHtml(paragraph.text)}</p>`;

export function emailMessage(content: EmailContent): { subject: string; text: string; html: string } {
  const { action, closing = [] } = content;
  const text = [
    `Hola, ${content.username}:`,
    ...content.paragraphs.flatMap((paragraph) => ['', plain(paragraph)]),
    ...(action ? ['', action.lead, action.url] : []),
    ...closing.flatMap((paragraph) => ['', plain(paragraph)]),
    '',
    '— CS 1.6 Argentina',
  ].join('\n');
  const body = [
    `<p>Hola, ${escapeHtml(content.username)}:</p>`,
    ...content.paragraphs.map(html),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.url)}" style="${BUTTON}">${escapeHtml(action.label)}</a></p>`,
          ...(action.showUrl
            ? [
                `<p>O copiá este enlace en tu navegador:<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>`,
              ]
            : []),
        ]
      : []),
    ...closing.map(html),
    '<p>— CS 1.6 Argentina</p>',
  ];
  return {
    subject: content.subject,
    text,
    html: `<!doctype html>\n<html lang="es-AR"><body style="font-family:Arial,sans-serif;color:#1b1f24;line-height:1.5">\n${body.join('\n')}\n</body></html>`,
  };
}
