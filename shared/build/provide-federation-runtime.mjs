// The one copy of the Module Federation runtime on the site, handed to the remotes: their production builds use
// `experiments.externalRuntime` (create-webpack-config.mjs) and read it from this global. The shell runs this module
// as a runtime plugin (it is evaluated as the shell's runtime starts, before any remote loads); a remote's own page
// runs it as federation-runtime.js. MF's own `provideExternalRuntime` does the same with the runtime's CommonJS
// build, a second copy (about 100 KB) in the shell's main.js; this module imports the one the shell's runtime uses.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;

export default function provideFederationRuntime() {
  return { name: 'provide-federation-runtime' };
}
