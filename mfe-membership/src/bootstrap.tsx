import { renderStandalone } from '@cs16ar/shared/standalone';
import MembershipPage from './exposed/membership-page';

// This remote served alone (`npm run dev -- --solo mfe-membership`): its pages in the standalone frame.
void renderStandalone('mfe-membership', [{ path: '/membresia', label: 'Membresía', element: <MembershipPage /> }]);
