import { existsSync } from 'node:fs';
import path from 'node:path';
import { remoteModules, remoteNames, type RemoteName } from '../remote-modules';

const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');

/** mfe_servers → mfe-servers: a remote's folder is its federation name with a dash. */
const folderOf = (name: RemoteName) => name.replace('_', '-');

describe('the contract between the shell and the remotes', () => {
  it.each(remoteNames)(
    '%s exposes exactly the pages remote-modules.ts lists, each from a file that exists',
    async (name) => {
      const folder = path.join(repoRoot, folderOf(name));
      // Read by path: the shared package imports no app; this test only checks what their build is told.
      const config = (await import(path.join(folder, 'webpack.config.mjs'))) as { exposes: Record<string, string> };

      expect(Object.keys(config.exposes).sort()).toEqual(remoteModules[name].map((page) => `./${page}`).sort());
      for (const file of Object.values(config.exposes)) expect(existsSync(path.join(folder, file))).toBe(true);
    },
  );
});
