// Exposed to the shell as `mfe_servers/ServerDetailPage` (default export, see shared/src/remotes/remote-modules.ts).
export { ServerDetailPage as default } from '../features/server-detail/components/server-detail-page';
