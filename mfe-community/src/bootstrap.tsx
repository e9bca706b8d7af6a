import { paths } from '@cs16ar/shared';
import { renderStandalone } from '@cs16ar/shared/standalone';
import AboutPage from './exposed/about-page';
import NewsListPage from './exposed/news-list-page';
import NewsPostPage from './exposed/news-post-page';
import RulesPage from './exposed/rules-page';
import PrivacyPage from './exposed/privacy-page';
import StaffPage from './exposed/staff-page';
import TermsPage from './exposed/terms-page';

// This remote served alone (`npm run dev -- --solo mfe-community`): its pages in the standalone frame.
void renderStandalone('mfe-community', [
  { path: paths.communityNews, label: 'Novedades', element: <NewsListPage /> },
  { path: `${paths.communityNews}/:slug`, element: <NewsPostPage /> },
  { path: paths.communityRules, label: 'Reglamentos', element: <RulesPage /> },
  { path: paths.communityStaff, label: 'Staff', element: <StaffPage /> },
  { path: paths.communityAbout, label: 'Sobre nosotros', element: <AboutPage /> },
  { path: paths.terms, label: 'Términos', element: <TermsPage /> },
  { path: paths.privacy, label: 'Privacidad', element: <PrivacyPage /> },
]);
