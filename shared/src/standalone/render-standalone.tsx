import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultRuntimeConfig, parseApiUrl, setRuntimeConfig } from '@cs16ar/shared';
import { StandaloneFrame, type StandaloneRoute } from './standalone-frame';

/**
 * The frame's runtime config: the CMS's URL, which the remote's own server answers at /runtime-config.json
 * (`API_URL`, see shared/build/standalone.mjs). Unreadable or missing: the default local CMS.
 */
async function loadApiUrl(): Promise<string> {
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
    if (response.ok) return parseApiUrl((await response.json()) as unknown);
  } catch {
    // fall through to the default
  }
  return defaultRuntimeConfig.apiUrl;
}

/** Entry point of a remote's own page (its `bootstrap.tsx`): the remote's pages in the standalone frame. */
export async function renderStandalone(appName: string, routes: StandaloneRoute[]): Promise<void> {
  setRuntimeConfig({ ...defaultRuntimeConfig, apiUrl: await loadApiUrl() });
  let container = document.getElementById('root');
  if (!container) {
    container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
  }
  createRoot(container).render(
    <StrictMode>
      <StandaloneFrame appName={appName} routes={routes} />
    </StrictMode>,
  );
}
