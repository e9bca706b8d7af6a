import { randomBytes } from 'node:crypto';
import { startMercadoPagoSandbox, type MercadoPagoSandbox } from '../../../mercadopago-sandbox/sandbox';
import { startCms, type TestCms } from '../../../test-utils/cms-process';
import type { TestDatabase } from '../../../test-utils/database';
import { apiClient, expectSpanishError, request } from '../../../test-utils/http';
import { openMailInbox, type MailInbox } from '../../../test-utils/mail-inbox';
import { serverKeyOf, usersIniBlock } from '../../../test-utils/users-ini';
import { waitFor } from '../../../test-utils/wait-for';
import { COMMUNITY_SERVERS } from '../../community/servers';
import { signNotification } from '../webhook-signature';

// Issue 43 over real HTTP: a real CMS on PostgreSQL, MercadoPago's local stand-in (mercadopago-sandbox) answering the
// SDK and sending signed notifications to the CMS's webhook, a real SMTP server for the emails.

const ACCESS_TOKEN = `TEST-${randomBytes(12).toString('hex')}`;
const WEBHOOK_SECRET = randomBytes(24).toString('hex');
const DAY = 24 * 60 * 60 * 1000;

let sandbox: MercadoPagoSandbox;
let inbox: MailInbox;
let cms: TestCms;
let db: TestDatabase;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  sandbox = await startMercadoPagoSandbox({ accessToken: ACCESS_TOKEN, webhookSecret: WEBHOOK_SECRET });
  inbox = await openMailInbox();
  cms = await startCms({
    env: {
      MERCADOPAGO_API_URL: sandbox.url,
      MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN,
      MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
      MEMBERSHIP_SWEEP_MS: '300',
      // Every test registers players of its own.
      REGISTRATION_RATE_LIMIT_MAX: '200',
      AUTH_RATE_LIMIT_MAX: '200',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(inbox.port),
    },
  });
  sandbox.setWebhookUrl(`${cms.api}/membership/webhook`);
  db = await cms.db();
  api = apiClient(cms.api);
});

afterAll(async () => {
  await cms?.stop();
  await inbox?.close();
  await sandbox?.close();
});

let registered = 0;
async function register() {
  registered += 1;
  const username = `socio${registered}${Date.now().toString(36)}`;
  const response = await api.post('/auth/local/register', {
    body: { username, email: `${username}@ejemplo.com.ar`, password: 'Secreta123' },
  });
  expect(response.status).toBe(200);
  return {
    jwt: response.body.jwt as string,
    id: response.body.user.id as number,
    username,
    email: `${username}@ejemplo.com.ar`,
  };
}

const me = async (jwt: string) => (await api.get('/membership/me', { token: jwt })).body.data;
const userType = async (jwt: string) => (await api.get('/users/me', { token: jwt })).body.userType as string;

function preapprovalIdOf(checkoutUrl: string): string {
  const match = checkoutUrl.match(/\/checkout\/([0-9a-f]{32})$/);
  if (!match) throw new Error(`not a sandbox checkout: ${checkoutUrl}`);
  return match[1];
}

async function sandboxControl(path: string, body: unknown = {}) {
  const response = await request('POST', `${sandbox.url}/_sandbox${path}`, { body });
  expect(response.status).toBe(200);
  return response.body;
}

async function untilState(jwt: string, state: string) {
  return waitFor(
    async () => {
      const membership = await me(jwt);
      return membership?.state === state && membership;
    },
    { what: `the membership to be ${state}` },
  );
}

// A player who bought a plan through the sandbox's checkout and whose first payment was approved.
async function member(plan: 'premium' | 'admin' = 'premium') {
  const player = await register();
  const checkout = await api.post('/membership/checkout', { token: player.jwt, body: { plan } });
  expect(checkout.status).toBe(200);
  const preapprovalId = preapprovalIdOf(checkout.body.data.checkoutUrl);
  const { payment } = await sandboxControl(`/preapprovals/${preapprovalId}/checkout`, { outcome: 'approved' });
  const membership = await untilState(player.jwt, 'active');
  return { ...player, preapprovalId, paymentId: String(payment.id), membership };
}

async function historyCauses(subscriptionId: string): Promise<string[]> {
  const rows = await db.query<{ cause: string }>(
    'SELECT cause FROM membership_history WHERE subscription_id = $1 ORDER BY id',
    [subscriptionId],
  );
  return rows.map((row) => row.cause);
}

function signedHeaders(dataId: string, options: { ts?: number; secret?: string } = {}) {
  const requestId = randomBytes(8).toString('hex');
  const ts = String(options.ts ?? Date.now());
  return {
    'x-request-id': requestId,
    'x-signature': signNotification(options.secret ?? WEBHOOK_SECRET, { dataId, requestId, ts }),
  };
}

const webhook = (dataId: string, headers: Record<string, string>, topic = 'payment') =>
  request('POST', `${cms.api}/membership/webhook?data.id=${dataId}&type=${topic}`, {
    headers,
    body: { type: topic, data: { id: dataId } },
  });

describe('checkout', () => {
  it('needs a session and a paid plan, refused in Spanish', async () => {
    expectSpanishError(await api.post('/membership/checkout', { body: { plan: 'premium' } }), 401);
    const { jwt } = await register();
    for (const body of [{ plan: 'oro' }, { plan: 'regular' }, {}]) {
      expectSpanishError(await api.post('/membership/checkout', { token: jwt, body }), 400, /plan válido/);
    }
    expectSpanishError(
      await api.post('/membership/checkout', { token: jwt, body: { plan: 'premium', amount: 1 } }),
      400,
      /"amount"/,
    );
  });

  it('makes one monthly subscription in pesos at the CMS price, even on a double click', async () => {
    const { jwt, email } = await register();
    const [first, second] = await Promise.all([
      api.post('/membership/checkout', { token: jwt, body: { plan: 'admin' } }),
      api.post('/membership/checkout', { token: jwt, body: { plan: 'admin' } }),
    ]);
    expect(first.status).toBe(200);
    expect(second.body.data.checkoutUrl).toBe(first.body.data.checkoutUrl);
    const made = [...sandbox.preapprovals.values()].filter((pre) => pre.payer_email === email);
    expect(made).toHaveLength(1);
    expect(made[0].auto_recurring).toEqual({
      frequency: 1,
      frequency_type: 'months',
      transaction_amount: 5000,
      currency_id: 'ARS',
    });
    const membership = await me(jwt);
    expect(membership).toMatchObject({ plan: 'admin', state: 'pending', amount: 5000, payments: [] });
    expect(made[0].external_reference).toBe(membership.id);
    expect(await userType(jwt)).toBe('regular');
  });

  it("keeps the Admin plan's server chosen while buying; only the Admin plan chooses one, of the community's", async () => {
    const { jwt } = await register();
    const [server] = await db.query<{ document_id: string; name: string }>(
      'SELECT document_id, name FROM servers WHERE name = $1',
      [COMMUNITY_SERVERS[2].name],
    );
    expectSpanishError(
      await api.post('/membership/checkout', { token: jwt, body: { plan: 'premium', serverId: server.document_id } }),
      400,
      /Solo el plan Admin elige un servidor/,
    );
    expectSpanishError(
      await api.post('/membership/checkout', { token: jwt, body: { plan: 'admin', serverId: 'noexiste' } }),
      400,
      /servidores de la comunidad/,
    );
    expectSpanishError(
      await api.post('/membership/checkout', { token: jwt, body: { plan: 'admin', serverId: ['x'] } }),
      400,
    );
    const checkout = await api.post('/membership/checkout', {
      token: jwt,
      body: { plan: 'admin', serverId: server.document_id },
    });
    expect(checkout.status).toBe(200);
    await sandboxControl(`/preapprovals/${preapprovalIdOf(checkout.body.data.checkoutUrl)}/checkout`, {
      outcome: 'approved',
    });
    const membership = await untilState(jwt, 'active');
    // Chosen before the first period: it may still be changed once in it.
    expect(membership.adminServer).toEqual({ id: server.document_id, name: server.name, changeableFrom: null });
  });

  it('grants the plan once MercadoPago says the payment was approved, with a receipt', async () => {
    const player = await member('premium');
    expect(await userType(player.jwt)).toBe('premium');
    expect(player.membership.payments).toEqual([
      expect.objectContaining({ operation: player.paymentId, amount: 3000, currency: 'ARS', status: 'approved' }),
    ]);
    expect(Date.parse(player.membership.periodEnd)).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(player.membership.nextCharge).toEqual({ at: player.membership.periodEnd, amount: 3000 });
    const receipt = await inbox.next((mail) => mail.to.includes(player.email), 'the receipt');
    expect(receipt.subject).toBe('Recibimos tu pago de la membresía Premium');
    expect(receipt.text).toContain(`Número de operación de MercadoPago: ${player.paymentId}`);
    expect(receipt.html).toContain('$3.000');
    // A new player has no verified Steam ID: the receipt says the privileges wait for it (issue 44).
    expect(receipt.text).toContain('Tus privilegios en los servidores (slot reservado y VIP) esperan tu Steam ID');
  });

  it('leaves a cash payment pending until it is paid', async () => {
    const { jwt } = await register();
    const checkout = await api.post('/membership/checkout', { token: jwt, body: { plan: 'premium' } });
    const preapprovalId = preapprovalIdOf(checkout.body.data.checkoutUrl);
    const { payment } = await sandboxControl(`/preapprovals/${preapprovalId}/checkout`, { outcome: 'pending' });
    await waitFor(async () => (await me(jwt)).payments[0]?.status === 'pending', { what: 'the pending payment' });
    expect((await me(jwt)).state).toBe('pending');
    expect(await userType(jwt)).toBe('regular');
    await sandboxControl(`/payments/${payment.id}/settle`);
    await untilState(jwt, 'active');
    expect(await userType(jwt)).toBe('premium');
  });

  it('answers 503 in Spanish while MercadoPago fails, and the retry makes the same one subscription', async () => {
    const { jwt, email } = await register();
    await sandboxControl('/faults', { status: 500, count: 1 });
    expectSpanishError(
      await api.post('/membership/checkout', { token: jwt, body: { plan: 'premium' } }),
      503,
      /MercadoPago no responde/,
    );
    const retried = await api.post('/membership/checkout', { token: jwt, body: { plan: 'premium' } });
    expect(retried.status).toBe(200);
    expect([...sandbox.preapprovals.values()].filter((pre) => pre.payer_email === email)).toHaveLength(1);
  });
});

describe('webhook', () => {
  const refusedCount = async () => (await request('GET', `${cms.url}/_health`)).body.memberships.signaturesRefused;
  const notificationsStored = async () =>
    Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM membership_notifications'))[0].n);

  it.each([
    ['no signature', () => ({ 'x-request-id': 'abc' })],
    ['a signature made with another secret', () => signedHeaders('123', { secret: 'otro-secreto' })],
    ['a stale timestamp', () => signedHeaders('123', { ts: Date.now() - 10 * 60 * 1000 })],
    ['a malformed header', () => ({ 'x-signature': 'ts=abc,v1=zz', 'x-request-id': 'abc' })],
    ['a signature of another data.id', () => signedHeaders('999')],
  ])('refuses %s with 401, counted in /_health, nothing stored', async (_label, headers) => {
    const before = { refused: await refusedCount(), stored: await notificationsStored() };
    const response = await webhook('123', headers());
    expect(response.status).toBe(401);
    expect(await refusedCount()).toBe(before.refused + 1);
    expect(await notificationsStored()).toBe(before.stored);
  });

  it('answers a signed notification 200 and applies only what MercadoPago answers, once', async () => {
    const player = await member();
    const before = await db.query('SELECT * FROM membership_payments WHERE payment_id = $1', [player.paymentId]);
    // A replay of the same notification, and duplicates of it, change nothing twice.
    for (let i = 0; i < 3; i += 1) {
      expect((await webhook(player.paymentId, signedHeaders(player.paymentId))).status).toBe(200);
    }
    await sandboxControl('/notify', { topic: 'payment', id: player.paymentId });
    await waitFor(
      async () =>
        Number(
          (
            await db.query<{ n: string }>(
              'SELECT count(*) AS n FROM membership_notifications WHERE resource_id = $1 AND applied_at IS NOT NULL',
              [player.paymentId],
            )
          )[0].n,
        ) >= 5,
      { what: 'the notifications to be applied' },
    );
    const after = await db.query('SELECT * FROM membership_payments WHERE payment_id = $1', [player.paymentId]);
    expect(after).toEqual(before);
    const causes = await historyCauses(player.membership.id);
    expect(causes.filter((cause) => cause === 'first payment approved')).toHaveLength(1);
    expect((await me(player.jwt)).periodEnd).toBe(player.membership.periodEnd);
  });

  it.each([
    ['another amount', { transaction_amount: 1, status: 'approved' }, /amount 1 is not 3000/],
    ['another currency', { currency_id: 'USD', status: 'approved' }, /currency USD is not ARS/],
  ])('grants nothing for a payment of %s', async (_label, custom, reason) => {
    const { jwt } = await register();
    const checkout = await api.post('/membership/checkout', { token: jwt, body: { plan: 'premium' } });
    const preapprovalId = preapprovalIdOf(checkout.body.data.checkoutUrl);
    await sandboxControl(`/preapprovals/${preapprovalId}/payments`, custom);
    const id = (await me(jwt)).id;
    await waitFor(async () => (await historyCauses(id)).some((cause) => reason.test(cause)), { what: 'the refusal' });
    expect(await me(jwt)).toMatchObject({ state: 'pending', payments: [] });
    expect(await userType(jwt)).toBe('regular');
  });

  it("grants nothing for a payment naming another player's order", async () => {
    const victim = await register();
    const checkout = await api.post('/membership/checkout', { token: victim.jwt, body: { plan: 'premium' } });
    const victimOrder = (await me(victim.jwt)).id;
    const attacker = await register();
    const own = await api.post('/membership/checkout', { token: attacker.jwt, body: { plan: 'premium' } });
    // A payment of the attacker's subscription that claims the victim's order.
    await sandboxControl(`/preapprovals/${preapprovalIdOf(own.body.data.checkoutUrl)}/payments`, {
      external_reference: victimOrder,
      status: 'approved',
    });
    await waitFor(async () => (await historyCauses(victimOrder)).some((cause) => /refused: subscription/.test(cause)), {
      what: 'the refusal',
    });
    expect(await me(victim.jwt)).toMatchObject({ state: 'pending', payments: [] });
    expect(checkout.status).toBe(200);
  });

  it('retries a notification while MercadoPago answers 429 and 500', async () => {
    const { jwt } = await register();
    const checkout = await api.post('/membership/checkout', { token: jwt, body: { plan: 'premium' } });
    await sandboxControl('/faults', { status: 429, count: 1 });
    await sandboxControl('/faults', { status: 500, count: 2 });
    await sandboxControl(`/preapprovals/${preapprovalIdOf(checkout.body.data.checkoutUrl)}/checkout`, {
      outcome: 'approved',
    });
    await untilState(jwt, 'active');
  });
});

describe('the months after', () => {
  async function movePeriodEnd(subscriptionId: string, periodEnd: number) {
    await db.query('UPDATE membership_subscriptions SET period_end = $1 WHERE id = $2', [periodEnd, subscriptionId]);
  }

  it('reminds three days before and renews on the monthly charge', async () => {
    const player = await member();
    const end = Date.now() + 2 * DAY;
    await movePeriodEnd(player.membership.id, end);
    const reminder = await inbox.next(
      (mail) => mail.to.includes(player.email) && /se renueva en 3 días/.test(mail.subject),
      'the reminder',
    );
    expect(reminder.text).toContain('$3.000');
    const { payment } = await sandboxControl(`/preapprovals/${player.preapprovalId}/charge`, { outcome: 'approved' });
    const renewed = await waitFor(
      async () => {
        const membership = await me(player.jwt);
        return membership.payments.length === 2 && membership;
      },
      { what: 'the renewal' },
    );
    expect(renewed.state).toBe('active');
    expect(renewed.payments[0]).toMatchObject({ operation: String(payment.id), status: 'approved' });
    expect(Date.parse(renewed.periodEnd)).toBeGreaterThan(end + 27 * DAY);
    expect(await historyCauses(player.membership.id)).toContain('renewal charged');
  });

  it('a rejected renewal is past due, the player told, and expires after the grace', async () => {
    const player = await member();
    await movePeriodEnd(player.membership.id, Date.now() + DAY);
    await sandboxControl(`/preapprovals/${player.preapprovalId}/charge`, { outcome: 'rejected' });
    const pastDue = await untilState(player.jwt, 'past_due');
    expect(pastDue.graceUntil).not.toBeNull();
    expect(await userType(player.jwt)).toBe('premium');
    const failed = await inbox.next(
      (mail) => mail.to.includes(player.email) && /No pudimos cobrar/.test(mail.subject),
      'the failed charge email',
    );
    expect(failed.text).toContain('Reintentar el pago');
    const retry = await api.post('/membership/retry-payment', { token: player.jwt });
    expect(retry.body.data.checkoutUrl).toContain(player.preapprovalId);
    await db.query('UPDATE membership_subscriptions SET period_end = $1, grace_until = $1 WHERE id = $2', [
      Date.now() - 1000,
      player.membership.id,
    ]);
    await untilState(player.jwt, 'expired');
    expect(await userType(player.jwt)).toBe('regular');
    await waitFor(() => sandbox.preapprovals.get(player.preapprovalId)?.status === 'cancelled', {
      what: 'the subscription cancelled at MercadoPago',
    });
    await inbox.next((mail) => mail.to.includes(player.email) && /Terminó/.test(mail.subject), 'the ended email');
  });

  it('a cancellation keeps the access to the period end, then ends it', async () => {
    const player = await member('admin');
    const cancelled = await api.post('/membership/cancel', { token: player.jwt });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled', periodEnd: player.membership.periodEnd });
    expect(cancelled.body.data.nextCharge).toBeNull();
    expect(await userType(player.jwt)).toBe('admin');
    await waitFor(() => sandbox.preapprovals.get(player.preapprovalId)?.status === 'cancelled', {
      what: 'the subscription cancelled at MercadoPago',
    });
    await inbox.next((mail) => mail.to.includes(player.email) && /Cancelaste/.test(mail.subject), 'the confirmation');
    expectSpanishError(await api.post('/membership/cancel', { token: player.jwt }), 409);
    await movePeriodEnd(player.membership.id, Date.now() - 1000);
    await untilState(player.jwt, 'expired');
    expect(await userType(player.jwt)).toBe('regular');
  });

  it('a refund by staff ends the membership at once', async () => {
    const player = await member();
    const staff = await api.login('admin', 'Admin1234');
    expectSpanishError(
      await api.post(`/membership/staff/members/${player.membership.id}/refund`, {
        token: player.jwt,
        body: { paymentId: player.paymentId },
      }),
      403,
    );
    // With a verified Steam ID the member is in every game server's users.ini block until the refund, not after.
    await db.query('UPDATE up_users SET steam_id = $1, steam_id_verified_at = now() WHERE id = $2', [
      'STEAM_0:1:3653653',
      player.id,
    ]);
    const serverKey = await serverKeyOf(cms.api, db, staff.jwt, COMMUNITY_SERVERS[0].name);
    expect(await usersIniBlock(cms.api, serverKey)).toContain('"STEAM_0:1:3653653" "" "bt" "ce"');
    const refunded = await api.post(`/membership/staff/members/${player.membership.id}/refund`, {
      token: staff.jwt,
      body: { paymentId: player.paymentId },
    });
    expect(refunded.status).toBe(200);
    expect(await usersIniBlock(cms.api, serverKey)).not.toContain('STEAM_0:1:3653653');
    expect(refunded.body.data.state).toBe('refunded');
    expect(sandbox.payments.get(Number(player.paymentId))?.status).toBe('refunded');
    expect(await userType(player.jwt)).toBe('regular');
    // In the audit log the bans' staff actions are in, and on the member's detail.
    const actions = await db.query(
      "SELECT action, staff_name FROM staff_audit_log WHERE subject_kind = 'membership' AND subject_id = $1",
      [player.membership.id],
    );
    expect(actions).toEqual([{ action: 'refund', staff_name: 'El Admin' }]);
    expect(refunded.body.data.staffActions).toEqual([
      expect.objectContaining({
        action: 'refund',
        staff: expect.objectContaining({ name: 'El Admin' }),
        details: { paymentId: player.paymentId, amount: 3000 },
      }),
    ]);
    // The refund's own notification, when it comes, changes nothing twice.
    expect((await historyCauses(player.membership.id)).filter((cause) => cause === 'payment refunded')).toHaveLength(1);
  });

  it('a chargeback ends the membership at once, and a late approval notification does not bring it back', async () => {
    const player = await member();
    await sandboxControl(`/payments/${player.paymentId}/chargeback`);
    await untilState(player.jwt, 'charged_back');
    expect(await userType(player.jwt)).toBe('regular');
    // An old notification of the approval, out of order: fetched back, the payment says charged back.
    expect((await webhook(player.paymentId, signedHeaders(player.paymentId))).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await me(player.jwt)).state).toBe('charged_back');
    expect(await userType(player.jwt)).toBe('regular');
  });

  it('an upgrade charges the prorated difference now and moves the subscription to the new amount', async () => {
    const player = await member('premium');
    const now = Date.now();
    await db.query('UPDATE membership_subscriptions SET period_start = $1, period_end = $2 WHERE id = $3', [
      now - 15 * DAY,
      now + 16 * DAY,
      player.membership.id,
    ]);
    // 16 of 31 days left: (5000 - 3000) × 16 / 31 = 1032.26, to the peso.
    expect((await me(player.jwt)).upgrade).toEqual({ plan: 'admin', amount: 1032 });
    const change = await api.post('/membership/change-plan', { token: player.jwt, body: { plan: 'admin' } });
    expect(change.status).toBe(200);
    const preferenceId = /\/pay\/([\w-]+)$/.exec(change.body.data.checkoutUrl)?.[1];
    expect(sandbox.preferences.get(preferenceId ?? '')?.items[0]).toMatchObject({
      unit_price: 1032,
      currency_id: 'ARS',
    });
    expect(await userType(player.jwt)).toBe('premium');
    await sandboxControl(`/preferences/${preferenceId}/pay`, { outcome: 'approved' });
    const upgraded = await waitFor(
      async () => {
        const membership = await me(player.jwt);
        return membership.plan === 'admin' && membership;
      },
      { what: 'the upgrade' },
    );
    expect(upgraded).toMatchObject({ state: 'active', amount: 5000, nextCharge: { amount: 5000 } });
    expect(upgraded.payments[0]).toMatchObject({ amount: 1032, kind: 'upgrade', status: 'approved' });
    expect(upgraded.periodEnd).toBe(new Date(now + 16 * DAY).toISOString());
    expect(await userType(player.jwt)).toBe('admin');
    await waitFor(() => sandbox.preapprovals.get(player.preapprovalId)?.auto_recurring.transaction_amount === 5000, {
      what: 'the subscription re-priced at MercadoPago',
    });
  });

  it('a downgrade takes effect at the next renewal', async () => {
    const player = await member('admin');
    const change = await api.post('/membership/change-plan', { token: player.jwt, body: { plan: 'premium' } });
    expect(change.status).toBe(200);
    expect(change.body.data.checkoutUrl).toBeNull();
    expect(change.body.data.membership).toMatchObject({
      plan: 'admin',
      nextPlan: 'premium',
      nextCharge: { amount: 3000 },
    });
    expect(sandbox.preapprovals.get(player.preapprovalId)?.auto_recurring.transaction_amount).toBe(3000);
    expect(await userType(player.jwt)).toBe('admin');
    await sandboxControl(`/preapprovals/${player.preapprovalId}/charge`, { outcome: 'approved' });
    const renewed = await waitFor(
      async () => {
        const membership = await me(player.jwt);
        return membership.plan === 'premium' && membership;
      },
      { what: 'the downgrade at the renewal' },
    );
    expect(renewed).toMatchObject({ amount: 3000, nextPlan: null, state: 'active' });
    expect(await userType(player.jwt)).toBe('premium');
  });

  it("a deleted account's subscription is cancelled at MercadoPago first", async () => {
    const player = await member();
    await sandboxControl('/faults', { status: 500, count: 1 });
    const refused = await api.post('/users/me/delete', { token: player.jwt, body: { password: 'Secreta123' } });
    expectSpanishError(refused, 503, /MercadoPago no responde/);
    expect(sandbox.preapprovals.get(player.preapprovalId)?.status).toBe('authorized');
    const deleted = await api.post('/users/me/delete', { token: player.jwt, body: { password: 'Secreta123' } });
    expect(deleted.status).toBe(200);
    expect(sandbox.preapprovals.get(player.preapprovalId)?.status).toBe('cancelled');
    expect(await historyCauses(player.membership.id)).toContain('account deleted');
  });

  it('a courtesy by staff names the player by username, needs a reason and grants the plan for N days', async () => {
    const { jwt, username } = await register();
    const staff = await api.login('admin', 'Admin1234');
    const courtesy = (body: Record<string, unknown>, token = staff.jwt) =>
      api.post('/membership/staff/courtesy', { token, body });
    expectSpanishError(await courtesy({ username, plan: 'premium', days: 7, reason: 'x' }, jwt), 403);
    expectSpanishError(await courtesy({ username, plan: 'premium', days: 7, reason: '' }), 400, /motivo/);
    expectSpanishError(await courtesy({ username, plan: 'premium', days: 366, reason: 'Torneo' }), 400, /365/);
    expectSpanishError(await courtesy({ username: '', plan: 'premium', days: 7, reason: 'Torneo' }), 400, /usuario/);
    expectSpanishError(
      await courtesy({ username: 'nadie-se-llama-asi', plan: 'premium', days: 7, reason: 'Torneo' }),
      404,
      /No existe ningún jugador con ese nombre de usuario/,
    );
    expectSpanishError(await courtesy({ userId: 1, plan: 'premium', days: 7, reason: 'Torneo' }), 400);
    const given = await courtesy({
      username: username.toUpperCase(),
      plan: 'premium',
      days: 7,
      reason: 'Ganó el torneo de marzo',
    });
    expect(given.status).toBe(200);
    expect(given.body.data.player).toEqual(expect.objectContaining({ username }));
    expect(given.body.data.history.at(-1)).toEqual(
      expect.objectContaining({
        toState: 'active',
        actor: 'staff',
        cause: 'courtesy of 7 days: Ganó el torneo de marzo',
      }),
    );
    expect(given.body.data.staffActions).toEqual([
      expect.objectContaining({
        action: 'courtesy',
        reason: 'Ganó el torneo de marzo',
        details: { days: 7, plan: 'premium' },
      }),
    ]);
    expect(await userType(jwt)).toBe('premium');
  });

  it('staff list the members by state, with who they are, and open one with its payments and history', async () => {
    const player = await member();
    const staff = await api.login('admin', 'Admin1234');
    expectSpanishError(await api.get('/membership/staff/members', { token: player.jwt }), 403);
    expect((await api.get('/membership/staff/members')).status).toBe(401);
    expectSpanishError(await api.get('/membership/staff/members?state=vencida', { token: staff.jwt }), 400);
    const active = await api.get('/membership/staff/members?state=active', { token: staff.jwt });
    expect(active.status).toBe(200);
    const listed = (active.body.data as { id: string; state: string; player: { username: string } | null }[]).find(
      (one) => one.id === player.membership.id,
    );
    expect(listed).toEqual(
      expect.objectContaining({ state: 'active', player: expect.objectContaining({ username: player.username }) }),
    );
    expect((active.body.data as { state: string }[]).every((one) => one.state === 'active')).toBe(true);
    const pastDue = await api.get('/membership/staff/members?state=past_due', { token: staff.jwt });
    expect((pastDue.body.data as { id: string }[]).some((one) => one.id === player.membership.id)).toBe(false);
    const detail = await api.get(`/membership/staff/members/${player.membership.id}`, { token: staff.jwt });
    expect(detail.status).toBe(200);
    expect(detail.body.data.payments).toEqual([
      expect.objectContaining({ operation: player.paymentId, status: 'approved', amount: 3000 }),
    ]);
    expect(
      detail.body.data.history.map((entry: { fromState: string | null; toState: string }) => [
        entry.fromState,
        entry.toState,
      ]),
    ).toEqual([
      [null, 'pending'],
      ['pending', 'active'],
    ]);
    expect(detail.body.data.staffActions).toEqual([]);
    expectSpanishError(
      await api.get('/membership/staff/members/00000000-0000-4000-8000-000000000000', { token: staff.jwt }),
      404,
    );
  });
});
