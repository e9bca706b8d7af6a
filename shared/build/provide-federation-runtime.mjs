// The shell's federation runtime plugin: hands the remotes the runtime the shell already runs. Remotes are built
// with `experiments.externalRuntime` (create-webpack-config.mjs) and read it from this global. MF's own
// `provideExternalRuntime` does the same with the runtime's CommonJS build, a second copy of it (about 100 KB) in
// main.js; this module imports the one the shell's runtime uses.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideFederationRuntime() {
  return {
    name: 'provide-federation-runtime',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
