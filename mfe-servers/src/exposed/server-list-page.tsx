// Exposed to the shell as `mfe_servers/ServerListPage` (default export, see shared/src/remotes/remote-modules.ts).
export { ServerListPage as default } from '../features/server-list/components/server-list-page';
