import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { signNotification } from '../src/memberships/webhook-signature';

// A local stand-in for MercadoPago (issue 43): the REST paths the SDK 3.6.1 calls (/preapproval, /preapproval/:id,
// /v1/payments/:id, /v1/payments/:id/refunds, /authorized_payments/:id), with MercadoPago's status codes (401 without
// the access token, 400 on a bad body, 404, 429/500 on demand), a checkout page marked "Entorno de prueba", the
// monthly charge on demand, and notifications signed as MercadoPago signs them, sent to the CMS's webhook and retried
// when it does not answer 200. `npm start` runs it (scripts/start.js); the CMS tests start one in their process.

export type Outcome = 'approved' | 'rejected' | 'pending';

type Preapproval = {
  id: string;
  status: 'pending' | 'authorized' | 'paused' | 'cancelled';
  reason: string;
  external_reference: string;
  payer_email: string;
  payer_id: number | null;
  back_url: string;
  auto_recurring: { frequency: number; frequency_type: string; transaction_amount: number; currency_id: string };
  init_point: string;
  date_created: string;
  last_modified: string;
  next_payment_date: string | null;
};

type Payment = {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string;
  payer: { id: number | null; email: string };
  point_of_interaction: { type: string; transaction_data: { subscription_id: string | null } };
  metadata: Record<string, unknown>;
  date_created: string;
  date_approved: string | null;
};

type Preference = {
  id: string;
  items: { id?: string; title: string; quantity: number; unit_price: number; currency_id: string }[];
  external_reference: string;
  metadata: Record<string, unknown>;
  back_urls: { success?: string; failure?: string; pending?: string };
  init_point: string;
  date_created: string;
};

type Invoice = {
  id: number;
  preapproval_id: string;
  payment: { id: number; status: string; status_detail: string };
  transaction_amount: number;
  currency_id: string;
  external_reference: string;
  payer_id: number | null;
  status: string;
  type: 'scheduled';
  date_created: string;
};

export type SentNotification = { topic: string; id: string; status: number | null; attempts: number };

export type SandboxOptions = {
  port?: number;
  // The host name in the addresses it gives out (its checkout page); it listens on 127.0.0.1.
  publicHost?: string;
  accessToken: string;
  webhookSecret: string;
  webhookUrl?: string;
  // How many times a notification is delivered when the webhook does not answer 200 (MercadoPago retries too).
  deliveryAttempts?: number;
  // Where its subscriptions and payments are kept between starts (`npm start`: beside the demo's database).
  stateFile?: string;
};

const STATUS_DETAIL: Record<Outcome, string> = {
  approved: 'accredited',
  rejected: 'cc_rejected_insufficient_amount',
  pending: 'pending_waiting_payment',
};

const PAGE_STYLE =
  'body{font-family:Arial,sans-serif;background:#f4f6f8;color:#1b1f24;margin:0}main{max-width:560px;margin:40px auto;' +
  'background:#fff;border-radius:10px;padding:28px;box-shadow:0 2px 12px #0002}.sandbox{background:#ffe08a;' +
  'padding:8px 12px;border-radius:6px;font-weight:bold}button{display:block;width:100%;margin:10px 0;padding:12px;' +
  'font-size:16px;border:0;border-radius:6px;cursor:pointer}.ok{background:#009ee3;color:#fff}.ko{background:#e5484d;' +
  'color:#fff}.wait{background:#ddd}table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #ddd;' +
  'padding:6px;text-align:left;font-size:14px}';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): Record<string, unknown> | null {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

// MercadoPago's error body.
function apiError(response: ServerResponse, status: number, message: string, error = 'bad_request'): void {
  send(response, status, { message, error, status, cause: [] });
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

function page(response: ServerResponse, title: string, content: string): void {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><title>${escapeHtml(title)} — MercadoPago ` +
      `(entorno de prueba)</title><style>${PAGE_STYLE}</style></head><body><main><p class="sandbox">Entorno de prueba: ` +
      `ningún pago es real</p>${content}</main></body></html>`,
  );
}

export async function startMercadoPagoSandbox(options: SandboxOptions) {
  const preapprovals = new Map<string, Preapproval>();
  const payments = new Map<number, Payment>();
  const invoices = new Map<number, Invoice>();
  const preferences = new Map<string, Preference>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const sent: SentNotification[] = [];
  const faults: { status: number; left: number }[] = [];
  const pending = new Set<NodeJS.Timeout>();
  let webhookUrl = options.webhookUrl ?? null;
  let nextPayment = 1_000_000_000 + Math.floor(Math.random() * 1_000_000);
  let nextInvoice = 7_000_000 + Math.floor(Math.random() * 1_000_000);
  let baseUrl = '';
  const attempts = options.deliveryAttempts ?? 6;
  if (options.stateFile && existsSync(options.stateFile)) {
    try {
      const saved = JSON.parse(readFileSync(options.stateFile, 'utf8')) as {
        preapprovals: Preapproval[];
        payments: Payment[];
        invoices: Invoice[];
        preferences?: Preference[];
      };
      for (const pre of saved.preapprovals) preapprovals.set(pre.id, pre);
      for (const payment of saved.payments) payments.set(payment.id, payment);
      for (const invoice of saved.invoices) invoices.set(invoice.id, invoice);
      for (const preference of saved.preferences ?? []) preferences.set(preference.id, preference);
      nextPayment = Math.max(nextPayment, ...saved.payments.map((payment) => payment.id + 1));
      nextInvoice = Math.max(nextInvoice, ...saved.invoices.map((invoice) => invoice.id + 1));
    } catch {
      // A damaged file: the stand-in starts empty.
    }
  }
  function save(): void {
    if (!options.stateFile) return;
    mkdirSync(path.dirname(options.stateFile), { recursive: true });
    const state = {
      preapprovals: [...preapprovals.values()],
      payments: [...payments.values()],
      invoices: [...invoices.values()],
    };
    writeFileSync(options.stateFile, JSON.stringify(state));
  }
  const now = () => new Date().toISOString();
  // A payer of MercadoPago per email (MercadoPago's own user id).
  const payerIdOf = (email: string) => parseInt(createHash('sha256').update(email).digest('hex').slice(0, 8), 16);

  function deliver(topic: string, id: string, attempt = 1, record?: SentNotification): void {
    const entry = record ?? { topic, id, status: null, attempts: 0 };
    if (!record) sent.push(entry);
    if (!webhookUrl) return;
    const requestId = randomUUID();
    const ts = String(Date.now());
    const url = new URL(webhookUrl);
    url.searchParams.set('data.id', id);
    url.searchParams.set('type', topic);
    entry.attempts = attempt;
    fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-request-id': requestId,
        'x-signature': signNotification(options.webhookSecret, { dataId: id, requestId, ts }),
      },
      body: JSON.stringify({
        action: topic === 'payment' ? 'payment.updated' : 'updated',
        api_version: 'v1',
        data: { id },
        date_created: now(),
        id: Math.floor(Math.random() * 1e12),
        live_mode: false,
        type: topic,
        user_id: 123456789,
      }),
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (answer) => {
        await answer.arrayBuffer();
        entry.status = answer.status;
        if (answer.status !== 200) retry();
      })
      .catch(() => retry());
    function retry() {
      if (attempt >= attempts) return;
      const timer = setTimeout(
        () => {
          pending.delete(timer);
          deliver(topic, id, attempt + 1, entry);
        },
        Math.min(500 * 2 ** (attempt - 1), 15_000),
      );
      pending.add(timer);
    }
  }

  function createPayment(
    pre: Preapproval,
    outcome: Outcome | 'custom',
    custom: Partial<Pick<Payment, 'transaction_amount' | 'currency_id' | 'external_reference' | 'status'>> = {},
  ): Payment {
    const id = nextPayment++;
    const status = outcome === 'custom' ? (custom.status ?? 'approved') : outcome;
    const payment: Payment = {
      id,
      status,
      status_detail: STATUS_DETAIL[status as Outcome] ?? status,
      transaction_amount: custom.transaction_amount ?? pre.auto_recurring.transaction_amount,
      currency_id: custom.currency_id ?? pre.auto_recurring.currency_id,
      external_reference: custom.external_reference ?? pre.external_reference,
      payer: { id: pre.payer_id, email: pre.payer_email },
      point_of_interaction: { type: 'SUBSCRIPTIONS', transaction_data: { subscription_id: pre.id } },
      metadata: {},
      date_created: now(),
      date_approved: status === 'approved' ? now() : null,
    };
    payments.set(id, payment);
    return payment;
  }

  // The one-off payment of a checkout (an upgrade's prorated difference): paid by the subscription's payer.
  function payPreference(preference: Preference, outcome: Outcome): Payment {
    const pre = [...preapprovals.values()].find((one) => one.external_reference === preference.external_reference);
    const status = outcome;
    const payment: Payment = {
      id: nextPayment++,
      status,
      status_detail: STATUS_DETAIL[outcome],
      transaction_amount: preference.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0),
      currency_id: preference.items[0]?.currency_id ?? 'ARS',
      external_reference: preference.external_reference,
      payer: { id: pre?.payer_id ?? null, email: pre?.payer_email ?? 'comprador@test.com' },
      point_of_interaction: { type: 'CHECKOUT', transaction_data: { subscription_id: null } },
      metadata: preference.metadata,
      date_created: now(),
      date_approved: status === 'approved' ? now() : null,
    };
    payments.set(payment.id, payment);
    deliver('payment', String(payment.id));
    return payment;
  }

  // One monthly charge of a subscription: its invoice (authorized payment) and its payment, each notified.
  function charge(pre: Preapproval, outcome: Outcome): Payment {
    const payment = createPayment(pre, outcome);
    const invoice: Invoice = {
      id: nextInvoice++,
      preapproval_id: pre.id,
      payment: { id: payment.id, status: payment.status, status_detail: payment.status_detail },
      transaction_amount: payment.transaction_amount,
      currency_id: payment.currency_id,
      external_reference: pre.external_reference,
      payer_id: pre.payer_id,
      status: outcome === 'rejected' ? 'recycling' : 'processed',
      type: 'scheduled',
      date_created: now(),
    };
    invoices.set(invoice.id, invoice);
    deliver('subscription_authorized_payment', String(invoice.id));
    deliver('payment', String(payment.id));
    return payment;
  }

  // What the player does on the checkout page (or a test through /_sandbox): approve, reject, or leave a cash
  // payment pending. An authorized subscription is charged its first month at once, as MercadoPago does.
  function checkout(pre: Preapproval, outcome: Outcome): Payment {
    if (outcome !== 'rejected' && pre.status === 'pending') {
      pre.status = 'authorized';
      pre.payer_id = payerIdOf(pre.payer_email);
      pre.last_modified = now();
      pre.next_payment_date = new Date(Date.now() + 30 * 86_400_000).toISOString();
      deliver('subscription_preapproval', pre.id);
    }
    return charge(pre, outcome);
  }

  function authorized(request: IncomingMessage): boolean {
    return request.headers.authorization === `Bearer ${options.accessToken}`;
  }

  function validPreapproval(body: Record<string, unknown>): string | null {
    const recurring = body.auto_recurring as Record<string, unknown> | undefined;
    if (!recurring || typeof recurring !== 'object') return 'auto_recurring is required';
    if (recurring.frequency !== 1 || recurring.frequency_type !== 'months') return 'only monthly frequency';
    if (typeof recurring.transaction_amount !== 'number' || recurring.transaction_amount <= 0) {
      return 'transaction_amount must be positive';
    }
    if (recurring.currency_id !== 'ARS') return 'currency_id must be ARS';
    if (typeof body.payer_email !== 'string' || !body.payer_email.includes('@')) return 'payer_email is required';
    if (typeof body.back_url !== 'string' || !/^https?:\/\//.test(body.back_url)) return 'back_url is invalid';
    if (typeof body.external_reference !== 'string' || !body.external_reference) return 'external_reference';
    return null;
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    if (!authorized(request)) return apiError(response, 401, 'invalid access token', 'unauthorized');
    const fault = faults[0];
    if (fault) {
      fault.left -= 1;
      if (fault.left <= 0) faults.shift();
      const headers: Record<string, string> = fault.status === 429 ? { 'Retry-After': '1' } : {};
      return send(response, fault.status, { message: 'sandbox fault', error: 'fault', status: fault.status }, headers);
    }
    const method = request.method ?? 'GET';
    const key = request.headers['x-idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? `${method} ${path} ${key}` : null;
    const earlier = method !== 'GET' && idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (earlier) return send(response, earlier.status, earlier.body);
    const remember = (status: number, body: unknown) => {
      if (idempotencyKey && method !== 'GET') idempotent.set(idempotencyKey, { status, body });
      send(response, status, body);
    };
    const body = method === 'GET' ? {} : parseJson(await readBody(request));
    if (!body) return apiError(response, 400, 'invalid json');
    let match: RegExpMatchArray | null;
    if ((path === '/checkout/preferences' || path === '/checkout/preferences/') && method === 'POST') {
      const items = body.items;
      if (
        !Array.isArray(items) ||
        items.length === 0 ||
        !items.every(
          (item: Record<string, unknown>) =>
            typeof item.unit_price === 'number' &&
            item.unit_price > 0 &&
            typeof item.quantity === 'number' &&
            item.currency_id === 'ARS' &&
            typeof item.title === 'string',
        )
      ) {
        return apiError(response, 400, 'items are invalid');
      }
      if (typeof body.external_reference !== 'string') return apiError(response, 400, 'external_reference');
      const id = `123456789-${randomUUID()}`;
      const preference: Preference = {
        id,
        items: items as Preference['items'],
        external_reference: body.external_reference,
        metadata: (body.metadata as Record<string, unknown> | undefined) ?? {},
        back_urls: (body.back_urls as Preference['back_urls'] | undefined) ?? {},
        init_point: `${baseUrl}/pay/${id}`,
        date_created: now(),
      };
      preferences.set(id, preference);
      return remember(201, preference);
    }
    if ((path === '/preapproval' || path === '/preapproval/') && method === 'POST') {
      const invalid = validPreapproval(body);
      if (invalid) return apiError(response, 400, invalid);
      const recurring = body.auto_recurring as Preapproval['auto_recurring'];
      const id = randomBytes(16).toString('hex');
      const pre: Preapproval = {
        id,
        status: 'pending',
        reason: typeof body.reason === 'string' ? body.reason : '',
        external_reference: body.external_reference as string,
        payer_email: body.payer_email as string,
        payer_id: null,
        back_url: body.back_url as string,
        auto_recurring: {
          frequency: 1,
          frequency_type: 'months',
          transaction_amount: recurring.transaction_amount,
          currency_id: recurring.currency_id,
        },
        init_point: `${baseUrl}/checkout/${id}`,
        date_created: now(),
        last_modified: now(),
        next_payment_date: null,
      };
      preapprovals.set(id, pre);
      return remember(201, pre);
    }
    if ((match = path.match(/^\/preapproval\/([0-9a-f]{32})$/))) {
      const pre = preapprovals.get(match[1]);
      if (!pre) return apiError(response, 404, 'preapproval not found', 'not_found');
      if (method === 'GET') return send(response, 200, pre);
      if (method === 'PUT') {
        const status = body.status;
        if (status !== undefined && !['cancelled', 'paused', 'authorized'].includes(String(status))) {
          return apiError(response, 400, 'invalid status');
        }
        if (pre.status === 'cancelled' && status !== undefined) {
          return apiError(response, 400, 'You can not modify a cancelled preapproval');
        }
        if (status) pre.status = status as Preapproval['status'];
        const recurring = body.auto_recurring as Record<string, unknown> | undefined;
        if (recurring && typeof recurring.transaction_amount === 'number') {
          pre.auto_recurring.transaction_amount = recurring.transaction_amount;
        }
        pre.last_modified = now();
        deliver('subscription_preapproval', pre.id);
        return remember(200, pre);
      }
    }
    if ((match = path.match(/^\/v1\/payments\/(\d+)$/)) && method === 'GET') {
      const payment = payments.get(Number(match[1]));
      return payment ? send(response, 200, payment) : apiError(response, 404, 'Payment not found', 'not_found');
    }
    if ((match = path.match(/^\/v1\/payments\/(\d+)\/refunds$/)) && method === 'POST') {
      const payment = payments.get(Number(match[1]));
      if (!payment) return apiError(response, 404, 'Payment not found', 'not_found');
      if (payment.status !== 'approved') return apiError(response, 400, 'Payment not refundable');
      payment.status = 'refunded';
      payment.status_detail = 'refunded';
      deliver('payment', String(payment.id));
      return remember(201, {
        id: nextPayment++,
        payment_id: payment.id,
        amount: payment.transaction_amount,
        status: 'approved',
        date_created: now(),
      });
    }
    if ((match = path.match(/^\/authorized_payments\/(\d+)$/)) && method === 'GET') {
      const invoice = invoices.get(Number(match[1]));
      return invoice ? send(response, 200, invoice) : apiError(response, 404, 'not found', 'not_found');
    }
    apiError(response, 404, `no such resource: ${method} ${path}`, 'not_found');
  }

  // The sandbox's own controls (its control page and the tests): not part of MercadoPago's API.
  async function control(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    const body = parseJson(await readBody(request)) ?? {};
    let match: RegExpMatchArray | null;
    const outcomeOf = (value: unknown): Outcome | null =>
      value === 'approved' || value === 'rejected' || value === 'pending' ? value : null;
    if ((match = path.match(/^\/_sandbox\/preapprovals\/([0-9a-f]{32})\/(checkout|charge)$/))) {
      const pre = preapprovals.get(match[1]);
      const outcome = outcomeOf(body.outcome);
      if (!pre || !outcome) return send(response, 404, { error: 'unknown subscription or outcome' });
      if (match[2] === 'charge' && pre.status !== 'authorized') {
        return send(response, 409, { error: `subscription is ${pre.status}` });
      }
      const payment = match[2] === 'checkout' ? checkout(pre, outcome) : charge(pre, outcome);
      return send(response, 200, { payment });
    }
    if ((match = path.match(/^\/_sandbox\/preferences\/([\w-]+)\/pay$/))) {
      const preference = preferences.get(match[1]);
      const outcome = outcomeOf(body.outcome);
      if (!preference || !outcome) return send(response, 404, { error: 'unknown checkout or outcome' });
      return send(response, 200, { payment: payPreference(preference, outcome) });
    }
    if ((match = path.match(/^\/_sandbox\/preapprovals\/([0-9a-f]{32})\/payments$/))) {
      const pre = preapprovals.get(match[1]);
      if (!pre) return send(response, 404, { error: 'unknown subscription' });
      const payment = createPayment(pre, 'custom', body as Partial<Payment>);
      deliver('payment', String(payment.id));
      return send(response, 200, { payment });
    }
    if ((match = path.match(/^\/_sandbox\/payments\/(\d+)\/(chargeback|settle)$/))) {
      const payment = payments.get(Number(match[1]));
      if (!payment) return send(response, 404, { error: 'unknown payment' });
      payment.status = match[2] === 'chargeback' ? 'charged_back' : 'approved';
      payment.status_detail = match[2] === 'chargeback' ? 'settled' : 'accredited';
      if (match[2] === 'settle') payment.date_approved = now();
      deliver('payment', String(payment.id));
      return send(response, 200, { payment });
    }
    if (path === '/_sandbox/notify') {
      deliver(String(body.topic), String(body.id));
      return send(response, 200, { sent: true });
    }
    if (path === '/_sandbox/faults') {
      faults.push({ status: Number(body.status) || 500, left: Number(body.count) || 1 });
      return send(response, 200, { faults });
    }
    send(response, 404, { error: 'no such control' });
  }

  function checkoutPage(response: ServerResponse, pre: Preapproval): void {
    const amount = `$${new Intl.NumberFormat('es-AR').format(pre.auto_recurring.transaction_amount)}`;
    const form = (outcome: Outcome, label: string, css: string) =>
      `<form method="post" action="/checkout/${pre.id}/${outcome}"><button class="${css}">${label}</button></form>`;
    page(
      response,
      'Checkout',
      `<h1>${escapeHtml(pre.reason || 'Suscripción')}</h1><p>${amount} por mes, débito automático.</p>` +
        `<p>Pagás como <strong>${escapeHtml(pre.payer_email)}</strong>.</p>` +
        form('approved', 'Aprobar el pago', 'ok') +
        form('rejected', 'Rechazar el pago', 'ko') +
        form('pending', 'Pagar en efectivo (queda pendiente)', 'wait'),
    );
  }

  function controlPage(response: ServerResponse): void {
    const rows = [...preapprovals.values()]
      .map((pre) => {
        const button = (outcome: Outcome, label: string) =>
          `<button onclick="fetch('/_sandbox/preapprovals/${pre.id}/charge',{method:'POST',body:JSON.stringify({outcome:'${outcome}'})}).then(()=>location.reload())">${label}</button>`;
        const paid = [...payments.values()]
          .filter(
            (payment) =>
              payment.point_of_interaction.transaction_data.subscription_id === pre.id ||
              payment.external_reference === pre.external_reference,
          )
          .map(
            (payment) =>
              `${payment.id} ${payment.status}` +
              (payment.status === 'pending'
                ? ` <button onclick="fetch('/_sandbox/payments/${payment.id}/settle',{method:'POST'}).then(()=>location.reload())">Pagar en efectivo</button>`
                : ''),
          )
          .join('<br>');
        return (
          `<tr><td>${escapeHtml(pre.payer_email)}</td><td>${pre.auto_recurring.transaction_amount}</td><td>${pre.status}</td>` +
          `<td>${pre.status === 'authorized' ? button('approved', 'Cobrar el mes') + button('rejected', 'Cobro rechazado') : ''}</td><td>${paid}</td></tr>`
        );
      })
      .join('');
    page(
      response,
      'Suscripciones',
      `<h1>MercadoPago de prueba</h1><table><tr><th>Pagador</th><th>$</th><th>Estado</th><th>Cobro</th><th>Pagos</th></tr>${rows}</table>`,
    );
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const path = url.pathname;
    const handle = async () => {
      let match: RegExpMatchArray | null;
      if (path.startsWith('/_sandbox/') && request.method === 'POST') return control(request, response, path);
      if (path === '/' && request.method === 'GET') return controlPage(response);
      if ((match = path.match(/^\/pay\/([\w-]+)$/)) && request.method === 'GET') {
        const preference = preferences.get(match[1]);
        if (!preference) return page(response, 'No encontrado', '<h1>Ese pago no existe.</h1>');
        const amount = preference.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
        const form = (outcome: Outcome, label: string, css: string) =>
          `<form method="post" action="/pay/${preference.id}/${outcome}"><button class="${css}">${label}</button></form>`;
        return page(
          response,
          'Pago',
          `<h1>${escapeHtml(preference.items[0]?.title ?? 'Pago')}</h1><p>$${new Intl.NumberFormat('es-AR').format(amount)}, un solo pago.</p>` +
            form('approved', 'Aprobar el pago', 'ok') +
            form('rejected', 'Rechazar el pago', 'ko'),
        );
      }
      if ((match = path.match(/^\/pay\/([\w-]+)\/(approved|rejected)$/)) && request.method === 'POST') {
        const preference = preferences.get(match[1]);
        if (!preference) return page(response, 'No encontrado', '<h1>Ese pago no existe.</h1>');
        const payment = payPreference(preference, match[2] as Outcome);
        const target = payment.status === 'approved' ? preference.back_urls.success : preference.back_urls.failure;
        const back = new URL(target ?? baseUrl);
        back.searchParams.set('status', payment.status);
        back.searchParams.set('payment_id', String(payment.id));
        response.writeHead(303, { Location: back.toString() });
        response.end();
        return;
      }
      if ((match = path.match(/^\/checkout\/([0-9a-f]{32})$/)) && request.method === 'GET') {
        const pre = preapprovals.get(match[1]);
        if (!pre) return page(response, 'No encontrado', '<h1>Esa suscripción no existe.</h1>');
        return checkoutPage(response, pre);
      }
      if (
        (match = path.match(/^\/checkout\/([0-9a-f]{32})\/(approved|rejected|pending)$/)) &&
        request.method === 'POST'
      ) {
        const pre = preapprovals.get(match[1]);
        if (!pre) return page(response, 'No encontrado', '<h1>Esa suscripción no existe.</h1>');
        const payment = checkout(pre, match[2] as Outcome);
        const back = new URL(pre.back_url);
        back.searchParams.set('preapproval_id', pre.id);
        back.searchParams.set('status', payment.status);
        response.writeHead(303, { Location: back.toString() });
        response.end();
        return;
      }
      return api(request, response, path);
    };
    handle()
      .then(() => {
        if (request.method !== 'GET') save();
      })
      .catch((error: unknown) => {
        if (!response.headersSent) apiError(response, 500, String(error), 'internal_error');
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  baseUrl = `http://${options.publicHost ?? '127.0.0.1'}:${address.port}`;

  return {
    url: baseUrl,
    port: address.port,
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    preapprovals,
    payments,
    preferences,
    sent,
    preapprovalOf(externalReference: string): Preapproval | undefined {
      return [...preapprovals.values()].find((pre) => pre.external_reference === externalReference);
    },
    async close(): Promise<void> {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type MercadoPagoSandbox = Awaited<ReturnType<typeof startMercadoPagoSandbox>>;
