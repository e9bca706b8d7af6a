import { renderStandalone } from '@cs16ar/shared';
import HelpCentrePage from './exposed/help-centre-page';
import HelpArticlePage from './exposed/help-article-page';

// This remote served alone (`npm run dev -w mfe-help`): its pages in the minimal standalone frame.
void renderStandalone('mfe-help', [
  { path: '/ayuda', label: 'Centro de ayuda', element: <HelpCentrePage /> },
  { path: '/ayuda/:slug', element: <HelpArticlePage /> },
]);
