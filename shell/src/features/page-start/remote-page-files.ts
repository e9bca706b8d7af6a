import { fetchJson, isRecord, startEarlyRead, type RemotePageId } from '@cs16ar/shared/start';
import { preloadScript } from './preload-hints';

// A remote page is a chain of downloads: its remote's manifest, then remoteEntry.js and the page's own chunks.
// The page's start reads the manifest itself (Module Federation then takes that answer instead of asking again:
// `earlyManifests` in features/remotes/register-remotes.ts) and hints the files it names for the page, so they
// download with the shell's code instead of after it has run.

const MANIFEST_TIMEOUT_MS = 15_000;

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The scripts a remote's manifest (`mf-manifest.json`, read from `manifestUrl`) names for one exposed page: its
 * remoteEntry.js, then the page's own chunks, as absolute URLs. Only for a remote whose files sit beside its
 * manifest (`publicPath: "auto"`, as every remote here is built), and only files of the manifest's own origin:
 * the manifest is another team's file, read as untrusted, and a name that leaves its origin is not hinted.
 */
export function remotePageFilesOf(manifest: unknown, manifestUrl: string, exposeName: string): string[] {
  if (!isRecord(manifest) || !isRecord(manifest.metaData) || !Array.isArray(manifest.exposes)) return [];
  const { remoteEntry, publicPath } = manifest.metaData;
  if (publicPath !== 'auto' || !isRecord(remoteEntry)) return [];
  if (typeof remoteEntry.name !== 'string' || typeof remoteEntry.path !== 'string') return [];
  const expose = manifest.exposes.find((entry) => isRecord(entry) && entry.name === exposeName);
  const assets = isRecord(expose) && isRecord(expose.assets) && isRecord(expose.assets.js) ? expose.assets.js : {};
  const names = [
    `${remoteEntry.path}${remoteEntry.path && !remoteEntry.path.endsWith('/') ? '/' : ''}${remoteEntry.name}`,
  ];
  names.push(...strings(assets.sync));
  const origin = new URL(manifestUrl).origin;
  const files: string[] = [];
  for (const name of names) {
    let url: URL;
    try {
      url = new URL(name, manifestUrl);
    } catch {
      continue;
    }
    if (url.origin === origin && !files.includes(url.href)) files.push(url.href);
  }
  return files;
}

/** Reads the manifest of the page's remote now and hints the scripts it names for the page. */
export function startRemotePageFiles(pageId: RemotePageId, manifestUrl: string): Promise<void> {
  const exposeName = pageId.slice(pageId.indexOf('/') + 1);
  return startEarlyRead(manifestUrl, () => fetchJson(manifestUrl, {}, MANIFEST_TIMEOUT_MS)).then((manifest) => {
    for (const file of remotePageFilesOf(manifest, manifestUrl, exposeName)) preloadScript(file);
  });
}
