// Runs in main.js, before the shell's own start (bootstrap) and the shared singletons it waits for, so it
// imports nothing: the shared package is not available yet at this point.

/** The remote that owns a path, by its first segment (SPEC §2; a unit test holds it to the route table). */
export const remoteOfFirstSegment: Record<string, string> = {
  servidores: 'mfe_servers',
  ayuda: 'mfe_help',
  membresia: 'mfe_membership',
  'iniciar-sesion': 'mfe_account',
  registrarse: 'mfe_account',
  perfil: 'mfe_account',
};

let runtimeConfigRequest: Promise<Response> | null = null;

/** `runtime-config.json`, asked for once per page: main.js starts it, the shell's start reads it. */
export function requestRuntimeConfig(): Promise<Response> {
  runtimeConfigRequest ??= fetch('/runtime-config.json', { cache: 'no-cache' });
  return runtimeConfigRequest;
}

function hint(rel: 'preload', as: 'fetch' | 'script', href: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.as = as;
  // Module Federation fetches the manifest with fetch() (CORS) and adds remoteEntry.js as a plain script.
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}

/**
 * On a first visit to a remote's page, asks the browser for that remote's manifest and entry right away,
 * while the shell's own start and the shared singletons download: otherwise they would only be asked for
 * once the shell runs. The runtime config is already on its way (index.html preloads it).
 */
export function hintRemoteFiles(pathname: string): void {
  const remote = remoteOfFirstSegment[pathname.split('/')[1] ?? ''];
  if (!remote) return;
  requestRuntimeConfig()
    // A copy: the shell's start reads the response itself.
    .then((response) => response.clone().json() as Promise<{ remotes?: Record<string, unknown> }>)
    .then((config) => {
      const manifest = config.remotes?.[remote];
      if (typeof manifest !== 'string') return;
      const url = new URL(manifest, window.location.href);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
      hint('preload', 'fetch', url.href);
      hint('preload', 'script', new URL('remoteEntry.js', url).href);
    })
    .catch(() => undefined);
}
