import createDOMPurify, { type Config } from 'dompurify';

/**
 * Article bodies are HTML written in the CMS. An editor's mistake or a compromised account must never run
 * code on the site, so scripts, event handlers (`onerror=`), `javascript:` URLs, frames and forms are
 * removed, and inline styles too, so an article cannot restyle or cover the page.
 */
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
};

function isOtherSite(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A' || !(node instanceof Element)) return;
    const href = node.getAttribute('href');
    if (href && isOtherSite(href)) {
      // Other sites open in a new tab and get no handle on this one.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

export function sanitizeArticleHtml(html: string): string {
  return getPurifier().sanitize(html, config) as string;
}
