import { createHmac, timingSafeEqual } from 'node:crypto';

// MercadoPago's webhook signature, as it documents it: the `x-signature` header is `ts=<ts>,v1=<hex>`, where v1 is
// HMAC-SHA256, keyed with the application's secret, of the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`
// (data.id from the query string, lowercased when alphanumeric; a part missing from the request is left out of the
// manifest). A pure function: the route answers 401 on anything but 'valid'.

// How old (or how far ahead) a notification's ts may be.
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000;

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'stale' | 'mismatch';

export function signatureManifest(parts: { dataId: string | null; requestId: string | null; ts: string }): string {
  let manifest = '';
  if (parts.dataId) manifest += `id:${/^[a-z0-9]+$/i.test(parts.dataId) ? parts.dataId.toLowerCase() : parts.dataId};`;
  if (parts.requestId) manifest += `request-id:${parts.requestId};`;
  return `${manifest}ts:${parts.ts};`;
}

export function signNotification(
  secret: string,
  parts: { dataId: string | null; requestId: string | null; ts: string },
): string {
  const v1 = createHmac('sha256', secret).update(signatureManifest(parts)).digest('hex');
  return `ts=${parts.ts},v1=${v1}`;
}

// MercadoPago's ts is in milliseconds; one in seconds (its older examples) is read as such.
function tsMillis(ts: string): number {
  const value = Number(ts);
  return value < 1e12 ? value * 1000 : value;
}

export function checkSignature(input: {
  secret: string;
  header: string | undefined;
  requestId: string | undefined;
  dataId: string | null;
  now: number;
}): SignatureCheck {
  if (!input.header) return 'missing';
  const fields = new Map<string, string>();
  for (const part of input.header.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) return 'malformed';
    fields.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const ts = fields.get('ts');
  const v1 = fields.get('v1');
  if (!ts || !v1 || !/^\d{1,16}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) return 'malformed';
  if (Math.abs(input.now - tsMillis(ts)) > SIGNATURE_MAX_AGE_MS) return 'stale';
  const expected = createHmac('sha256', input.secret)
    .update(signatureManifest({ dataId: input.dataId, requestId: input.requestId ?? null, ts }))
    .digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'valid' : 'mismatch';
}
