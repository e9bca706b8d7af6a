import { renderStandalone } from '@cs16ar/shared/standalone';
import ServerListPage from './exposed/server-list-page';
import ServerDetailPage from './exposed/server-detail-page';

// This remote served alone (`npm run dev -- --solo mfe-servers`): its pages in the standalone frame.
void renderStandalone('mfe-servers', [
  { path: '/servidores', label: 'Lista', element: <ServerListPage /> },
  { path: '/servidores/:id', element: <ServerDetailPage /> },
]);
