import { responsiveImage, type ResponsiveImage } from '../api/strapi';
import { isRecord } from '../lib/is-record';
import type { StrapiMedia } from '../types/media';
import type { RemotePageId } from './remote-modules';

// A remote page's largest picture on a phone (its Largest Contentful Paint), found in the answer of its first
// read: the shell's start asks for it as soon as that answer is here, while the page's code is still on its
// way, instead of when the page renders (issue 27). The page shows it with the same `sizes`
// (`responsiveImage`), so the browser picks the same file for both.

export const leadPictureSizes = {
  /** A card of the server list (`mfe-servers`). */
  serverCard: '(min-width: 1232px) 384px, (min-width: 700px) calc(50vw - 40px), calc(100vw - 32px)',
  /** The cover of a server's page (`mfe-servers`). */
  serverHero: '(min-width: 1232px) 1200px, 100vw',
} as const;

/** A media entry as far as a picture needs it; anything else (the answer is not trusted blindly) is none. */
function mediaIn(value: unknown): Pick<StrapiMedia, 'url' | 'formats' | 'width' | 'height'> | null {
  if (!isRecord(value) || typeof value.url !== 'string') return null;
  const formats = isRecord(value.formats) ? value.formats : {};
  const format = (size: string) => {
    const entry = formats[size];
    return isRecord(entry) && typeof entry.url === 'string'
      ? {
          url: entry.url,
          width: typeof entry.width === 'number' ? entry.width : undefined,
          height: typeof entry.height === 'number' ? entry.height : undefined,
        }
      : undefined;
  };
  return {
    url: value.url,
    width: typeof value.width === 'number' ? value.width : null,
    height: typeof value.height === 'number' ? value.height : null,
    formats: { small: format('small'), medium: format('medium'), large: format('large') },
  };
}

/**
 * The picture the page at `pageId` shows first and largest, from its first read's answer; null when it shows
 * none, when the answer is not what the page reads, or when the address's query changes what comes first (the
 * server list filtered or sorted).
 */
export function leadPictureOf(pageId: RemotePageId, answer: unknown, search: string): ResponsiveImage | null {
  if (!isRecord(answer)) return null;
  switch (pageId) {
    case 'mfe_servers/ServerListPage': {
      if (new URLSearchParams(search).toString() !== '' || !Array.isArray(answer.data)) return null;
      const first: unknown = answer.data[0];
      return isRecord(first) ? responsiveImage(mediaIn(first.photo), leadPictureSizes.serverCard) : null;
    }
    case 'mfe_servers/ServerDetailPage':
      return isRecord(answer.data) ? responsiveImage(mediaIn(answer.data.photo), leadPictureSizes.serverHero) : null;
    default:
      return null;
  }
}
