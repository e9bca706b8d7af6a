// `node scripts/workspaces.mjs <script> [folder...]`: `npm run <script>` in every workspace that has it (or in
// the folders given), two at a time. `npm run build` and `npm run typecheck` at the root use it.
import { runInWorkspaces, workspacesWithScript } from './lib/workspaces.mjs';

const [script, ...dirs] = process.argv.slice(2);
if (!script) {
  console.error('Uso: node scripts/workspaces.mjs <script> [carpeta...]');
  process.exit(2);
}
try {
  await runInWorkspaces(script, dirs.length ? dirs : workspacesWithScript(script));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
