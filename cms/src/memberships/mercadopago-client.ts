import {
  Invoice,
  MercadoPagoConfig,
  MercadoPagoError,
  Payment,
  PaymentRefund,
  PreApproval,
  Preference,
} from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config';
import type { MercadoPagoSettings } from './mercadopago-settings';

// The one small client of MercadoPago (CONVENTIONS "Stranger-facing services"): the SDK (mercadopago 3.6.1, pinned,
// CONTRIBUTING) with its base URL from configuration, so the local stand-in answers in `npm start` and the tests.
// The SDK's own retry loop is switched off (maxRetries 0): a call that meets a 429, a 5xx or no answer fails, and
// the job that made it is retried by the job queue with its backoff. Only the fields we use are read, each checked.

const TIMEOUT_MS = 10_000;

// MercadoPago did not answer usefully (429, 5xx, timeout, connection): try again later.
export class MercadoPagoUnavailable extends Error {}
// MercadoPago answered no (4xx): retrying changes nothing.
export class MercadoPagoRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export type RemotePreapproval = {
  id: string;
  status: string;
  externalReference: string | null;
  payerId: number | null;
  amount: number | null;
  currency: string | null;
  initPoint: string | null;
  nextPaymentDate: string | null;
};

export type RemotePayment = {
  id: string;
  status: string;
  statusDetail: string | null;
  amount: number | null;
  currency: string | null;
  externalReference: string | null;
  payerId: number | null;
  // The subscription a recurring charge belongs to.
  preapprovalId: string | null;
  approvedAt: string | null;
  // 'upgrade': the one-off prorated payment of a plan change (our checkout's metadata); else a monthly charge.
  kind: 'charge' | 'upgrade';
};

export type RemoteInvoice = { id: string; preapprovalId: string | null; paymentId: string | null; status: string };

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const idText = (value: unknown): string | null =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

function translated(error: unknown, what: string): Error {
  if (error instanceof MercadoPagoError) {
    const status = error.status;
    if (status === 0 || status === 429 || status >= 500 || status === undefined) {
      return new MercadoPagoUnavailable(`MercadoPago ${what}: ${status || 'no answer'}`);
    }
    // The message is MercadoPago's, about the request (never our credentials).
    return new MercadoPagoRefused(`MercadoPago ${what}: ${status} ${error.message}`, status);
  }
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TypeError')) {
    return new MercadoPagoUnavailable(`MercadoPago ${what}: ${error.message}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

function preapprovalOf(raw: unknown): RemotePreapproval {
  const body = record(raw);
  const recurring = record(body.auto_recurring);
  const id = text(body.id);
  if (!id) throw new MercadoPagoUnavailable('MercadoPago answered a subscription without an id');
  return {
    id,
    status: text(body.status) ?? 'unknown',
    externalReference: text(body.external_reference),
    payerId: num(body.payer_id),
    amount: num(recurring.transaction_amount),
    currency: text(recurring.currency_id),
    initPoint: text(body.init_point),
    nextPaymentDate: text(body.next_payment_date),
  };
}

function paymentOf(raw: unknown): RemotePayment {
  const body = record(raw);
  const id = idText(body.id);
  if (!id) throw new MercadoPagoUnavailable('MercadoPago answered a payment without an id');
  const interaction = record(record(body.point_of_interaction).transaction_data);
  const metadata = record(body.metadata);
  return {
    id,
    status: text(body.status) ?? 'unknown',
    statusDetail: text(body.status_detail),
    amount: num(body.transaction_amount),
    currency: text(body.currency_id),
    externalReference: text(body.external_reference),
    payerId: num(record(body.payer).id),
    preapprovalId: text(interaction.subscription_id) ?? text(metadata.preapproval_id),
    approvedAt: text(body.date_approved),
    kind: metadata.kind === 'upgrade' ? 'upgrade' : 'charge',
  };
}

export function createMercadoPagoClient(settings: () => MercadoPagoSettings | null) {
  function config(idempotencyKey?: string): MercadoPagoConfig {
    const current = settings();
    if (!current) throw new MercadoPagoUnavailable('MercadoPago is not configured');
    // The SDK reads its base URL from this static on every call; it is declared readonly, so it is set through a
    // writable view of the class.
    (AppConfig as { BASE_URL: string }).BASE_URL = current.apiUrl;
    return new MercadoPagoConfig({
      accessToken: current.accessToken,
      options: { timeout: TIMEOUT_MS, maxRetries: 0, ...(idempotencyKey ? { idempotencyKey } : {}) },
    });
  }

  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw translated(error, what);
    }
  }

  return {
    // A monthly subscription in pesos; our order id is its external_reference and the idempotency key, so a retried
    // or doubled call makes one subscription.
    createPreapproval(input: {
      orderId: string;
      reason: string;
      payerEmail: string;
      amount: number;
      currency: string;
      backUrl: string;
    }): Promise<RemotePreapproval> {
      return call('create subscription', async () =>
        preapprovalOf(
          await new PreApproval(config(input.orderId)).create({
            body: {
              reason: input.reason,
              external_reference: input.orderId,
              payer_email: input.payerEmail,
              back_url: input.backUrl,
              status: 'pending',
              auto_recurring: {
                frequency: 1,
                frequency_type: 'months',
                transaction_amount: input.amount,
                currency_id: input.currency,
              },
            },
            requestOptions: { idempotencyKey: input.orderId },
          }),
        ),
      );
    },

    // A one-off checkout (an upgrade's prorated difference): our order as external_reference, the kind in metadata.
    createUpgradeCheckout(input: {
      orderId: string;
      plan: string;
      title: string;
      amount: number;
      currency: string;
      backUrl: string;
      idempotencyKey: string;
    }): Promise<{ id: string; initPoint: string }> {
      return call('create upgrade checkout', async () => {
        const body = record(
          await new Preference(config(input.idempotencyKey)).create({
            body: {
              items: [
                {
                  id: `upgrade-${input.plan}`,
                  title: input.title,
                  quantity: 1,
                  unit_price: input.amount,
                  currency_id: input.currency,
                },
              ],
              external_reference: input.orderId,
              metadata: { kind: 'upgrade', plan: input.plan },
              back_urls: { success: input.backUrl, failure: input.backUrl, pending: input.backUrl },
            },
            requestOptions: { idempotencyKey: input.idempotencyKey },
          }),
        );
        const id = text(body.id);
        const initPoint = text(body.init_point);
        if (!id || !initPoint) throw new MercadoPagoUnavailable('MercadoPago answered a checkout without an address');
        return { id, initPoint };
      });
    },

    getPreapproval(id: string): Promise<RemotePreapproval> {
      return call('read subscription', async () => preapprovalOf(await new PreApproval(config()).get({ id })));
    },

    // Cancels, pauses or re-prices a subscription (the key makes a retried call one change).
    updatePreapproval(
      id: string,
      change: { status?: 'cancelled' | 'paused' | 'authorized'; amount?: number; currency?: string },
      idempotencyKey: string,
    ): Promise<RemotePreapproval> {
      return call('update subscription', async () =>
        preapprovalOf(
          await new PreApproval(config(idempotencyKey)).update({
            id,
            body: {
              ...(change.status ? { status: change.status } : {}),
              ...(change.amount !== undefined
                ? { auto_recurring: { transaction_amount: change.amount, currency_id: change.currency ?? 'ARS' } }
                : {}),
            },
            requestOptions: { idempotencyKey },
          }),
        ),
      );
    },

    getPayment(id: string): Promise<RemotePayment> {
      return call('read payment', async () => paymentOf(await new Payment(config()).get({ id })));
    },

    getInvoice(id: string): Promise<RemoteInvoice> {
      return call('read subscription charge', async () => {
        const body = record(await new Invoice(config()).get({ id }));
        const invoiceId = idText(body.id);
        if (!invoiceId) throw new MercadoPagoUnavailable('MercadoPago answered a charge without an id');
        return {
          id: invoiceId,
          preapprovalId: text(body.preapproval_id),
          paymentId: idText(record(body.payment).id),
          status: text(body.status) ?? 'unknown',
        };
      });
    },

    // A whole refund of one payment.
    refundPayment(paymentId: string, idempotencyKey: string): Promise<{ id: string; status: string }> {
      return call('refund payment', async () => {
        const body = record(
          await new PaymentRefund(config(idempotencyKey)).create({
            payment_id: paymentId,
            body: {},
            requestOptions: { idempotencyKey },
          }),
        );
        return { id: idText(body.id) ?? '', status: text(body.status) ?? 'unknown' };
      });
    },
  };
}

export type MercadoPagoClient = ReturnType<typeof createMercadoPagoClient>;
