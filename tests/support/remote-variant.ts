import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

type VariantOptions = {
  /** The remote's folder, e.g. `mfe-membership`. */
  remote: string;
  /** A name for this build. */
  tag: string;
  /** Changes to the copied sources before building: file (relative to the remote) → new content. */
  edit?: (read: (file: string) => string) => Record<string, string>;
  /**
   * Build against its own copy of the shared package with this version (and depend on `^major.minor.0` of
   * it), as a team that has not updated would.
   */
  sharedVersion?: string;
};

/**
 * Builds a variant of a remote the way another team's pipeline would: a copy of its sources (under .tmp/,
 * so it resolves the repository's dependencies), optionally edited or pinned to another version of the
 * shared package, built with its own unchanged webpack config. Returns the folder with the build.
 */
export function buildRemoteVariant({ remote, tag, edit, sharedVersion }: VariantOptions): string {
  const dir = path.join(repoRoot, '.tmp', 'variants', `${remote}-${tag}`, remote);
  rmSync(path.dirname(dir), { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(repoRoot, remote), dir, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)([/\\]|$)/.test(source),
  });
  // The remote's tsconfig extends the repository's base config, one folder up.
  cpSync(path.join(repoRoot, 'tsconfig.base.json'), path.join(path.dirname(dir), 'tsconfig.base.json'));
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  for (const [file, content] of Object.entries(edit?.(read) ?? {})) writeFileSync(path.join(dir, file), content);

  if (sharedVersion) {
    const sharedCopy = path.join(dir, 'node_modules', '@cs16ar', 'shared');
    cpSync(path.join(repoRoot, 'shared'), sharedCopy, {
      recursive: true,
      filter: (source) => !/[/\\]node_modules([/\\]|$)/.test(source),
    });
    const sharedPackage = JSON.parse(readFileSync(path.join(sharedCopy, 'package.json'), 'utf8'));
    writeFileSync(path.join(sharedCopy, 'package.json'), JSON.stringify({ ...sharedPackage, version: sharedVersion }));
    const appPackage = JSON.parse(read('package.json'));
    const [major, minor] = sharedVersion.split('.');
    appPackage.dependencies['@cs16ar/shared'] = `^${major}.${minor}.0`;
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(appPackage, null, 2));
  }

  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
      '--mode',
      'production',
      '--config',
      path.join(dir, 'webpack.config.mjs'),
    ],
    { cwd: dir, stdio: 'pipe' },
  );
  return path.join(dir, 'dist');
}

/** "Deploys" a build into the folder a remote is served from, as an upload to a CDN would. */
export function deploy(build: string, target: string): void {
  cpSync(build, target, { recursive: true, force: true });
}
