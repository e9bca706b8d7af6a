// What only a server-side render needs (the shell's build-time prerender, `shell/src/prerender.tsx`): never
// imported by code that runs in a browser, so none of it is in the `@cs16ar/shared` singleton. The router is
// the same React Router the singleton bundles (one package, one context), fixed at the URL being rendered.
export { StaticRouter } from 'react-router-dom';
