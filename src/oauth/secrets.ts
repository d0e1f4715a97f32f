import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
const R = 8,
  P = 1,
  LEN = 32;

/**
 * Slow hash for staff passwords, which people choose: `scrypt$N$r$p$salt$hash`, N = `cost`
 * (Config.secretHashCost). Client secrets were hashed so before (see hashClientSecret).
 */
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

/**
 * Client secrets are 256 random bits (`sk_…`, newSecret(32)): no guess can find one, so a slow hash
 * adds nothing but the cost of every check, which a wrong or unknown client paid too (tens of ms
 * of CPU). One SHA-256, `sha256$digest`: microseconds, whether the check passes, fails or the client
 * is unknown (checked against DECOY_CLIENT_SECRET_HASH).
 */
export function hashClientSecret(secret: string): string {
  return `sha256$${sha256(secret)}`;
}

/** Never matched (its digest is 32 zero bytes): what an unknown client id's secret is checked against. */
export const DECOY_CLIENT_SECRET_HASH = `sha256$${'A'.repeat(43)}`;

/**
 * Whether a client secret matches its stored hash, by the scheme the hash names: `sha256$…`, or
 * `scrypt$…` as stored before (ClientService replaces such a hash at its first successful check).
 */
export async function verifyClientSecret(secret: string, stored: string): Promise<boolean> {
  if (isScryptHash(stored)) return verifySecret(secret, stored);
  const [alg, digest] = stored.split('$');
  if (alg !== 'sha256' || !digest) return false;
  const expected = Buffer.from(digest, 'base64url');
  const actual = createHash('sha256').update(secret).digest();
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}

/** A hash of the scheme used before hashClientSecret, to be replaced once its secret is seen. */
export function isScryptHash(stored: string): boolean {
  return stored.startsWith('scrypt$');
}
