import { renderStandalone } from '@cs16ar/shared';
import MembershipPage from './exposed/membership-page';

// This remote served alone (`npm run dev -w mfe-membership`): its pages in the minimal standalone frame.
void renderStandalone('mfe-membership', [{ path: '/membresia', label: 'Membresía', element: <MembershipPage /> }]);
