import { renderStandalone } from '@cs16ar/shared';
import ServerListPage from './exposed/server-list-page';
import ServerDetailPage from './exposed/server-detail-page';

// This remote served alone (`npm run dev -w mfe-servers`): its pages in the minimal standalone frame.
void renderStandalone('mfe-servers', [
  { path: '/servidores', label: 'Lista', element: <ServerListPage /> },
  { path: '/servidores/:id', element: <ServerDetailPage /> },
]);
