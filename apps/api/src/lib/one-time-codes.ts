import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;

/** Six digits from a CSPRNG, leading zeros kept. */
export const generateCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Keyed hash of a code, bound to its user and purpose: a million possible codes are trivial to
 * brute-force from a plain hash, not from an HMAC whose key never leaves the server.
 */
export function hashCode(key: string, userId: number, purpose: string, code: string): string {
  return createHmac('sha256', key).update(`${userId}:${purpose}:${code}`).digest('hex');
}

export function isSameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
