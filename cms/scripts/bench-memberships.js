'use strict';
// `npm run bench:memberships` (the root `npm run bench -- --only memberships` runs it with --json): a seeded CMS and
// the MercadoPago stand-in (mercadopago-sandbox) on free ports. `--members` players buy Premium through it; then every
// member is charged `--months` months at once, and every payment notification is delivered twice more (duplicates and
// replays, as MercadoPago does). Measures the notifications processed per second (signed, answered 200, fetched
// back from the stand-in and applied) and checks that none was lost and none granted twice: each member ends with
// exactly 1 + months approved payments and a period end exactly that many months after the first.
//   --members N   players (default 40)        --months N   monthly charges each (default 3)
//   --json        the figures as one `BENCH_MEMBERSHIPS {...}` line (the root bench reads it)
const { parseArgs } = require('node:util');
const { ensureBuild } = require('./ensure-build');
const { bootPayingCms, postJson: post, sleep } = require('./bench-cms');

const { values: options } = parseArgs({
  options: {
    members: { type: 'string', default: '40' },
    months: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(options.members);
const MONTHS = Number(options.months);
const log = (text) => (options.json ? process.stderr : process.stdout).write(`${text}\n`);

async function waitUntil(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const count = async (db, sql, params = []) => Number(Object.values((await db.query(sql, params))[0])[0]);

async function main() {
  ensureBuild({ admin: false });
  const { cms, sandbox, db, close } = await bootPayingCms({ GAME_SERVER_SIMULATOR: 'false' });
  try {
    log(`› ${MEMBERS} players buy Premium through the stand-in...`);
    const members = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const username = `bench${i}${Date.now().toString(36)}`;
      const { jwt } = await post(`${cms.url}/api/auth/local/register`, {
        username,
        email: `${username}@ejemplo.com.ar`,
        password: 'Secreta123',
      });
      const { data } = await post(`${cms.url}/api/membership/checkout`, { plan: 'premium' }, jwt);
      const preapprovalId = /\/checkout\/([0-9a-f]{32})$/.exec(data.checkoutUrl)[1];
      members.push({ jwt, preapprovalId });
    }
    await Promise.all(
      members.map((member) =>
        post(`${sandbox.url}/_sandbox/preapprovals/${member.preapprovalId}/checkout`, { outcome: 'approved' }),
      ),
    );
    await waitUntil(
      async () => (await count(db, "SELECT COUNT(*) FROM membership_subscriptions WHERE state = 'active'")) === MEMBERS,
      120_000,
      'every first payment',
    );
    const firstEnds = new Map(
      (await db.query('SELECT preapproval_id, period_end FROM membership_subscriptions')).map((row) => [
        row.preapproval_id,
        Number(row.period_end),
      ]),
    );
    const notificationsBefore = await count(db, 'SELECT COUNT(*) FROM membership_notifications');

    log(`› ${MEMBERS} × ${MONTHS} monthly charges at once, each payment notified twice more...`);
    const started = Date.now();
    const payments = [];
    await Promise.all(
      members.map(async (member) => {
        for (let month = 0; month < MONTHS; month += 1) {
          const { payment } = await post(`${sandbox.url}/_sandbox/preapprovals/${member.preapprovalId}/charge`, {
            outcome: 'approved',
          });
          payments.push(String(payment.id));
        }
      }),
    );
    await Promise.all(
      payments.flatMap((id) => [
        post(`${sandbox.url}/_sandbox/notify`, { topic: 'payment', id }),
        post(`${sandbox.url}/_sandbox/notify`, { topic: 'payment', id }),
      ]),
    );
    // Sent per charge: its authorized payment and its payment, then the two repeats.
    const sent = payments.length * 4;
    await waitUntil(
      async () =>
        (await count(db, 'SELECT COUNT(*) FROM membership_notifications WHERE applied_at IS NOT NULL')) >=
          notificationsBefore + sent &&
        (await count(db, "SELECT COUNT(*) FROM membership_payments WHERE status = 'approved'")) >=
          MEMBERS * (1 + MONTHS),
      300_000,
      'every notification applied',
    );
    const seconds = (Date.now() - started) / 1000;
    const received = (await count(db, 'SELECT COUNT(*) FROM membership_notifications')) - notificationsBefore;
    const approved = await count(db, "SELECT COUNT(*) FROM membership_payments WHERE status = 'approved'");
    const renewals = await count(db, "SELECT COUNT(*) FROM membership_history WHERE cause = 'renewal charged'");
    // Each member's period end: exactly MONTHS months after the first one (a payment applied twice adds a month).
    const wrongPeriods = (await db.query('SELECT preapproval_id, period_end FROM membership_subscriptions')).filter(
      (row) => {
        let expected = firstEnds.get(row.preapproval_id);
        for (let month = 0; month < MONTHS; month += 1) {
          const date = new Date(expected);
          const day = date.getUTCDate();
          date.setUTCDate(1);
          date.setUTCMonth(date.getUTCMonth() + 1);
          const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
          date.setUTCDate(Math.min(day, last));
          expected = date.getTime();
        }
        return Number(row.period_end) !== expected;
      },
    ).length;
    const result = {
      members: MEMBERS,
      months: MONTHS,
      sent,
      received,
      seconds: Math.round(seconds * 100) / 100,
      perSecond: Math.round((sent / seconds) * 10) / 10,
      lost: Math.max(0, MEMBERS * (1 + MONTHS) - approved),
      grantedTwice: Math.max(0, renewals - payments.length) + wrongPeriods,
      database: 'PostgreSQL',
    };
    if (options.json) process.stdout.write(`BENCH_MEMBERSHIPS ${JSON.stringify(result)}\n`);
    else {
      log(
        `notifications: ${sent} sent, ${received} received, ${result.perSecond}/s processed (${result.seconds} s); ` +
          `payments lost: ${result.lost}; granted twice: ${result.grantedTwice}`,
      );
    }
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
