// Exposed to the shell as `mfe_community/StaffPage` (default export, see shared/src/remotes/remote-modules.ts).
export { StaffPage as default } from '../features/staff/components/staff-page';
