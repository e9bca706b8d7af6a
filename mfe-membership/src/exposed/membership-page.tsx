// Exposed to the shell as `mfe_membership/MembershipPage` (default export, see shared/src/remotes/remote-modules.ts).
export { MembershipPage as default } from '../features/membership-plans/components/membership-page';
