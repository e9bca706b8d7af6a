import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@cs16ar/shared';
import { App } from './app/app';
import { registerRemotesFrom } from './features/remotes/register-remotes';

const container = document.getElementById('root')!;

loadRuntimeConfig()
  .then((config) => {
    registerRemotesFrom(config);
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error('[shell] runtime-config.json could not be loaded', error);
    container.innerHTML =
      '<p style="font-family:system-ui;padding:2rem;text-align:center">No pudimos iniciar el sitio. Por favor recargá la página en unos minutos.</p>';
  });
