import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchLinkedPages } from './features/remotes/prefetch-remote-page';
import { runtimeConfigReady } from './site-start';

const container = document.getElementById('root')!;

// The remotes are registered and the page at this address started already (site-start.ts: its first read and
// files; its code once the app's modules had run: index.ts).
runtimeConfigReady
  .then(() => {
    prefetchLinkedPages();
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    // A transition lets React work in slices and yield to the browser between them, instead of one long task
    // that keeps a phone from responding (Lighthouse's Total Blocking Time).
    startTransition(() => {
      // The page's HTML was rendered at build time (prerender.tsx): React takes it over as it is. A page the
      // build did not render (a redirect, an unknown address) comes with an empty root and is rendered here.
      if (container.firstElementChild) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
  })
  .catch((error: unknown) => {
    console.error('[shell] runtime-config.json could not be loaded', error);
    // Announced like every other failure of the site (role="alert"); nothing else can render without the config.
    container.innerHTML =
      '<p role="alert" style="font-family:system-ui;padding:2rem;text-align:center">No pudimos iniciar el sitio. Por favor recargá la página en unos minutos.</p>';
  });
