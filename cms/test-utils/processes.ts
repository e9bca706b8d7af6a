import { readdirSync, readFileSync } from 'node:fs';

// The node process started through `npm run …` (npm, then a shell, then node): the first descendant of
// rootPid that runs node with `script`. Linux only (/proc), like the machines tests run on.
export function descendantPid(rootPid: number, script: string): number | null {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name in field 2 may hold spaces and parentheses: the fields after its last ")" are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // The process ended while being read.
    }
  }
  const isDescendant = (pid: number): boolean => {
    for (let current = parents.get(pid); current !== undefined && current > 1; current = parents.get(current)) {
      if (current === rootPid) return true;
    }
    return false;
  };
  for (const pid of parents.keys()) {
    if (!isDescendant(pid)) continue;
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (/(^|\/)node$/.test(argv[0]) && argv.slice(1).some((arg) => arg.endsWith(script))) return pid;
    } catch {
      // Gone meanwhile.
    }
  }
  return null;
}
