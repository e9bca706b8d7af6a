// What a page's start needs before the site's code is here (shell/src/page-start.ts): plain modules, no React,
// no axios, no Module Federation, so the start is a few kilobytes that run as soon as they arrive. The site's
// code imports the same modules from `@cs16ar/shared`; what the start reads, it takes (early-reads.ts).
export * from './early-reads';
export { startEarlyApiRead } from '../api/early-api-read';
export { RUNTIME_CONFIG_URL, startRuntimeConfigRead, type RuntimeConfig } from '../config/runtime-config';
export { firstReadOf } from '../remotes/first-reads';
export { leadPictureOf } from '../remotes/lead-pictures';
export { remoteModules, type RemoteName, type RemotePageId } from '../remotes/remote-modules';
export type { ResponsiveImage } from '../api/strapi';
export { isRecord } from '../lib/is-record';
