import { LegalPage } from '../features/legal/components/legal-page';

// Exposed to the shell as `mfe_community/TermsPage` (default export, see shared/src/remotes/remote-modules.ts).
export default function TermsPage() {
  return <LegalPage name="terminos" />;
}
