import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PreApproval, MercadoPagoConfig } from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config';
import { request } from '../../test-utils/http';
import { waitFor } from '../../test-utils/wait-for';
import { checkSignature } from '../../src/memberships/webhook-signature';
import { startMercadoPagoSandbox, type MercadoPagoSandbox } from '../sandbox';

// The stand-in answers the SDK 3.6.1 the way MercadoPago does, and signs its notifications as MercadoPago documents.

const TOKEN = 'TEST-sandbox-token';
const SECRET = 'sandbox-webhook-secret';
let sandbox: MercadoPagoSandbox;
let webhook: http.Server;
const received: { url: string; headers: http.IncomingHttpHeaders }[] = [];

const preapprovalBody = {
  reason: 'Membresía Premium',
  external_reference: 'order-1',
  payer_email: 'socio@ejemplo.com.ar',
  back_url: 'http://localhost:3000/membresia',
  status: 'pending',
  auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 3000, currency_id: 'ARS' },
};

beforeAll(async () => {
  webhook = http.createServer((req, res) => {
    received.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  sandbox = await startMercadoPagoSandbox({
    accessToken: TOKEN,
    webhookSecret: SECRET,
    webhookUrl: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`,
  });
});

afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => webhook.close(resolve));
});

it('answers 401 without the access token and 400 on a bad subscription', async () => {
  expect((await request('GET', `${sandbox.url}/preapproval/${'a'.repeat(32)}`)).status).toBe(401);
  const bad = await request('POST', `${sandbox.url}/preapproval/`, {
    headers: { Authorization: `Bearer ${TOKEN}` },
    body: { ...preapprovalBody, auto_recurring: { ...preapprovalBody.auto_recurring, currency_id: 'USD' } },
  });
  expect(bad.status).toBe(400);
  expect(bad.body.message).toBe('currency_id must be ARS');
  const missing = await request('GET', `${sandbox.url}/v1/payments/1`, {
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  expect(missing.status).toBe(404);
});

it("serves the SDK's PreApproval calls, one subscription per idempotency key", async () => {
  (AppConfig as { BASE_URL: string }).BASE_URL = sandbox.url;
  const client = new PreApproval(new MercadoPagoConfig({ accessToken: TOKEN, options: { maxRetries: 0 } }));
  const first = await client.create({ body: preapprovalBody, requestOptions: { idempotencyKey: 'order-1' } });
  const again = await client.create({ body: preapprovalBody, requestOptions: { idempotencyKey: 'order-1' } });
  expect(again.id).toBe(first.id);
  expect(first.init_point).toBe(`${sandbox.url}/checkout/${first.id}`);
  expect((await client.get({ id: first.id! })).status).toBe('pending');
  const page = await fetch(first.init_point!);
  expect(await page.text()).toContain('Entorno de prueba');
});

it('notifies the checkout with signatures MercadoPago would send', async () => {
  const pre = sandbox.preapprovalOf('order-1')!;
  const approved = await fetch(`${sandbox.url}/checkout/${pre.id}/approved`, { method: 'POST', redirect: 'manual' });
  expect(approved.status).toBe(303);
  expect(approved.headers.get('location')).toMatch(/status=approved/);
  await waitFor(() => received.length >= 3, { what: 'three notifications' });
  for (const notification of received) {
    const url = new URL(notification.url, 'http://x');
    expect(
      checkSignature({
        secret: SECRET,
        header: String(notification.headers['x-signature']),
        requestId: String(notification.headers['x-request-id']),
        dataId: url.searchParams.get('data.id'),
        now: Date.now(),
      }),
    ).toBe('valid');
  }
  expect(received.map((n) => new URL(n.url, 'http://x').searchParams.get('type')).sort()).toEqual([
    'payment',
    'subscription_authorized_payment',
    'subscription_preapproval',
  ]);
});
