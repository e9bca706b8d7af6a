import { createHash, randomBytes } from 'node:crypto';

// Each game server's own key to fetch its users.ini block: 32 random bytes, shown once to staff, kept only as its
// SHA-256 (the `privilegesKeyHash` of the server, private). A key is looked up by its hash: with 256 random bits
// the hash is as secret as the key, and nothing is compared byte by byte in JavaScript.

const KEY = /^[A-Za-z0-9_-]{43}$/;

export function newServerKey(): { key: string; hash: string } {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashOf(key) };
}

export function hashOf(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The key of an `Authorization: Bearer <key>` header, or null for anything else. */
export function keyFromAuthorization(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([^\s]+)$/.exec(header.trim());
  return match && KEY.test(match[1]) ? match[1] : null;
}
