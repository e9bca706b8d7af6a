// `npm run bench -- --cpu-quota 0.6`: the browser Lighthouse drives runs in a CPU cgroup that lets it use 60 % of one
// CPU (1.5 ms of every 2.5 ms, for all its processes together), the way a slower or busier machine runs it. Unlike
// `--cpu-slowdown`, which multiplies the tasks Lighthouse saw on this machine, the browser itself is slower: React
// yields every 5 ms of that slower clock, the network and the compositor wait too. Needs root and the cgroup `cpu`
// controller (v1 at /sys/fs/cgroup/cpu, or v2's cpu.max).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const periodMicroseconds = 2500;
const groupName = 'cs16ar-bench';

/** The cgroup's directory and the file that takes its limit, for cgroup v1 or v2, or null without either. */
function cgroupLayout() {
  if (existsSync('/sys/fs/cgroup/cpu/cgroup.procs'))
    return { dir: path.join('/sys/fs/cgroup/cpu', groupName), v2: false };
  if (existsSync('/sys/fs/cgroup/cgroup.controllers')) return { dir: path.join('/sys/fs/cgroup', groupName), v2: true };
  return null;
}

/**
 * Makes (or updates) the bench's cgroup for `share` of one CPU and returns the command prefix that runs a program
 * inside it (`sh -c` moves itself in, then `exec`s the program: its children, Chromium's processes, stay in).
 */
export function cpuQuotaPrefix(share) {
  if (!(share > 0 && share <= 1))
    throw new Error(`--cpu-quota: a share of one CPU above 0 and at most 1, not "${share}"`);
  const layout = cgroupLayout();
  if (!layout) throw new Error('--cpu-quota needs the cgroup cpu controller (/sys/fs/cgroup/cpu or cgroup v2)');
  // The kernel takes no quota under 1 ms.
  const quota = Math.max(1000, Math.round(share * periodMicroseconds));
  const period = Math.round(quota / share);
  try {
    mkdirSync(layout.dir, { recursive: true });
    if (layout.v2) writeFileSync(path.join(layout.dir, 'cpu.max'), `${quota} ${period}`);
    else {
      writeFileSync(path.join(layout.dir, 'cpu.cfs_period_us'), String(period));
      writeFileSync(path.join(layout.dir, 'cpu.cfs_quota_us'), String(quota));
    }
  } catch (error) {
    throw new Error(`--cpu-quota could not set up ${layout.dir} (root is needed): ${error.message}`, { cause: error });
  }
  const procs = path.join(layout.dir, 'cgroup.procs');
  return ['sh', '-c', `echo $$ > ${procs} && exec "$@"`, 'cpu-quota'];
}
