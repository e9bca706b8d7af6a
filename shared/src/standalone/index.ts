// `@cs16ar/shared/standalone`: only a remote's own page needs the frame, so it is not part of the shared
// singleton the site loads on every page. Everything here imports the rest of the package by its name
// (`@cs16ar/shared`), never by a relative path, so the frame uses the one session store of the page.
export { renderStandalone } from './render-standalone';
export { StandaloneFrame, type StandaloneRoute } from './standalone-frame';
export { probeCms, type CmsStatus } from './cms-status';
