const DEFAULT_SITE_URL = 'http://localhost:3000';

function httpOrigin(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

// Where the site (the shell) is served: the news feed links each post there, a password-reset email its page. SITE_URL, else the first of
// CORS_ORIGINS (the shell's origin comes first there), else the local `npm start` address.
export function siteUrl(): string {
  const firstOrigin = (process.env.CORS_ORIGINS ?? '').split(',')[0];
  return httpOrigin(process.env.SITE_URL) ?? httpOrigin(firstOrigin) ?? DEFAULT_SITE_URL;
}
