import { isProduction } from '../env/secrets';

// MercadoPago's settings (cms/README.md "Memberships"): the access token and the webhook secret only ever come from
// the environment and go only to MercadoPago's API and to the signature check: never logged, never answered.
// MERCADOPAGO_API_URL points the SDK at a local stand-in (cms/mercadopago-sandbox, what `npm start` and the tests
// run); production must talk to MercadoPago itself.

export const MERCADOPAGO_DEFAULT_API_URL = 'https://api.mercadopago.com';

export type MercadoPagoSettings = { accessToken: string; webhookSecret: string; apiUrl: string };

function apiUrlOf(value: string | undefined): string {
  const raw = (value ?? '').trim();
  if (!raw) return MERCADOPAGO_DEFAULT_API_URL;
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('MERCADOPAGO_API_URL must be http(s)');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/i;

// Read on every use (tests vary them); null when payments are not configured (memberships answer 503 then).
export function mercadoPagoSettings(): MercadoPagoSettings | null {
  const accessToken = (process.env.MERCADOPAGO_ACCESS_TOKEN ?? '').trim();
  const webhookSecret = (process.env.MERCADOPAGO_WEBHOOK_SECRET ?? '').trim();
  if (!accessToken || !webhookSecret) return null;
  return { accessToken, webhookSecret, apiUrl: apiUrlOf(process.env.MERCADOPAGO_API_URL) };
}

// A production start without MercadoPago's credentials, or pointed at the local stand-in, is refused: the first
// could take no payment, the second would grant memberships for the sandbox's pretend money.
export function assertMercadoPagoSettingsAllowed(): void {
  if (!isProduction()) return;
  const missing = ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET'].filter(
    (name) => !(process.env[name] ?? '').trim(),
  );
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set: with NODE_ENV=production memberships ` +
        "are paid through MercadoPago (docs/production.md, 'Payments').",
    );
  }
  const apiUrl = apiUrlOf(process.env.MERCADOPAGO_API_URL);
  if (LOCAL_HOSTS.test(new URL(apiUrl).hostname) || (process.env.MERCADOPAGO_SANDBOX ?? '') === 'true') {
    throw new Error(
      'MERCADOPAGO_API_URL points at a local MercadoPago stand-in, refused with NODE_ENV=production: leave it unset ' +
        '(MercadoPago itself) or name its real address.',
    );
  }
}
