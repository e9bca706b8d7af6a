import {
  firstReadOf,
  leadPictureOf,
  remoteModules,
  startEarlyApiRead,
  startRuntimeConfigRead,
  type RemoteName,
  type RemotePageId,
} from '@cs16ar/shared/start';
import { preloadPicture } from './preload-hints';
import { REMOTE_PAGE_META } from './remote-page-meta';
import { startRemotePageFiles } from './remote-page-files';

/** The parameters of `pattern` (`/servidores/:id`) in `pathname`, read as the router reads them; null if it is not. */
export function routeParamsOf(pattern: string, pathname: string): Record<string, string> | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = pattern.split('/');
  const segments = trimmed.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (!part.startsWith(':')) {
      if (part !== segment) return null;
      continue;
    }
    if (segment === '') return null;
    try {
      params[part.slice(1)] = decodeURIComponent(segment);
    } catch {
      return null;
    }
  }
  return params;
}

function isRemotePageId(value: string): value is RemotePageId {
  const [name, page] = value.split('/');
  const pages: readonly string[] | undefined = remoteModules[name as RemoteName];
  return Boolean(pages && page && pages.includes(page));
}

/** The remote page this HTML is for, and the parameters of its address; null on the shell's own pages. */
function remotePageOf(
  doc: Document,
  pathname: string,
): { pageId: RemotePageId; params: Record<string, string> } | null {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${REMOTE_PAGE_META}"]`);
  const pageId = meta?.content ?? '';
  const pattern = meta?.dataset.route ?? '';
  if (!isRemotePageId(pageId)) return null;
  const params = routeParamsOf(pattern, pathname);
  return params ? { pageId, params } : null;
}

/**
 * Starts what the page at this address needs, before the site's code is here: the runtime config, and on a
 * remote's page its manifest and first files, its first read of the API and then its largest picture. The
 * site's code takes each answer instead of asking again (`@cs16ar/shared`'s early reads); whatever fails here
 * is asked again by the code that needs it, which shows the failure. Settles once the requests are sent.
 */
export async function startPageAt(doc: Document, { pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  const config = await startRuntimeConfigRead();
  const page = remotePageOf(doc, pathname);
  if (!config || !page) return;
  const remote = page.pageId.slice(0, page.pageId.indexOf('/')) as RemoteName;
  void startRemotePageFiles(page.pageId, config.remotes[remote]);
  const read = firstReadOf(page.pageId, page.params);
  if (!read) return;
  void startEarlyApiRead(read.path, read.params).then((answer) => {
    const picture = leadPictureOf(page.pageId, answer, search);
    if (picture) preloadPicture(picture);
  });
}
