// Exposed to the shell as `mfe_community/BanDetailPage` (default export, see shared/src/remotes/remote-modules.ts).
export { BanDetailPage as default } from '../features/bans/components/ban-detail-page';
