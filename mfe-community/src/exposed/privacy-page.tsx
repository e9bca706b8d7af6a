import { LegalPage } from '../features/legal/components/legal-page';

// Exposed to the shell as `mfe_community/PrivacyPage` (default export, see shared/src/remotes/remote-modules.ts).
export default function PrivacyPage() {
  return <LegalPage name="privacidad" />;
}
