// A remote's own page (its standalone frame, production build) gets the Module Federation runtime from here, as
// the site gets it from the shell (provide-federation-runtime.mjs): remotes are built with
// `experiments.externalRuntime` (create-webpack-config.mjs) and read it from this global instead of carrying a
// copy of their own in remoteEntry.js.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
