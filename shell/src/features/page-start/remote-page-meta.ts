/** The meta element a route's prerendered HTML names its remote page with (shell/src/prerender.tsx). */
export const REMOTE_PAGE_META = 'remote-page';
