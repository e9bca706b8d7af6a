// Exposed to the shell as `mfe_membership/YourMembershipPage` (default export, see shared/src/remotes/remote-modules.ts).
export { YourMembershipPage as default } from '../features/your-membership/components/your-membership-page';
