'use strict';
// `npm run bench:privileges` (the root `npm run bench -- --only privileges` runs it with --json): what a member waits
// from the payment approved at MercadoPago to their simulated game server's AMX Mod X logging them in (issue 44). A
// seeded CMS with the MercadoPago stand-in and the simulator, whose game hosts run game-server/sync-users-ini.sh every
// `--sync-seconds` (60: the cron minute of docs/production.md). `--members` players are on a server, their Steam ID
// verified (each on one of the servers that answer); their payments are approved at random moments over one sync period (payments do not wait for the cron);
// each wait ends when the CMS has read the server's `Login:` line (privilege_confirmations). p50, p99 and max.
//   --members N   players (default 20)     --sync-seconds N   the game hosts' period (default 60)
//   --json        the figures as one `BENCH_PRIVILEGES {...}` line (the root bench reads it)
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { APP_DIR, ensureBuild } = require('./ensure-build');
const { bootPayingCms, freeTcpPort, freeUdpBase, postJson: post, sleep } = require('./bench-cms');

const { values: options } = parseArgs({
  options: {
    members: { type: 'string', default: '20' },
    'sync-seconds': { type: 'string', default: '60' },
    json: { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(options.members);
const SYNC_MS = Number(options['sync-seconds']) * 1000;
const log = (text) => (options.json ? process.stderr : process.stdout).write(`${text}\n`);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  ensureBuild({ admin: false });
  const { COMMUNITY_SERVERS } = require(path.join(APP_DIR, 'dist', 'src', 'community', 'servers.js'));
  const basePort = await freeUdpBase(COMMUNITY_SERVERS.length);
  const controlPort = await freeTcpPort();
  const configsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-amx-configs-'));
  const { cms, sandbox, db, close } = await bootPayingCms({
    SIMULATOR_BASE_PORT: String(basePort),
    SIMULATOR_CONTROL_PORT: String(controlPort),
    SIMULATOR_AMX_CONFIGS_DIR: configsDir,
    SIMULATOR_USERS_INI_SYNC_MS: String(SYNC_MS),
  });
  try {
    log(`› ${MEMBERS} players on the simulated servers buy Premium; the game hosts sync every ${SYNC_MS / 1000} s...`);
    const members = [];
    // Members spread over the servers that answer; a server still starting its log, or full for a moment, is asked
    // again (409).
    const answering = COMMUNITY_SERVERS.flatMap((server, index) => (server.simulatedDown ? [] : [basePort + index]));
    const say = async (member) => {
      for (let attempt = 1; ; attempt += 1) {
        const response = await fetch(`http://127.0.0.1:${controlPort}/servers/${member.port}/say`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ steamId: member.steamId, name: member.name, text: 'hola' }),
        });
        if (response.ok) return;
        if (response.status !== 409 || attempt === 50) throw new Error(`say on ${member.port}: ${response.status}`);
        await sleep(200);
      }
    };
    for (let i = 0; i < MEMBERS; i += 1) {
      const username = `priv${i}${Date.now().toString(36)}`;
      const { jwt, user } = await post(`${cms.url}/api/auth/local/register`, {
        username,
        email: `${username}@ejemplo.com.ar`,
        password: 'Secreta123',
      });
      const steamId = `STEAM_0:${i % 2}:${9_100_000 + i}`;
      // A Steam ID verified from the chat (the steam-link path, measured elsewhere): set as that path leaves it.
      await db.query('UPDATE up_users SET steam_id = $1, steam_id_verified_at = now() WHERE id = $2', [
        steamId,
        user.id,
      ]);
      // On the first server now: AMX Mod X logs a member in when it reloads its admins.
      const port = answering[i % answering.length];
      await say({ steamId, name: `Socio ${i}`, port });
      const { data } = await post(`${cms.url}/api/membership/checkout`, { plan: 'premium' }, jwt);
      members.push({
        steamId,
        name: `Socio ${i}`,
        port,
        preapprovalId: /\/checkout\/([0-9a-f]{32})$/.exec(data.checkoutUrl)[1],
      });
    }
    const waits = [];
    const approvals = members.map(async (member) => {
      await sleep(Math.random() * SYNC_MS);
      await post(`${sandbox.url}/_sandbox/preapprovals/${member.preapprovalId}/checkout`, { outcome: 'approved' });
      const approvedAt = Date.now();
      for (let polls = 1; ; polls += 1) {
        const rows = await db.query('SELECT 1 FROM privilege_confirmations WHERE steam_id = $1', [member.steamId]);
        if (rows.length > 0) break;
        if (Date.now() - approvedAt > SYNC_MS * 3 + 60_000) throw new Error(`no Login line for ${member.steamId}`);
        // The simulated crowd comes and goes: a member who left comes back (logged in as they arrive, once known).
        if (polls % 50 === 0) await say(member);
        await sleep(100);
      }
      waits.push(Date.now() - approvedAt);
    });
    await Promise.all(approvals);
    const sorted = waits.sort((a, b) => a - b);
    const seconds = (ms) => Math.round(ms / 100) / 10;
    const result = {
      members: MEMBERS,
      syncSeconds: SYNC_MS / 1000,
      p50: seconds(percentile(sorted, 50)),
      p99: seconds(percentile(sorted, 99)),
      max: seconds(sorted[sorted.length - 1]),
    };
    if (options.json) process.stdout.write(`BENCH_PRIVILEGES ${JSON.stringify(result)}\n`);
    else log(`payment approved → Login line: p50 ${result.p50} s, p99 ${result.p99} s, max ${result.max} s`);
  } finally {
    await close();
    fs.rmSync(configsDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
