import { createHmac } from 'node:crypto';
import { checkSignature, signatureManifest, SIGNATURE_MAX_AGE_MS } from '../webhook-signature';

const secret = 'a-webhook-secret-of-the-app';
const now = 1_764_000_000_000;

// What MercadoPago documents: HMAC-SHA256 of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, hex.
const header = (dataId: string, requestId: string, ts: number, key = secret) =>
  `ts=${ts},v1=${createHmac('sha256', key).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex')}`;

describe('checkSignature', () => {
  it('takes MercadoPago’s documented signature', () => {
    expect(
      checkSignature({ secret, header: header('123456', 'req-1', now), requestId: 'req-1', dataId: '123456', now }),
    ).toBe('valid');
  });

  it('lowercases an alphanumeric data.id as MercadoPago does', () => {
    expect(signatureManifest({ dataId: 'ABC123', requestId: 'r', ts: '1' })).toBe('id:abc123;request-id:r;ts:1;');
  });

  it.each([
    ['no header', undefined, 'missing'],
    ['no v1', `ts=${now}`, 'malformed'],
    ['junk', 'hola', 'malformed'],
    ['another secret', header('123456', 'req-1', now, 'otro'), 'mismatch'],
    ['another data.id', header('999', 'req-1', now), 'mismatch'],
    ['another request id', header('123456', 'req-2', now), 'mismatch'],
    ['an old ts', header('123456', 'req-1', now - SIGNATURE_MAX_AGE_MS - 1), 'stale'],
    ['a ts from the future', header('123456', 'req-1', now + SIGNATURE_MAX_AGE_MS + 1), 'stale'],
  ])('refuses %s', (_label, given, expected) => {
    expect(checkSignature({ secret, header: given, requestId: 'req-1', dataId: '123456', now })).toBe(expected);
  });
});
