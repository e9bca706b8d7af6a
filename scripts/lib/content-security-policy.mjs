// The site's Content-Security-Policy, computed from the runtime config the shell serves: the shell's own
// origin ('self'), the origin of each remote's manifest (their scripts, chunks, images and fonts), the CMS
// (API calls and uploaded pictures), where uploaded pictures are served from when that is elsewhere
// (`mediaUrl`: the bucket or CDN of an S3 upload provider, see docs/production.md; only this policy
// reads it) and the video provider only when a hero video is configured. No
// inline script anywhere. Styles may be inline: every prerendered page carries its rules in a <style> element
// (styled-components' server style sheet) and styled-components adds rules at run time; a nonce would need a
// server per request and hashes a policy per page, and a style cannot run code.
// A deployment that changes runtime-config.json sends the policy computed from the new one
// (`npm run csp -- <runtime-config.json>` prints it).

const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The origin of an absolute http(s) URL; null for a relative one (the shell's own origin). */
function originOf(url) {
  const parsed = new URL(url, 'relative:/');
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/** @param {{ apiUrl: string, remotes: Record<string, string>, mediaUrl?: string, heroVideo?: { provider: string } | null }} config */
export function contentSecurityPolicy(config) {
  const remotes = unique(Object.values(config.remotes).map(originOf));
  const cms = unique([originOf(config.apiUrl)]);
  const media = typeof config.mediaUrl === 'string' ? unique([originOf(config.mediaUrl)]) : [];
  const video = config.heroVideo?.provider === 'youtube' ? [YOUTUBE_EMBED_ORIGIN] : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the small SVG icons drawn in CSS; blob: for the previews of pictures picked on this device before
    // they are sent (an appeal's images), which only the page's own scripts can make.
    'img-src': ["'self'", 'data:', 'blob:', ...unique([...cms, ...media, ...remotes])],
    'font-src': ["'self'", ...remotes],
    'connect-src': ["'self'", ...unique([...cms, ...remotes])],
    'frame-src': video.length > 0 ? video : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
