import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
const R = 8,
  P = 1,
  LEN = 32;

/** Slow hash for client secrets and staff passwords: `scrypt$N$r$p$salt$hash`, N = `cost` (Config.secretHashCost). */
export async function hashSecret(secret: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(secret, salt, LEN, { N: cost, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', cost, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(secret, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(actual, expected);
}

/**
 * A well-formed hash at this cost that no secret matches (zero salt, zero hash): checked when the
 * client id or e-mail is unknown, so that case costs what a real check costs.
 */
export function decoyHash(cost: number): string {
  return ['scrypt', cost, R, P, 'A'.repeat(22), 'A'.repeat(43)].join('$');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
