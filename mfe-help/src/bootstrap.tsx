import { renderStandalone } from '@cs16ar/shared/standalone';
import HelpCentrePage from './exposed/help-centre-page';
import HelpArticlePage from './exposed/help-article-page';

// This remote served alone (`npm run dev -- --solo mfe-help`): its pages in the standalone frame.
void renderStandalone('mfe-help', [
  { path: '/ayuda', label: 'Centro de ayuda', element: <HelpCentrePage /> },
  { path: '/ayuda/:slug', element: <HelpArticlePage /> },
]);
